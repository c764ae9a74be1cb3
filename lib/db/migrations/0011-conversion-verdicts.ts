import type { Kysely, Migration } from "kysely";

// Google answers a conversion in two steps: a request id at once, its verdict minutes later.
export const addConversionVerdicts: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema.alterTable("conversion_events").addColumn("request_id", "text").execute();
    await db.schema.alterTable("conversion_events").addColumn("verdict", "text").execute();
    await db.schema.alterTable("conversion_events").addColumn("verdict_checked_at", "bigint").execute();
  },
};
