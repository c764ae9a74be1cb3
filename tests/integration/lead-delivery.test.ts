/** The first delivery on the real stores and webhook receiver: the exact body and signature, one lead per submission, a webhook down for a whole run. */
import { describe, expect, it } from "vitest";

import { deliverLeadNow } from "@/lib/leads/delivery";
import { runRetryPass } from "@/lib/leads/retry";
import { FORM_META } from "@/lib/leads/shared/form-meta";
import { verifyWebhookSignature } from "@/lib/leads/signature";

import { deliveryDeps, quickContactValues, submit, submitDeps } from "../support/lead-harness";
import {
  deliveriesOf,
  okDeliveries,
  useLeadSuite,
  WEBHOOK_SECRET,
  type LeadSuite,
} from "../support/lead-suite";
import { storeBackends } from "../support/store-backends";
import { startWebhookServer, type WebhookMode } from "../support/webhook-server";

/** The "hang" case only waits this long. */
const HANG_TIMEOUT_MS = 300;

const backends = await storeBackends();

for (const { name, make, skip } of backends) {
  describe.skipIf(skip !== undefined)(`lead delivery on ${name}`, () => {
    let { store, webhook, clock, logs, webhookConfig } = {} as LeadSuite;
    const suite = useLeadSuite(make, (fresh) => ({ store, webhook, clock, logs, webhookConfig } = fresh));
    const open = () => suite.open();

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
        verifyWebhookSignature(signature, request?.raw ?? "", WEBHOOK_SECRET, {
          nowSeconds: Math.floor(clock.now / 1000),
        }),
      ).toBe(true);
      expect(
        verifyWebhookSignature(signature, `${request?.raw} `, WEBHOOK_SECRET, {
          nowSeconds: Math.floor(clock.now / 1000),
        }),
      ).toBe(false);

      expect(await store.getLead(leadId)).toMatchObject({
        status: "delivered",
        attempts: 1,
        deliveredAt: clock.now,
      });
      expect(logs.lines.map((line) => line.event)).toEqual(["lead.stored", "lead.delivered"]);
      expect(JSON.stringify(logs.lines)).not.toMatch(/dana@example\.com|5125550123|555-0123|Smith/);
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
        if (mode === "down") webhook = suite.webhook = await startWebhookServer({ port: webhook.port });
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
      expect(await store.countByStatus()).toEqual({
        pending: N,
        stored: 0,
        delivered: 0,
        failed: 0,
        spam: 0,
      });

      // The server process restarts: a new store on the same file or database.
      await suite.close(store);
      const restarted = await open();
      expect(await restarted.countByStatus()).toEqual({
        pending: N,
        stored: 0,
        delivered: 0,
        failed: 0,
        spam: 0,
      });

      webhook = suite.webhook = await startWebhookServer({ port: webhook.port });
      clock.advance(60_000);
      const outcomes = await runRetryPass(deliveryDeps(restarted, clock, webhookConfig), { batchSize: 7 });
      expect(outcomes.filter((outcome) => outcome === "delivered")).toHaveLength(N);
      expect(await restarted.countByStatus()).toEqual({
        pending: 0,
        stored: 0,
        delivered: N,
        failed: 0,
        spam: 0,
      });
      const counts = okDeliveries(webhook.received);
      expect(counts.size).toBe(N);
      expect([...counts.values()].every((count) => count === 1)).toBe(true);
    });
  });
}
