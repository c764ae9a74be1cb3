/** What a visitor is told when the lead cannot be handed on at once: after storing it, or with the store down. */
import { afterEach, beforeEach, describe, expect, it } from "vitest";

import { LEAD_FORMS } from "@/lib/leads/forms";
import type { LeadStore } from "@/lib/leads/store/lead-store";
import { openLeadStore } from "@/lib/leads/store/open-store";
import { submitLead } from "@/lib/leads/submit-lead";
import { buildWebhookBody, postToWebhook } from "@/lib/leads/webhook";

import {
  quickContactValues,
  request,
  sqliteBackend,
  submitDeps,
  type captureLeadLogs,
  type FakeClock,
} from "../support/lead-harness";
import { useLeadSuite } from "../support/lead-suite";
import { startWebhookServer, type WebhookServer } from "../support/webhook-server";

describe("handing a submitted lead on", () => {
  let store: LeadStore;
  let clock: FakeClock;
  let logs: ReturnType<typeof captureLeadLogs>;
  useLeadSuite(sqliteBackend, (suite) => ({ store, clock, logs } = suite));

  describe("delivery deadline", () => {
    it("gives a stored lead 48 hours before delivery gives up", async () => {
      const { deps } = submitDeps(store, clock);
      const outcome = await submitLead(LEAD_FORMS.quickContact, quickContactValues(), request, deps);
      const lead = await store.getLead((outcome as { leadId: string }).leadId);
      expect(lead).toMatchObject({ createdAt: clock.now, giveUpAt: clock.now + 48 * 60 * 60 * 1000 });
    });
  });

  describe("after the lead is stored", () => {
    it("stays accepted, once, when handing it to the delivery fails (the retry loop finds it due)", async () => {
      const direct: string[] = [];
      const { deps } = submitDeps(store, clock, {
        scheduleDelivery: () => {
          throw new Error("after() called outside a request scope");
        },
        deliverUnstored: async (lead) => (direct.push(lead.id), true),
      });
      const outcome = await submitLead(LEAD_FORMS.quickContact, quickContactValues(), request, deps);
      expect(outcome).toMatchObject({ kind: "accepted" });
      expect(direct).toEqual([]);
      const leads = await store.listLeads();
      expect(leads.map((lead) => [lead.id, lead.status])).toEqual([
        [(outcome as { leadId: string }).leadId, "pending"],
      ]);
      expect(logs.lines.map((line) => line.event)).toEqual(["lead.stored", "lead.schedule_failed"]);
    });
  });

  describe("when the store is down", () => {
    let webhook: WebhookServer;
    let brokenStore: LeadStore;

    beforeEach(async () => {
      webhook = await startWebhookServer();
      // A real SQLite store whose file cannot be created: every call fails.
      brokenStore = await openLeadStore({ kind: "sqlite", path: "/dev/null/leads.db" });
    });
    afterEach(async () => {
      await webhook.close();
      await brokenStore.close().catch(() => undefined);
    });

    it("still succeeds when the webhook takes the lead directly", async () => {
      const webhookConfig = { url: webhook.url, timeoutMs: 5000 };
      const { deps } = submitDeps(brokenStore, clock, {
        deliverUnstored: async (lead) =>
          (await postToWebhook(webhookConfig, { leadId: lead.id, body: buildWebhookBody(lead) })).ok,
      });
      const outcome = await submitLead(LEAD_FORMS.quickContact, quickContactValues(), request, deps);
      expect(outcome.kind).toBe("accepted");
      expect(webhook.received).toHaveLength(1);
      expect(logs.lines.map((line) => line.event)).toEqual(["lead.store_failed", "lead.delivered_unstored"]);
    });

    it("fails with the store-failure message when the webhook cannot take it either", async () => {
      webhook.setMode("status-500");
      const webhookConfig = { url: webhook.url, timeoutMs: 5000 };
      const { deps } = submitDeps(brokenStore, clock, {
        deliverUnstored: async (lead) =>
          (await postToWebhook(webhookConfig, { leadId: lead.id, body: buildWebhookBody(lead) })).ok,
      });
      expect(await submitLead(LEAD_FORMS.quickContact, quickContactValues(), request, deps)).toEqual({
        kind: "failed",
        error: "Failed to submit form. Please try again.",
      });
      const { deps: noWebhook } = submitDeps(brokenStore, clock);
      expect(
        await submitLead(LEAD_FORMS.quickContact, quickContactValues(), request, noWebhook),
      ).toMatchObject({ kind: "failed" });
    });
  });
});
