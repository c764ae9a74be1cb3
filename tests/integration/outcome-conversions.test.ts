/**
 * A lead's outcomes as conversions on the real stores: a `qualified` stage, a call marked `showed` and a `won` stage
 * queue their own rows in the outcome's transaction, once per lead and event, and the won value reaches Google,
 * Meta and GA4 (local stand-ins). The clock is injected: no real waiting.
 */
import { randomUUID } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";

import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";

import { confirmBooking } from "@/lib/booking/confirm";
import { markCallOutcome } from "@/lib/booking/outcomes";
import type { ConversionConfig } from "@/lib/conversions/config";
import { runConversionPass, type ConversionDeps } from "@/lib/conversions/outbox";
import { encodeAttributionCookie } from "@/lib/leads/attribution";
import { LEAD_FORMS } from "@/lib/leads/forms";
import type { LeadRequestInfo } from "@/lib/leads/request-info";
import { FORM_META } from "@/lib/leads/shared/form-meta";
import { toCents, type LeadStage } from "@/lib/leads/stages";
import type { LeadStore } from "@/lib/leads/store/lead-store";
import { submitLead } from "@/lib/leads/submit-lead";

import {
  startAdPlatformServer,
  writeServiceAccountKey,
  type AdPlatformServer,
} from "../support/ad-platforms";
import { bookingDeps, scheduleValues } from "../support/booking";
import { FakeClock, mainFormFields, openStore, submitDeps, type Backend } from "../support/lead-harness";
import { storeBackends } from "../support/store-backends";

const NOW = Date.parse("2026-11-25T21:00:00Z");
const MONDAY_9 = Date.parse("2026-11-30T15:00:00Z");
const HOUR = 60 * 60_000;

const landing = {
  v: 1 as const,
  first: { gclid: "EAIaIQ-outcome-gclid", landingPage: "/", landedAt: "2026-11-25T20:00:00.000Z" },
  last: { gclid: "EAIaIQ-outcome-gclid", landingPage: "/", landedAt: "2026-11-25T20:00:00.000Z" },
};

const visitor: LeadRequestInfo = {
  ip: "203.0.113.9",
  userAgent: "Mozilla/5.0 (outcome test)",
  attributionCookie: encodeAttributionCookie(landing),
  cookieHeader: "_fbp=fb.1.1764100000000.987654321; _ga=GA1.1.1122334455.1764100000",
};

const backends = await storeBackends();

let platform: AdPlatformServer;
let keyDir: string;
let keyFile: string;

beforeAll(async () => {
  keyDir = mkdtempSync(path.join(os.tmpdir(), "outcome-key-"));
  keyFile = path.join(keyDir, "service-account.json");
  const bootstrap = await startAdPlatformServer();
  const { publicKeyPem } = writeServiceAccountKey(keyFile, bootstrap.url);
  await bootstrap.close();
  platform = await startAdPlatformServer({ port: bootstrap.port, publicKeyPem });
});
afterAll(async () => {
  await platform.close();
  rmSync(keyDir, { recursive: true, force: true });
});

function conversions(): ConversionConfig {
  return {
    google: {
      customerId: "1234567890",
      actionIds: { lead: "111", booked_call: "222", qualified: "331", showed: "332", won: "333" },
      credentialsFile: keyFile,
      baseUrl: platform.url,
    },
    meta: {
      pixelId: "987654321",
      accessToken: "meta-token-secret",
      baseUrl: platform.url,
      graphVersion: "v26.0",
    },
    ga4: { measurementId: "G-TEST123", apiSecret: "ga4-secret", baseUrl: platform.url },
    measurementId: "G-TEST123",
    // Generous: two busy cores must not turn a local answer into a timeout and a retry.
    timeoutMs: 5_000,
  };
}

