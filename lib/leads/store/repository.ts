import "server-only";

/**
 * The one lead repository, over Kysely, for SQLite and PostgreSQL alike. Delivery claims are atomic single
 * statements (with `FOR UPDATE SKIP LOCKED` on PostgreSQL), so two processes never hold the same lead.
 */
import { randomUUID } from "node:crypto";

import { Migrator, type Kysely } from "kysely";

import { createBookingRepository } from "./booking-repository";
import { readStoreHealth } from "./health";
import { insertLeadRow, toClaimedLead, toStoredLead } from "./lead-rows";
import { createMailRepository, insertMailJobs } from "./mail-repository";
import { leadMigrations } from "./migrations";
import { createPrivacyRepository } from "./privacy";
import { createRateLimitRepository } from "./rate-limit-repository";
import { LEAD_STATUSES, type LeadCounts, type LeadDatabase, type LeadStore } from "./types";

const ERROR_MAX_LENGTH = 500;

export function createLeadRepository(db: Kysely<LeadDatabase>, kind: LeadStore["kind"]): LeadStore {
  let migrated: Promise<void> | undefined;

  function migrate(): Promise<void> {
    migrated ??= new Migrator({ db, provider: leadMigrations })
      .migrateToLatest()
      .then(({ error }) => {
        if (error) throw error instanceof Error ? error : new Error(String(error));
      })
      .catch((error: unknown) => {
        migrated = undefined; // a database that was down at start-up is tried again on the next call
        throw error;
      });
    return migrated;
  }

  async function ready(): Promise<Kysely<LeadDatabase>> {
    await migrate();
    return db;
  }

  return {
    kind,
    migrate,
    bookings: createBookingRepository(ready, kind),
    mail: createMailRepository(ready, kind),
    privacy: createPrivacyRepository(ready, kind),
    hitRateLimit: createRateLimitRepository(ready),

    async health(now) {
      return readStoreHealth(await ready(), now);
    },

    async releaseSpam(id, { now, giveUpAt, mailJobs }) {
      return (await ready()).transaction().execute(async (trx) => {
        const row = await trx
          .updateTable("leads")
          .set({ status: "pending", next_attempt_at: now, give_up_at: giveUpAt, updated_at: now })
          .where("id", "=", id)
          .where("status", "=", "spam")
          .returningAll()
          .executeTakeFirst();
        if (!row) return undefined;
        const lead = toStoredLead(row);
        if (mailJobs) await insertMailJobs(trx, mailJobs(lead));
        return lead;
      });
    },

    async purgeSpam(before) {
      const result = await (
        await ready()
      )
        .deleteFrom("leads")
        .where("status", "=", "spam")
        .where("created_at", "<", before)
        .executeTakeFirst();
      return Number(result.numDeletedRows);
    },

    async insertLead(lead) {
      const conn = await ready();
      return lead.mailJobs?.length
        ? conn.transaction().execute((trx) => insertLeadRow(trx, lead))
        : insertLeadRow(conn, lead);
    },

    async getLead(id) {
      const row = await (
        await ready()
      )
        .selectFrom("leads")
        .selectAll()
        .where("id", "=", id)
        .executeTakeFirst();
      return row ? toStoredLead(row) : undefined;
    },

    async listLeads(options = {}) {
      let query = (await ready()).selectFrom("leads").selectAll().orderBy("created_at", "desc").orderBy("id");
      if (options.status) query = query.where("status", "=", options.status);
      if (options.limit !== undefined) query = query.limit(options.limit);
      return (await query.execute()).map(toStoredLead);
    },

    async countByStatus() {
      const rows = await (
        await ready()
      )
        .selectFrom("leads")
        .select((eb) => ["status", eb.fn.countAll<number | string>().as("count")])
        .groupBy("status")
        .execute();
      const counts = Object.fromEntries(LEAD_STATUSES.map((status) => [status, 0])) as LeadCounts;
      for (const row of rows) counts[row.status] = Number(row.count);
      return counts;
    },

    async claimDue({ now, limit, leaseMs }) {
      const conn = await ready();
      const rows = await conn
        .updateTable("leads")
        .set({ claim_token: randomUUID(), claimed_until: now + leaseMs, updated_at: now })
        .where("id", "in", (eb) =>
          eb
            .selectFrom("leads")
            .select("id")
            .where("status", "=", "pending")
            .where("next_attempt_at", "<=", now)
            .where((inner) =>
              inner.or([inner("claimed_until", "is", null), inner("claimed_until", "<=", now)]),
            )
            .orderBy("next_attempt_at")
            .limit(limit)
            // Concurrent claimers on PostgreSQL skip each other's rows instead of waiting for them.
            .$if(kind === "postgres", (select) => select.forUpdate().skipLocked()),
        )
        // Re-checked on the row itself: a row another claimer just took no longer qualifies.
        .where("status", "=", "pending")
        .where((eb) => eb.or([eb("claimed_until", "is", null), eb("claimed_until", "<=", now)]))
        .returningAll()
        .execute();
      return rows.map(toClaimedLead);
    },

    async claimLead(id, { now, leaseMs }) {
      const row = await (
        await ready()
      )
        .updateTable("leads")
        .set({ claim_token: randomUUID(), claimed_until: now + leaseMs, updated_at: now })
        .where("id", "=", id)
        .where("status", "=", "pending")
        .where((eb) => eb.or([eb("claimed_until", "is", null), eb("claimed_until", "<=", now)]))
        .returningAll()
        .executeTakeFirst();
      return row ? toClaimedLead(row) : undefined;
    },

    async markDelivered(claim, now) {
      const result = await (
        await ready()
      )
        .updateTable("leads")
        .set((eb) => ({
          status: "delivered",
          attempts: eb("attempts", "+", 1),
          delivered_at: now,
          next_attempt_at: null,
          claim_token: null,
          claimed_until: null,
          updated_at: now,
        }))
        .where("id", "=", claim.id)
        .where("claim_token", "=", claim.claimToken)
        .executeTakeFirst();
      return Number(result.numUpdatedRows) === 1;
    },

    async markAttemptFailed(claim, { now, error, nextAttemptAt }) {
      const result = await (
        await ready()
      )
        .updateTable("leads")
        .set((eb) => ({
          status: nextAttemptAt === null ? "failed" : "pending",
          attempts: eb("attempts", "+", 1),
          last_error: error.slice(0, ERROR_MAX_LENGTH),
          next_attempt_at: nextAttemptAt,
          claim_token: null,
          claimed_until: null,
          updated_at: now,
        }))
        .where("id", "=", claim.id)
        .where("claim_token", "=", claim.claimToken)
        .executeTakeFirst();
      return Number(result.numUpdatedRows) === 1;
    },

    async requeue(id, { now, giveUpAt }) {
      const row = await (
        await ready()
      )
        .updateTable("leads")
        .set({ status: "pending", next_attempt_at: now, give_up_at: giveUpAt, updated_at: now })
        .where("id", "=", id)
        .where("status", "in", ["pending", "failed"])
        .returningAll()
        .executeTakeFirst();
      return row ? toStoredLead(row) : undefined;
    },

    async requeueAll({ now, giveUpAt }) {
      const result = await (
        await ready()
      )
        .updateTable("leads")
        .set({ status: "pending", next_attempt_at: now, give_up_at: giveUpAt, updated_at: now })
        .where("status", "in", ["pending", "failed"])
        .executeTakeFirst();
      return Number(result.numUpdatedRows);
    },

    async close() {
      await db.destroy();
    },
  };
}
