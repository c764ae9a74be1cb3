import "server-only";

import {
  sql,
  type Expression,
  type ExpressionBuilder,
  type Kysely,
  type SelectQueryBuilder,
  type SqlBool,
} from "kysely";

import type { StoreKind } from "@/lib/db/connection";
import type { LeadDatabase } from "@/lib/db/schema";

import { toStoredLead } from "./lead-rows";
import type { StoredLead } from "./records";
import { assertPastCutoff, mailTiedToKeptBooking, tiedToKeptBooking } from "./retention";

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
  conversions: string[];
}

export interface PurgeResult {
  leads: number;
  bookings: number;
  mailJobs: number;
  /** Leads still waiting for delivery: kept, or they would be lost before the CRM ever saw them. */
  pendingKept: number;
  bookingsKept: number;
}

export interface PurgeOptions {
  now: number;
  dryRun?: boolean;
}

export interface PrivacyRepository {
  exportByEmail(email: string): Promise<PrivacyExport>;
  deleteByEmail(email: string): Promise<PrivacyDeletion>;
  purgeBefore(before: number, options: PurgeOptions): Promise<PurgeResult>;
}

async function countRows<T extends keyof LeadDatabase>(
  query: SelectQueryBuilder<LeadDatabase, T, object>,
): Promise<number> {
  const row = await query
    .select((eb) => eb.fn.countAll<number | string>().as("count"))
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}

export function createPrivacyRepository(
  ready: () => Promise<Kysely<LeadDatabase>>,
  kind: StoreKind,
): PrivacyRepository {
  /** `recipients` is a comma-separated list: match one whole address, with no LIKE wildcards involved. */
  function hasRecipient(email: string): Expression<SqlBool> {
    const needle = `,${email},`;
    return kind === "postgres"
      ? sql<SqlBool>`strpos(',' || recipients || ',', ${needle}) > 0`
      : sql<SqlBool>`instr(',' || recipients || ',', ${needle}) > 0`;
  }

  function filterHolds(email: string): Expression<SqlBool> {
    return kind === "postgres"
      ? sql<SqlBool>`strpos(lower(lead_filter), ${email}) > 0`
      : sql<SqlBool>`instr(lower(lead_filter), ${email}) > 0`;
  }

  /**
   * SQLite (secure_delete is on, lib/db/connection.ts) has zeroed the deleted rows in its pages; the WAL still holds
   * the pages as they were until a checkpoint copies them back and truncates it. PostgreSQL: docs/operations.md#privacy.
   */
  async function eraseFreedBytes(db: Kysely<LeadDatabase>): Promise<void> {
    if (kind === "sqlite") await sql`PRAGMA wal_checkpoint(TRUNCATE)`.execute(db);
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
      const db = await ready();
      const result = await db.transaction().execute(async (trx) => {
        const found = await matching(trx, email);
        const deletion: PrivacyDeletion = {
          leads: found.leads.map((row) => row.id),
          bookings: found.bookings.map((row) => row.id),
          mailJobs: found.mailJobs.map((row) => row.id),
          conversions: [],
        };
        if (deletion.leads.length) {
          const conversions = await trx
            .deleteFrom("conversion_events")
            .where("lead_id", "in", deletion.leads)
            .returning("id")
            .execute();
          deletion.conversions = conversions.map((row) => row.id);
          await trx.deleteFrom("conversion_contexts").where("lead_id", "in", deletion.leads).execute();
        }
        if (deletion.mailJobs.length)
          await trx.deleteFrom("mail_jobs").where("id", "in", deletion.mailJobs).execute();
        if (deletion.bookings.length)
          await trx.deleteFrom("bookings").where("id", "in", deletion.bookings).execute();
        if (deletion.leads.length) {
          await trx.deleteFrom("lead_stages").where("lead_id", "in", deletion.leads).execute();
          await trx.deleteFrom("leads").where("id", "in", deletion.leads).execute();
        }
        // A console search for the address, kept in an admin's session, is the person's data too.
        await trx
          .updateTable("admin_sessions")
          .set({ lead_filter: null })
          .where(filterHolds(email))
          .execute();
        return deletion;
      });
      await eraseFreedBytes(db);
      return result;
    },

    async purgeBefore(before, { now, dryRun = false }) {
      assertPastCutoff(before, now);
      const mailJobs = (eb: ExpressionBuilder<LeadDatabase, "mail_jobs">) =>
        eb.and([
          eb("created_at", "<", before),
          eb("status", "!=", "pending"),
          eb.not(mailTiedToKeptBooking(before)),
        ]);
      const leads = (eb: ExpressionBuilder<LeadDatabase, "leads">) =>
        eb.and([
          eb("created_at", "<", before),
          eb("status", "!=", "pending"),
          eb.not(tiedToKeptBooking(before, "leads")),
        ]);
      const bookings = (eb: ExpressionBuilder<LeadDatabase, "bookings">) =>
        eb.and([eb("created_at", "<", before), eb("slot_end", "<", before)]);
      const db = await ready();
      const purged = await db.transaction().execute(async (trx): Promise<PurgeResult> => {
        const kept = {
          pendingKept: await countRows(
            trx.selectFrom("leads").where("created_at", "<", before).where("status", "=", "pending"),
          ),
          bookingsKept: await countRows(
            trx.selectFrom("bookings").where("created_at", "<", before).where("slot_end", ">=", before),
          ),
        };
        if (dryRun) {
          return {
            leads: await countRows(trx.selectFrom("leads").where(leads)),
            bookings: await countRows(trx.selectFrom("bookings").where(bookings)),
            mailJobs: await countRows(trx.selectFrom("mail_jobs").where(mailJobs)),
            ...kept,
          };
        }
        // Emails and leads first: whether they are tied to a kept booking is read while every booking is there.
        const deletedMail = await trx.deleteFrom("mail_jobs").where(mailJobs).executeTakeFirst();
        const deletedLeads = await trx.deleteFrom("leads").where(leads).executeTakeFirst();
        const deletedBookings = await trx.deleteFrom("bookings").where(bookings).executeTakeFirst();
        for (const table of ["conversion_events", "conversion_contexts"] as const)
          await trx
            .deleteFrom(table)
            .where("lead_id", "not in", (eb) => eb.selectFrom("leads").select("id"))
            .execute();
        await trx
          .deleteFrom("lead_stages")
          .where("lead_id", "not in", (eb) => eb.selectFrom("leads").select("id"))
          .execute();
        return {
          leads: Number(deletedLeads.numDeletedRows),
          bookings: Number(deletedBookings.numDeletedRows),
          mailJobs: Number(deletedMail.numDeletedRows),
          ...kept,
        };
      });
      if (!dryRun) await eraseFreedBytes(db);
      return purged;
    },
  };
}
