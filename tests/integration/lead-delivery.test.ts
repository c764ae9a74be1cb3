/** The real stores and webhook receiver: every failure mode, retries, idempotency and racing workers, on injected clocks. */
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";

import { GIVE_UP_AFTER_MS } from "@/lib/leads/backoff";
import { deliverLeadNow } from "@/lib/leads/delivery";
import { runRetryPass } from "@/lib/leads/retry";
import { FORM_META } from "@/lib/leads/shared/form-meta";
import { verifyWebhookSignature } from "@/lib/leads/signature";
import type { LeadStoreConfig } from "@/lib/leads/store/open-store";
import type { LeadStore } from "@/lib/leads/store/types";
import type { WebhookConfig } from "@/lib/leads/webhook";

import {
  captureLeadLogs,
  deliveryDeps,
  FakeClock,
  openStore,
  postgresBackend,
  quickContactValues,
  sqliteBackend,
  submit,
  submitDeps,
  type Backend,
} from "../support/lead-harness";
import { startPostgres } from "../support/postgres";
import {
  startWebhookServer,
  type ReceivedRequest,
  type WebhookMode,
  type WebhookServer,
} from "../support/webhook-server";

const SECRET = "test-secret";
/** Generous: a slow CI machine must not turn a healthy delivery into a timeout. */
const TIMEOUT_MS = 5_000;
/** The "hang" case only waits this long. */
const HANG_TIMEOUT_MS = 300;

const postgres = await startPostgres();
if ("skipped" in postgres) console.warn(`PostgreSQL suite skipped: ${postgres.skipped}`);

const backends: { name: string; make: () => Backend; skip?: string }[] = [
  { name: "sqlite", make: sqliteBackend },
  "skipped" in postgres
    ? { name: "postgres", make: sqliteBackend, skip: postgres.skipped }
    : { name: "postgres", make: () => postgresBackend(postgres.url) },
];

afterAll(async () => {
  if (!("skipped" in postgres)) await postgres.stop();
});

function deliveriesOf(received: ReceivedRequest[], leadId: string): ReceivedRequest[] {
  return received.filter((request) => request.headers["idempotency-key"] === leadId);
}

function okDeliveries(received: ReceivedRequest[]): Map<string, number> {
  const counts = new Map<string, number>();
  for (const request of received) {
    if (request.mode !== "ok" && request.mode !== "delay") continue;
    const key = String(request.headers["idempotency-key"]);
    counts.set(key, (counts.get(key) ?? 0) + 1);
  }
  return counts;
}

