/**
 * On SQLite and PostgreSQL: the retention purge never deletes what is still to come, and without a webhook a lead is
 * complete as `stored` (health stays ok) until a webhook set later takes the backlog through `retry --all`.
 */
import { Migrator } from "kysely";
import { afterAll, afterEach, beforeEach, describe, expect, it } from "vitest";

import { leadMigrations } from "@/lib/db/migrations";
import { checkHealth } from "@/lib/leads/health";
import { runRetryPass } from "@/lib/leads/retry";
import type { LeadStore } from "@/lib/leads/store/lead-store";
import type { LeadStoreConfig } from "@/lib/leads/store/open-store";

import {
  captureLeadLogs,
  deliveryDeps,
  FakeClock,
  openStore,
  quickContactValues,
  submit,
  submitDeps,
} from "../support/lead-harness";
import { openRaw } from "../support/raw-store";
import { DAY_MS, seedRetention } from "../support/retention";
import { storeBackends } from "../support/store-backends";
import { startWebhookServer, type WebhookServer } from "../support/webhook-server";

const backends = await storeBackends();

for (const { name, make, skip } of backends) {
  describe.skipIf(skip !== undefined)(`retention and zero configuration on ${name}`, () => {
    const backend = make();
    let config: LeadStoreConfig;
    let stores: LeadStore[];
    let webhook: WebhookServer;
    let logs: ReturnType<typeof captureLeadLogs>;

    async function open(forward: boolean): Promise<LeadStore> {
      const store = await openStore({ ...config, forward });
      stores.push(store);
      return store;
    }

    beforeEach(async () => {
      config = await backend.fresh();
      stores = [];
      webhook = await startWebhookServer();
      logs = captureLeadLogs();
    });
    afterEach(async () => {
      await Promise.all(stores.map((store) => store.close()));
      await webhook.close();
      logs.restore();
    });
    afterAll(() => backend.cleanup());

    it("migrates a store made before the stored status with its leads and indexes", async () => {
      const raw = await openRaw(config);
      try {
        const migrated = await new Migrator({ db: raw.db, provider: leadMigrations }).migrateTo(
          "0005_rate_limits",
        );
        expect(migrated.error).toBeUndefined();
        await raw.db
          .insertInto("leads")
          .values({
            id: "old-lead",
            submission_id: "old-lead",
            created_at: 1,
            tag: "quick-contact",
            payload: '{"email":"old@example.com"}',
            attribution: null,
            consent: null,
            status: "pending",
            attempts: 0,
            last_error: null,
            next_attempt_at: 1,
            give_up_at: 2,
            delivered_at: null,
            claim_token: null,
            claimed_until: null,
            updated_at: 1,
            spam_reason: null,
            email: "old@example.com",
          })
          .execute();
      } finally {
        await raw.close();
      }
      const store = await open(false);
      expect(await store.getLead("old-lead")).toMatchObject({
        status: "pending",
        payload: { email: "old@example.com" },
      });
      const clock = new FakeClock();
      const lead = await submit("quickContact", quickContactValues(1), submitDeps(store, clock).deps);
      expect(await store.getLead(lead.leadId)).toMatchObject({ status: "stored" });
      // The rebuilt table keeps its unique submission id: a repeat is still recognised.
      const repeat = await store.insertLead({
        id: "repeat",
        submissionId: "old-lead",
        createdAt: clock.now,
        tag: "quick-contact",
        payload: { email: "old@example.com" } as never,
        attribution: {},
        giveUpAt: clock.now,
      });
      expect(repeat).toMatchObject({ created: false, lead: { id: "old-lead" } });
    });

    it("purges what is past and keeps a booking whose call has not ended, with its leads and emails", async () => {
      const store = await open(false);
      const now = Date.UTC(2026, 10, 28, 12, 0, 0);
      const seed = await seedRetention(store, now);
      await expect(store.privacy.purgeBefore(now + DAY_MS, { now })).rejects.toThrow(/is in the future/);
      const planned = await store.privacy.purgeBefore(now, { now, dryRun: true });
      expect(planned).toEqual({ leads: 2, bookings: 1, mailJobs: 2, pendingKept: 0, bookingsKept: 1 });
      expect(await store.listLeads()).toHaveLength(4);
      expect(await store.privacy.purgeBefore(now, { now })).toEqual(planned);
      expect((await store.listLeads()).map((lead) => lead.id).sort()).toEqual(
        [seed.upcomingBookingLead, seed.upcomingEventLead].sort(),
      );
      expect(await store.bookings.get(seed.upcomingBooking)).toMatchObject({ status: "active" });
      expect(await store.bookings.get(seed.pastBooking)).toBeUndefined();
      expect((await store.mail.list()).map((job) => job.leadId).sort()).toEqual(
        [seed.upcomingBookingLead, seed.upcomingEventLead].sort(),
      );
    });

    it("keeps a lead taken without a webhook complete as stored, health ok, until retry --all forwards it", async () => {
      const clock = new FakeClock();
      const site = await open(false);
      const { deps, scheduled } = submitDeps(site, clock);
      const first = await submit("quickContact", quickContactValues(1), deps);
      await submit("quickContact", quickContactValues(2), deps);
      expect(await site.getLead(first.leadId)).toMatchObject({ status: "stored", nextAttemptAt: null });
      expect(scheduled).toHaveLength(2);
      expect(logs.lines.filter((line) => line.event === "lead.stored").map((line) => line.status)).toEqual([
        "stored",
        "stored",
      ]);

      clock.advance(DAY_MS);
      expect(await runRetryPass(deliveryDeps(site, clock, { url: webhook.url, timeoutMs: 5_000 }))).toEqual(
        [],
      );
      expect(await checkHealth(async () => site, clock.now, { webhookConfigured: false })).toEqual({
        httpStatus: 200,
        body: {
          status: "ok",
          store: "ok",
          webhook: "not configured",
          pending: 0,
          stored: 2,
          oldestPendingSeconds: 0,
          failed: 0,
          spam: 0,
          mail: { pending: 0, failed: 0 },
          conversions: { pending: 0, failed: 0, platforms: {} },
        },
      });

      // A webhook set later: the backlog goes on request, each lead once.
      const later = await open(true);
      const window = { now: clock.now, giveUpAt: clock.now + 2 * DAY_MS };
      expect(await later.requeueAll(window)).toBe(2);
      const delivery = deliveryDeps(later, clock, { url: webhook.url, timeoutMs: 5_000 });
      expect(await runRetryPass(delivery)).toEqual(["delivered", "delivered"]);
      expect(webhook.received.map((request) => (request.body as { email: string }).email).sort()).toEqual([
        "dana1@example.com",
        "dana2@example.com",
      ]);
      expect(await later.countByStatus()).toMatchObject({ stored: 0, delivered: 2 });
      const next = await submit("quickContact", quickContactValues(3), submitDeps(later, clock).deps);
      expect(await later.getLead(next.leadId)).toMatchObject({ status: "pending" });
    });
  });
}
