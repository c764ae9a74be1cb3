import "server-only";

/**
 * Privacy requests (a copy of a person's data, its deletion) and the retention purge, over every table that holds
 * personal data: leads (payload, attribution, consent), bookings (by email) and queued emails (by recipient or lead).
 */
import { sql, type Expression, type Kysely, type SqlBool } from "kysely";

import { toStoredLead } from "./lead-rows";
import type { LeadDatabase, LeadStore, StoredLead } from "./types";

export interface PrivacyExport {
  email: string;
  leads: Omit<StoredLead, "payloadJson">[];
  bookings: Record<string, unknown>[];
  mailJobs: Record<string, unknown>[];
}

export interface PrivacyDeletion {
  leads: string[];
  bookings: string[];
  mailJobs: string[];
}

export interface PurgeResult {
  leads: number;
  bookings: number;
  mailJobs: number;
  /** Leads still waiting for delivery: kept, or they would be lost before the CRM ever saw them. */
  pendingKept: number;
}

export interface PrivacyRepository {
  exportByEmail(email: string): Promise<PrivacyExport>;
  /** Deletes everything held about the address in one transaction; returns the ids removed. */
  deleteByEmail(email: string): Promise<PrivacyDeletion>;
  /** Deletes leads, past bookings and queued emails created before `before` (pending leads excepted). */
  purgeBefore(before: number): Promise<PurgeResult>;
}

export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}

export function createPrivacyRepository(
  ready: () => Promise<Kysely<LeadDatabase>>,
  kind: LeadStore["kind"],
): PrivacyRepository {
  /** `recipients` is a comma-separated list: match one whole address, with no LIKE wildcards involved. */
  function hasRecipient(email: string): Expression<SqlBool> {
    const needle = `,${email},`;
    return kind === "postgres"
      ? sql<SqlBool>`strpos(',' || recipients || ',', ${needle}) > 0`
      : sql<SqlBool>`instr(',' || recipients || ',', ${needle}) > 0`;
  }

  async function matching(db: Kysely<LeadDatabase>, email: string) {
    const leads = await db
      .selectFrom("leads")
      .selectAll()
      .where("email", "=", email)
      .orderBy("created_at")
      .execute();
    const leadIds = leads.map((lead) => lead.id);
    const bookings = await db
      .selectFrom("bookings")
      .selectAll()
      .where((eb) =>
        eb.or([eb("email", "=", email), ...(leadIds.length ? [eb("lead_id", "in", leadIds)] : [])]),
      )
      .orderBy("created_at")
      .execute();
    const mailJobs = await db
      .selectFrom("mail_jobs")
      .selectAll()
      .where((eb) => eb.or([hasRecipient(email), ...(leadIds.length ? [eb("lead_id", "in", leadIds)] : [])]))
      .orderBy("created_at")
      .execute();
    return { leads, bookings, mailJobs };
  }

  return {
    async exportByEmail(address) {
      const email = normalizeEmail(address);
      const found = await matching(await ready(), email);
      return {
        email,
        leads: found.leads.map((row) => {
          const { payloadJson: _raw, ...lead } = toStoredLead(row);
          return lead;
        }),
        bookings: found.bookings.map((row) => ({ ...row, details: JSON.parse(row.details) as unknown })),
        mailJobs: found.mailJobs.map((row) => ({ ...row, message: JSON.parse(row.message) as unknown })),
      };
    },

    async deleteByEmail(address) {
      const email = normalizeEmail(address);
      return (await ready()).transaction().execute(async (trx) => {
        const found = await matching(trx, email);
        const deletion: PrivacyDeletion = {
          leads: found.leads.map((row) => row.id),
          bookings: found.bookings.map((row) => row.id),
          mailJobs: found.mailJobs.map((row) => row.id),
        };
        if (deletion.mailJobs.length)
          await trx.deleteFrom("mail_jobs").where("id", "in", deletion.mailJobs).execute();
        if (deletion.bookings.length)
          await trx.deleteFrom("bookings").where("id", "in", deletion.bookings).execute();
        if (deletion.leads.length) {
          await trx.deleteFrom("lead_stages").where("lead_id", "in", deletion.leads).execute();
          await trx.deleteFrom("leads").where("id", "in", deletion.leads).execute();
        }
        return deletion;
      });
    },

    async purgeBefore(before) {
      return (await ready()).transaction().execute(async (trx) => {
        const mailJobs = await trx
          .deleteFrom("mail_jobs")
          .where("created_at", "<", before)
          .where("status", "!=", "pending")
          .executeTakeFirst();
        // A booking for a call still to come is kept whatever its age.
        const bookings = await trx
          .deleteFrom("bookings")
          .where("created_at", "<", before)
          .where("slot_end", "<", before)
          .executeTakeFirst();
        const leads = await trx
          .deleteFrom("leads")
          .where("created_at", "<", before)
          .where("status", "!=", "pending")
          .executeTakeFirst();
        // A purged lead's stages go with it.
        await trx
          .deleteFrom("lead_stages")
          .where("lead_id", "not in", (eb) => eb.selectFrom("leads").select("id"))
          .execute();
        const pending = await trx
          .selectFrom("leads")
          .select((eb) => eb.fn.countAll<number | string>().as("count"))
          .where("created_at", "<", before)
          .where("status", "=", "pending")
          .executeTakeFirstOrThrow();
        return {
          leads: Number(leads.numDeletedRows),
          bookings: Number(bookings.numDeletedRows),
          mailJobs: Number(mailJobs.numDeletedRows),
          pendingKept: Number(pending.count),
        };
      });
    },
  };
}