for (const { name, make, skip } of backends) {
  describe.skipIf(skip !== undefined)(`lead delivery on ${name}`, () => {
    let backend: Backend;
    let config: LeadStoreConfig;
    let store: LeadStore;
    let webhook: WebhookServer;
    let webhookConfig: WebhookConfig;
    let clock: FakeClock;
    const openStores: LeadStore[] = [];
    let logs: ReturnType<typeof captureLeadLogs>;

    async function open(): Promise<LeadStore> {
      const opened = await openStore(config);
      openStores.push(opened);
      return opened;
    }

    beforeAll(() => {
      backend = make();
    });
    afterAll(async () => {
      await backend.cleanup();
    });

    beforeEach(async () => {
      logs = captureLeadLogs();
      clock = new FakeClock();
      config = await backend.fresh();
      store = await open();
      webhook = await startWebhookServer();
      webhookConfig = { url: webhook.url, secret: SECRET, timeoutMs: TIMEOUT_MS };
    });

    afterEach(async () => {
      await webhook.close();
      for (const opened of openStores.splice(0)) await opened.close();
      logs.restore();
    });

    it("stores the lead, then posts the exact JSON body with Idempotency-Key and a valid signature", async () => {
      const { deps, scheduled } = submitDeps(store, clock);
      const values = {
        businessName: " Lone Star Roofing ",
        city: "Austin",
        website: "https://www.lonestarroofing.com/",
        notes: "",
        firstName: "Dana",
        lastName: "Smith",
        email: "dana@example.com",
        phone: "(512) 555-0123",
        roofingRevenue: "50k-100k",
        consent: "on",
        tag: "roofing-google-ads",
        [FORM_META.submissionId]: "7d1f6e0c-8a3b-4b8e-9a51-0c2d8f3e4a11",
        [FORM_META.startedAt]: String(clock.now - 30_000),
        [FORM_META.honeypot]: "",
        [FORM_META.pagePath]: "/roofing-google-ads",
        [FORM_META.js]: "1",
      };
      const { leadId } = await submit("leadForm", values, deps);
      expect(scheduled).toEqual([leadId]);

      const stored = await store.getLead(leadId);
      expect(stored).toMatchObject({
        status: "pending",
        attempts: 0,
        tag: "roofing-google-ads",
        createdAt: clock.now,
      });
      expect(stored?.consent).toMatchObject({
        version: "2025-02-28",
        form: "leadForm",
        pageUrl: "https://bluebonnet.test/roofing-google-ads",
        ip: "203.0.113.7",
        userAgent: "Mozilla/5.0 (test)",
        givenAt: new Date(clock.now).toISOString(),
      });

      clock.advance(1000);
      expect(await deliverLeadNow(deliveryDeps(store, clock, webhookConfig), leadId)).toBe("delivered");

      expect(webhook.received).toHaveLength(1);
      const [request] = webhook.received;
      const expectedBody = {
        firstName: "Dana",
        lastName: "Smith",
        email: "dana@example.com",
        phone: "+15125550123",
        businessName: "Lone Star Roofing",
        city: "Austin",
        website: "lonestarroofing.com",
        serviceType: "roofing",
        roofingRevenue: "50k-100k",
        consent: true,
        tag: "roofing-google-ads",
        attribution: { pagePath: "/roofing-google-ads" },
      };
      expect(request?.raw).toBe(JSON.stringify(expectedBody));
      expect(request?.method).toBe("POST");
      expect(request?.headers["content-type"]).toBe("application/json");
      expect(request?.headers["idempotency-key"]).toBe(leadId);
      const signature = String(request?.headers["x-signature"]);
      expect(signature).toMatch(/^t=\d+,v1=[0-9a-f]{64}$/);
      expect(signature.startsWith(`t=${Math.floor(clock.now / 1000)},`)).toBe(true);
      expect(
        verifyWebhookSignature(signature, request?.raw ?? "", SECRET, {
          nowSeconds: Math.floor(clock.now / 1000),
        }),
      ).toBe(true);
      expect(
        verifyWebhookSignature(signature, `${request?.raw} `, SECRET, {
          nowSeconds: Math.floor(clock.now / 1000),
        }),
      ).toBe(false);

      expect(await store.getLead(leadId)).toMatchObject({
        status: "delivered",
        attempts: 1,
        deliveredAt: clock.now,
      });
      expect(logs.lines.map((line) => line.event)).toEqual(["lead.stored", "lead.delivered"]);
      expect(JSON.stringify(logs.lines)).not.toMatch(/dana@example\.com|555|Smith/);
    });

    const failureModes: { mode: WebhookMode | "down"; error: RegExp }[] = [
      { mode: "status-500", error: /^Webhook request failed with status 500$/ },
      { mode: "status-429", error: /^Webhook request failed with status 429$/ },
      { mode: "hang", error: new RegExp(`^Webhook request timed out after ${HANG_TIMEOUT_MS} ms$`) },
      { mode: "close", error: /^fetch failed: .+/ },
      { mode: "down", error: /^fetch failed: .*ECONNREFUSED/ },
    ];

    it.each(failureModes)(
      "webhook $mode: the lead stays pending with its error, then one retry delivers it",
      async ({ mode, error }) => {
        const { deps } = submitDeps(store, clock);
        const { leadId } = await submit("quickContact", quickContactValues(), deps);
        if (mode === "down") await webhook.close();
        else webhook.setMode(mode);
        const firstAttempt =
          mode === "hang" ? { ...webhookConfig, timeoutMs: HANG_TIMEOUT_MS } : webhookConfig;

        expect(await deliverLeadNow(deliveryDeps(store, clock, firstAttempt), leadId)).toBe(
          "retry-scheduled",
        );
        const pending = await store.getLead(leadId);
        expect(pending).toMatchObject({ status: "pending", attempts: 1, nextAttemptAt: clock.now + 30_000 });
        expect(pending?.lastError).toMatch(error);

        // The receiver comes back (on the same port when it was down).
        if (mode === "down") webhook = await startWebhookServer({ port: webhook.port });
        webhook.setMode("ok");
        webhook.clear();

        clock.advance(29_000);
        expect(await runRetryPass(deliveryDeps(store, clock, webhookConfig))).toEqual([]); // not due yet
        clock.advance(1_000);
        expect(await runRetryPass(deliveryDeps(store, clock, webhookConfig))).toEqual(["delivered"]);
        expect(await runRetryPass(deliveryDeps(store, clock, webhookConfig))).toEqual([]);

        expect(deliveriesOf(webhook.received, leadId)).toHaveLength(1);
        expect(await store.getLead(leadId)).toMatchObject({
          status: "delivered",
          attempts: 2,
          deliveredAt: clock.now,
        });
      },
    );

    it("stores and forwards one lead per submission id, even for concurrent repeats", async () => {
      const { deps, scheduled } = submitDeps(store, clock);
      const values = quickContactValues();
      const outcomes = await Promise.all([1, 2, 3, 4].map(() => submit("quickContact", values, deps)));
      const again = await submit("quickContact", values, deps);

      const ids = new Set([...outcomes, again].map((outcome) => outcome.leadId));
      expect(ids.size).toBe(1);
      expect(scheduled).toHaveLength(1);
      expect((await store.listLeads()).length).toBe(1);

      const deliveryDepsNow = deliveryDeps(store, clock, webhookConfig);
      await Promise.all([...ids].map((id) => deliverLeadNow(deliveryDepsNow, id)));
      await runRetryPass(deliveryDepsNow);
      expect(webhook.received).toHaveLength(1);
    });

    it("with the webhook down for the whole run, N submitted = N stored; after a restart and its return, N delivered exactly once", async () => {
      const N = 25;
      await webhook.close();
      const { deps, scheduled } = submitDeps(store, clock);
      for (let n = 0; n < N; n += 1) await submit("quickContact", quickContactValues(n), deps);
      await Promise.all(scheduled.map((id) => deliverLeadNow(deliveryDeps(store, clock, webhookConfig), id)));
      expect(await store.countByStatus()).toEqual({ pending: N, delivered: 0, failed: 0, spam: 0 });

      // The server process restarts: a new store on the same file or database.
      await store.close();
      openStores.splice(openStores.indexOf(store), 1);
      const restarted = await open();
      expect(await restarted.countByStatus()).toEqual({ pending: N, delivered: 0, failed: 0, spam: 0 });

      webhook = await startWebhookServer({ port: webhook.port });
      clock.advance(60_000);
      const outcomes = await runRetryPass(deliveryDeps(restarted, clock, webhookConfig), { batchSize: 7 });
      expect(outcomes.filter((outcome) => outcome === "delivered")).toHaveLength(N);
      expect(await restarted.countByStatus()).toEqual({ pending: 0, delivered: N, failed: 0, spam: 0 });
      const counts = okDeliveries(webhook.received);
      expect(counts.size).toBe(N);
      expect([...counts.values()].every((count) => count === 1)).toBe(true);
    });

    it("backs off 30 s, 2 min, 10 min, 1 h, then 6 h; marks the lead failed after 48 h; `retry` brings it back", async () => {
      webhook.setMode("status-500");
      const { deps } = submitDeps(store, clock);
      const { leadId } = await submit("quickContact", quickContactValues(), deps);
      const created = clock.now;
      const delivery = deliveryDeps(store, clock, webhookConfig);
      await deliverLeadNow(delivery, leadId);

      const gaps: number[] = [];
      for (;;) {
        const lead = await store.getLead(leadId);
        if (lead?.status !== "pending" || lead.nextAttemptAt === null) break;
        gaps.push(lead.nextAttemptAt - clock.now);
        clock.now = lead.nextAttemptAt;
        await runRetryPass(delivery);
      }
      expect(gaps.slice(0, 5)).toEqual([30_000, 120_000, 600_000, 3_600_000, 21_600_000]);
      const failed = await store.getLead(leadId);
      expect(failed).toMatchObject({ status: "failed", lastError: "Webhook request failed with status 500" });
      expect(clock.now).toBe(created + GIVE_UP_AFTER_MS);
      expect(failed?.attempts).toBe(gaps.length + 1);

      webhook.setMode("ok");
      webhook.clear();
      expect(
        await store.requeue(leadId, { now: clock.now, giveUpAt: clock.now + GIVE_UP_AFTER_MS }),
      ).toMatchObject({ status: "pending" });
      expect(await runRetryPass(delivery)).toEqual(["delivered"]);
      expect(webhook.received).toHaveLength(1);
    });

    it("a stored lead whose first hand-off never ran is due at once: the next retry pass delivers it", async () => {
      const { deps, scheduled } = submitDeps(store, clock);
      const { leadId } = await submit("quickContact", quickContactValues(), deps);
      expect(scheduled).toEqual([leadId]); // scheduled, but the first attempt never happens
      expect(await store.getLead(leadId)).toMatchObject({ status: "pending", nextAttemptAt: clock.now });

      expect(await runRetryPass(deliveryDeps(store, clock, webhookConfig))).toEqual(["delivered"]);
      expect(deliveriesOf(webhook.received, leadId)).toHaveLength(1);
      expect(await store.getLead(leadId)).toMatchObject({ status: "delivered", attempts: 1 });
    });

    it("never sends a delivered or failed lead again through the first-delivery path or `retry`", async () => {
      const { deps } = submitDeps(store, clock);
      const { leadId: deliveredId } = await submit("quickContact", quickContactValues(1), deps);
      const { leadId: failedId } = await submit("quickContact", quickContactValues(2), deps);
      const delivery = deliveryDeps(store, clock, webhookConfig);
      expect(await deliverLeadNow(delivery, deliveredId)).toBe("delivered");

      // The second lead fails for good: its give-up time has passed when its attempt fails.
      webhook.setMode("status-500");
      clock.advance(GIVE_UP_AFTER_MS);
      expect(await deliverLeadNow(delivery, failedId)).toBe("failed");
      webhook.setMode("ok");
      webhook.clear();

      clock.advance(1_000);
      expect(await deliverLeadNow(delivery, deliveredId)).toBeUndefined();
      expect(await deliverLeadNow(delivery, failedId)).toBeUndefined();
      expect(webhook.received).toHaveLength(0);

      // `retry <id>` brings back a failed lead, never a delivered one.
      const giveUpAt = clock.now + GIVE_UP_AFTER_MS;
      expect(await store.requeue(deliveredId, { now: clock.now, giveUpAt })).toBeUndefined();
      expect(await store.getLead(deliveredId)).toMatchObject({ status: "delivered", attempts: 1 });
      expect(await runRetryPass(delivery)).toEqual([]);
      expect(await store.requeueAll({ now: clock.now, giveUpAt })).toBe(1);
      expect(await runRetryPass(delivery)).toEqual(["delivered"]);
      expect(webhook.received.map((request) => request.headers["idempotency-key"])).toEqual([failedId]);
      expect(await store.getLead(deliveredId)).toMatchObject({ status: "delivered", attempts: 1 });
    });

    /** The store as one process sees it, with `beforeWrite` run just before that process records its attempt. */
    function storeWithPause(inner: LeadStore, beforeWrite: () => Promise<void>): LeadStore {
      return {
        ...inner,
        async markDelivered(claim, now) {
          await beforeWrite();
          return inner.markDelivered(claim, now);
        },
        async markAttemptFailed(claim, result) {
          await beforeWrite();
          return inner.markAttemptFailed(claim, result);
        },
      };
    }

    it("keeps a lead claimed for longer than the webhook timeout, so another process cannot send it meanwhile", async () => {
      const { deps } = submitDeps(store, clock);
      const { leadId } = await submit("quickContact", quickContactValues(), deps);
      const other = await open();
      let stolen: string[] = ["not run"];
      const paused = storeWithPause(store, async () => {
        // Another process polls once the request's own timeout has passed, before the result is written.
        const later = new FakeClock();
        later.now = clock.now + TIMEOUT_MS + 1_000;
        stolen = await runRetryPass(deliveryDeps(other, later, webhookConfig));
      });
      expect(await deliverLeadNow(deliveryDeps(paused, clock, webhookConfig), leadId)).toBe("delivered");
      expect(stolen).toEqual([]);
      expect(deliveriesOf(webhook.received, leadId)).toHaveLength(1);
    });

    it.each([
      { mode: "ok" as const, theirs: "delivered", status: "delivered" },
      { mode: "status-500" as const, theirs: "retry-scheduled", status: "pending" },
    ])(
      "webhook $mode after the lease ran out and another process took the lead: claim-lost, its result stands",
      async ({ mode, theirs, status }) => {
        const { deps } = submitDeps(store, clock);
        const { leadId } = await submit("quickContact", quickContactValues(), deps);
        webhook.setMode(mode);
        const other = await open();
        const later = new FakeClock();
        later.now = clock.now + TIMEOUT_MS + 60_000 + 1;
        let theirOutcomes: string[] = [];
        const paused = storeWithPause(store, async () => {
          theirOutcomes = await runRetryPass(deliveryDeps(other, later, webhookConfig));
        });
        expect(await deliverLeadNow(deliveryDeps(paused, clock, webhookConfig), leadId)).toBe("claim-lost");
        expect(theirOutcomes).toEqual([theirs]);
        expect(await store.getLead(leadId)).toMatchObject({ status, attempts: 1 });
        expect(logs.lines.map((line) => line.event)).toContain("lead.lease_lost");
      },
    );

    it("two workers racing over the same pending leads deliver each exactly once", async () => {
      const N = 40;
      webhook.setMode("status-500");
      const { deps, scheduled } = submitDeps(store, clock);
      for (let n = 0; n < N; n += 1) await submit("quickContact", quickContactValues(n), deps);
      await Promise.all(scheduled.map((id) => deliverLeadNow(deliveryDeps(store, clock, webhookConfig), id)));
      webhook.setMode("delay", { delayMs: 15 });
      webhook.clear();
      clock.advance(60_000);

      // Two processes: each its own store (own connection pool) polling the same leads.
      const workerA = await open();
      const workerB = await open();
      const [a, b] = await Promise.all([
        runRetryPass(deliveryDeps(workerA, clock, webhookConfig), { batchSize: 4 }),
        runRetryPass(deliveryDeps(workerB, clock, webhookConfig), { batchSize: 4 }),
        // The first-delivery path of a third process reaching for the same leads at the same time.
        Promise.all(
          scheduled.slice(0, 10).map((id) => deliverLeadNow(deliveryDeps(store, clock, webhookConfig), id)),
        ),
      ]);
      expect(a.length + b.length).toBeLessThanOrEqual(N);
      expect(await store.countByStatus()).toEqual({ pending: 0, delivered: N, failed: 0, spam: 0 });
      const counts = okDeliveries(webhook.received);
      expect(counts.size).toBe(N);
      expect([...counts.values()].every((count) => count === 1)).toBe(true);
      expect(webhook.received).toHaveLength(N);
    });
  });
}
