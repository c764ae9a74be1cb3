/** Retries on the real stores and webhook receiver: backoff and giving up, `retry`, claims held past the timeout, racing workers; injected clocks. */
import { describe, expect, it } from "vitest";

import { GIVE_UP_AFTER_MS } from "@/lib/leads/backoff";
import { deliverLeadNow } from "@/lib/leads/delivery";
import { runRetryPass } from "@/lib/leads/retry";
import type { LeadStore } from "@/lib/leads/store/lead-store";

import { deliveryDeps, FakeClock, quickContactValues, submit, submitDeps } from "../support/lead-harness";
import {
  deliveriesOf,
  okDeliveries,
  useLeadSuite,
  WEBHOOK_TIMEOUT_MS,
  type LeadSuite,
} from "../support/lead-suite";
import { storeBackends } from "../support/store-backends";

const backends = await storeBackends();

for (const { name, make, skip } of backends) {
  describe.skipIf(skip !== undefined)(`lead retries on ${name}`, () => {
    let { store, webhook, clock, logs, webhookConfig } = {} as LeadSuite;
    const suite = useLeadSuite(make, (fresh) => ({ store, webhook, clock, logs, webhookConfig } = fresh));
    const open = () => suite.open();

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
        later.now = clock.now + WEBHOOK_TIMEOUT_MS + 1_000;
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
        later.now = clock.now + WEBHOOK_TIMEOUT_MS + 60_000 + 1;
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
      expect(await store.countByStatus()).toEqual({
        pending: 0,
        stored: 0,
        delivered: N,
        failed: 0,
        spam: 0,
      });
      const counts = okDeliveries(webhook.received);
      expect(counts.size).toBe(N);
      expect([...counts.values()].every((count) => count === 1)).toBe(true);
      expect(webhook.received).toHaveLength(N);
    });
  });
}