for (const { name, make, skip } of backends) {
  describe.skipIf(skip !== undefined)(`outcome conversions on ${name}`, () => {
    let backend: Backend;
    let store: LeadStore;
    let clock: FakeClock;
    let quiet: ReturnType<typeof vi.spyOn>[];

    beforeEach(async () => {
      quiet = [
        vi.spyOn(console, "log").mockImplementation(() => undefined),
        vi.spyOn(console, "warn").mockImplementation(() => undefined),
        vi.spyOn(console, "error").mockImplementation(() => undefined),
      ];
      backend = make();
      store = await openStore({ ...(await backend.fresh()), conversions: conversions() });
      clock = new FakeClock();
      clock.now = NOW;
      platform.received.length = 0;
      platform.setMode("ok");
    });
    afterEach(async () => {
      await store.close();
      await backend.cleanup();
      for (const spy of quiet) spy.mockRestore();
    });

    const deps = (): ConversionDeps => ({
      store,
      config: conversions(),
      clock: clock.read,
      random: () => 0.5,
    });

    async function queued(leadId: string, event: string): Promise<string[]> {
      return (await store.conversions.list({ leadId }))
        .filter((row) => row.event === event)
        .map((row) => row.destination)
        .sort();
    }

    async function addStage(leadId: string, stage: LeadStage, value?: number) {
      const result = await store.outcomes.addStage({
        id: randomUUID(),
        leadId,
        stage,
        valueCents: toCents(value),
        currency: value === undefined ? null : "USD",
        source: "crm",
        now: clock.now,
      });
      expect(result.kind).toBe("added");
    }

    async function submitMainLead(): Promise<string> {
      const { deps: submitting } = submitDeps(store, clock, { minFillMs: 0, conversions: conversions() });
      const outcome = await submitLead(
        LEAD_FORMS.leadForm,
        { ...mainFormFields, [FORM_META.submissionId]: randomUUID(), [FORM_META.pagePath]: "/" },
        visitor,
        submitting,
      );
      if (outcome.kind !== "accepted") throw new Error(JSON.stringify(outcome));
      return outcome.leadId;
    }

    it("queues qualified once per platform in the stage's transaction; a second qualified queues nothing", async () => {
      const leadId = await submitMainLead();
      clock.advance(2 * HOUR);
      await addStage(leadId, "contacted");
      expect(await queued(leadId, "qualified")).toEqual([]);
      await addStage(leadId, "qualified");
      expect(await queued(leadId, "qualified")).toEqual(["ga4", "google", "meta"]);
      const before = await store.conversions.list({ leadId });
      clock.advance(HOUR);
      await addStage(leadId, "qualified");
      expect(await store.conversions.list({ leadId })).toEqual(before);
      expect((await store.conversions.get(`${leadId}:qualified:meta`))?.eventTime).toBe(NOW + 2 * HOUR);
    });

    it("sends won with its value to every platform, once", async () => {
      const leadId = await submitMainLead();
      await runConversionPass(deps());
      platform.received.length = 0;
      clock.advance(24 * HOUR);
      await addStage(leadId, "won", 2500);
      clock.advance(HOUR);
      await addStage(leadId, "won", 9999); // a correction after the fact: the first won is what was queued
      expect(await queued(leadId, "won")).toEqual(["ga4", "google", "meta"]);
      expect(await runConversionPass(deps())).toEqual(["sent", "sent", "sent"]);

      const google = platform.received.find((request) => request.path === "/v1/events:ingest");
      expect(google?.body).toMatchObject({
        destinations: [{ productDestinationId: "333" }],
        events: [{ transactionId: leadId, conversionValue: 2500, currency: "USD" }],
      });
      const meta = platform.received.find((request) => request.path.endsWith("/events"));
      expect(meta?.body).toMatchObject({
        data: [{ event_name: "Purchase", custom_data: { value: 2500, currency: "USD" } }],
      });
      const ga4 = platform.received.find((request) => request.path === "/mp/collect");
      expect(ga4?.body).toMatchObject({
        events: [{ name: "close_convert_lead", params: { value: 2500, currency: "USD" } }],
      });
      expect(await runConversionPass(deps())).toEqual([]);
    });

    it("queues showed for the lead that booked when its call is marked, and nothing for a no-show", async () => {
      const booking = { ...bookingDeps(store, clock, []), conversions: conversions() };
      const booked = await confirmBooking(scheduleValues(1, MONDAY_9), visitor, booking, {
        taken: "t",
        unavailable: "u",
      });
      if (booked.kind !== "booked") throw new Error(JSON.stringify(booked));
      const missed = await confirmBooking(scheduleValues(2, MONDAY_9 + HOUR), visitor, booking, {
        taken: "t",
        unavailable: "u",
      });
      if (missed.kind !== "booked") throw new Error(JSON.stringify(missed));
      await runConversionPass(deps());
      platform.received.length = 0;
      clock.now = MONDAY_9 + 3 * HOUR;
      expect((await markCallOutcome(booking, booked.booking.id, "showed")).kind).toBe("marked");
      expect((await markCallOutcome(booking, missed.booking.id, "no-show")).kind).toBe("marked");
      expect(await queued(booked.leadId, "showed")).toEqual(["ga4", "google", "meta"]);
      expect(await store.conversions.list({ leadId: missed.leadId })).toHaveLength(3); // its booked_call only
      await runConversionPass(deps());
      for (const destination of ["ga4", "google", "meta"])
        expect((await store.conversions.get(`${booked.leadId}:showed:${destination}`))?.status).toBe("sent");
      const ga4 = platform.received.find((request) => request.path === "/mp/collect");
      expect(ga4?.body).toMatchObject({
        events: [{ name: "working_lead", params: { event_id: booked.leadId } }],
      });
      const meta = platform.received.find((request) => request.path.endsWith("/events"));
      expect(meta?.body).toMatchObject({
        data: [{ event_name: "CallShowed", event_time: (MONDAY_9 + 3 * HOUR) / 1000 }],
      });
    });

    it("sends a lead stored without context only its click id to Google, consent denied", async () => {
      const { deps: submitting } = submitDeps(store, clock, { minFillMs: 0 });
      const outcome = await submitLead(
        LEAD_FORMS.leadForm,
        { ...mainFormFields, [FORM_META.submissionId]: randomUUID(), [FORM_META.pagePath]: "/" },
        visitor,
        submitting,
      );
      if (outcome.kind !== "accepted") throw new Error(JSON.stringify(outcome));
      await addStage(outcome.leadId, "qualified");
      expect(await queued(outcome.leadId, "qualified")).toEqual(["google"]);
      await runConversionPass(deps());
      const google = platform.received.find((request) => request.path === "/v1/events:ingest");
      expect(google?.body).toMatchObject({
        consent: { adUserData: "CONSENT_DENIED" },
        events: [{ adIdentifiers: { gclid: "EAIaIQ-outcome-gclid" } }],
      });
      expect(JSON.stringify(google?.body)).not.toMatch(/userData|203\.0\.113|Mozilla/);
    });
  });
}
