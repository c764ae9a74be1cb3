import "server-only";

import { Migrator, type Kysely } from "kysely";

import { createAdminRepository } from "@/lib/admin/repository";
import type { ConversionConfig } from "@/lib/conversions/config";
import type { StoreKind } from "@/lib/db/connection";
import { leadMigrations } from "@/lib/db/migrations";
import {
  claimRows,
  countRowsByStatus,
  markRowDone,
  markRowFailed,
  requeueRows,
} from "@/lib/db/outbox-statements";
import { LEAD_STATUSES, type LeadDatabase } from "@/lib/db/schema";

import { createBookingRepository } from "./booking-repository";
import { onLeadReleased } from "./conversion-hook";
import { createConversionRepository } from "./conversion-repository";
import { readStoreHealth } from "./health";
import { arrivalStatus, insertLeadRow, toClaimedLead, toStoredLead } from "./lead-rows";
import type { LeadStore } from "./lead-store";
import { createMailRepository, insertMailJobs } from "./mail-repository";
import { createOutcomeRepository } from "./outcome-repository";
import { createPrivacyRepository } from "./privacy";
import { createRateLimitRepository } from "./rate-limit-repository";
import type { StoredLead } from "./records";
import { assertPastCutoff, tiedToKeptBooking } from "./retention";

export function createLeadRepository(
  db: Kysely<LeadDatabase>,
  kind: StoreKind,
  { forward, conversions }: { forward: boolean; conversions?: ConversionConfig },
): LeadStore {
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

  async function getLead(id: string): Promise<StoredLead | undefined> {
    const row = await (await ready()).selectFrom("leads").selectAll().where("id", "=", id).executeTakeFirst();
    return row ? toStoredLead(row) : undefined;
  }

  return {
    kind,
    migrate,
    bookings: createBookingRepository(ready, kind, forward, conversions),
    mail: createMailRepository(ready, kind),
    conversions: createConversionRepository(ready, kind),
    outcomes: createOutcomeRepository(ready, conversions),
    privacy: createPrivacyRepository(ready, kind),
    hitRateLimit: createRateLimitRepository(ready),
    admin: createAdminRepository(ready),

    async health(now) {
      return readStoreHealth(await ready(), now);
    },

    async releaseSpam(id, { now, giveUpAt, mailJobs }) {
      return (await ready()).transaction().execute(async (trx) => {
        const row = await trx
          .updateTable("leads")
          .set({
            status: arrivalStatus(forward),
            next_attempt_at: forward ? now : null,
            give_up_at: giveUpAt,
            updated_at: now,
          })
          .where("id", "=", id)
          .where("status", "=", "spam")
          .returningAll()
          .executeTakeFirst();
        if (!row) return undefined;
        const lead = toStoredLead(row);
        if (mailJobs) await insertMailJobs(trx, mailJobs(lead));
        // A false positive is a lead after all: the platforms hear of it as they would have at submission.
        if (conversions) await onLeadReleased(trx, lead, conversions, now);
        return lead;
      });
    },

    async purgeSpam(before, now) {
      assertPastCutoff(before, now);
      const result = await (
        await ready()
      )
        .deleteFrom("leads")
        .where("status", "=", "spam")
        .where("created_at", "<", before)
        .where((eb) => eb.not(tiedToKeptBooking(before, "leads")))
        .executeTakeFirst();
      return Number(result.numDeletedRows);
    },

    async insertLead(lead) {
      const conn = await ready();
      return lead.mailJobs?.length || lead.conversions
        ? conn.transaction().execute((trx) => insertLeadRow(trx, lead, forward))
        : insertLeadRow(conn, lead, forward);
    },

    getLead,

    async listLeads(options = {}) {
      let query = (await ready()).selectFrom("leads").selectAll().orderBy("created_at", "desc").orderBy("id");
      if (options.status) query = query.where("status", "=", options.status);
      if (options.limit !== undefined) query = query.limit(options.limit);
      return (await query.execute()).map(toStoredLead);
    },

    async countByStatus() {
      return countRowsByStatus(await ready(), "leads", LEAD_STATUSES);
    },

    async claimDue(options) {
      return (await claimRows(await ready(), "leads", kind, options)).map(toClaimedLead);
    },

    async claimLead(id, { now, leaseMs }) {
      const [row] = await claimRows(await ready(), "leads", kind, { now, leaseMs, limit: 1, ids: [id] });
      return row ? toClaimedLead(row) : undefined;
    },

    async markDelivered(claim, now) {
      return markRowDone(await ready(), "leads", claim, now);
    },

    async markAttemptFailed(claim, outcome) {
      return markRowFailed(await ready(), "leads", claim, outcome);
    },

    async requeue(id, window) {
      const requeued = await requeueRows(await ready(), "leads", { id, ...window });
      return requeued === 1 ? getLead(id) : undefined;
    },

    async requeueAll(window) {
      return requeueRows(await ready(), "leads", window);
    },

    async close() {
      await db.destroy();
    },
  };
}
