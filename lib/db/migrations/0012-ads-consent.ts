import { sql, type Kysely, type Migration } from "kysely";

// The ads-consent decision taken when the lead arrived ('granted' | 'denied'); null for earlier leads.
export const addAdsConsent: Migration = {
  async up(db: Kysely<unknown>) {
    await sql`alter table leads add column ads_consent text`.execute(db);
  },
};
