/**
 * The conversion outbox on the real stores against a local stand-in for Google (token + events:ingest), Meta and GA4:
 * rows queued in the lead's and the booking's transaction, sent exactly once by two instances at a time, retried on
 * timeouts, 429 and 5xx only, failed with the platform's message on a 4xx, expired past each platform's window,
 * and deleted with the lead. The clock is injected: no real waiting.
 */
import { createHash, randomUUID } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";

import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";

import { confirmBooking } from "@/lib/booking/confirm";
import type { ConversionConfig } from "@/lib/conversions/config";
import { enqueueConversionEvent } from "@/lib/conversions/enqueue-event";
import { runConversionPass, sendConversionsNow, type ConversionDeps } from "@/lib/conversions/outbox";
import { encodeAttributionCookie } from "@/lib/leads/attribution";
import { LEAD_FORMS } from "@/lib/leads/forms";
import type { LeadRequestInfo } from "@/lib/leads/request-info";
import { FORM_META } from "@/lib/leads/shared/form-meta";
import type { LeadStore } from "@/lib/leads/store/lead-store";
import type { LeadStoreConfig } from "@/lib/leads/store/open-store";
import { submitLead, type SubmitLeadDeps } from "@/lib/leads/submit-lead";

import {
  startAdPlatformServer,
  writeServiceAccountKey,
  type AdPlatformServer,
} from "../support/ad-platforms";
import { bookingDeps, scheduleValues } from "../support/booking";
import {
  captureLeadLogs,
  FakeClock,
  mainFormFields,
  openStore,
  submitDeps,
  type Backend,
} from "../support/lead-harness";
import { storeBackends } from "../support/store-backends";

const sha256 = (text: string) => createHash("sha256").update(text).digest("hex");
const NOW = Date.parse("2026-11-25T21:00:00Z");
const MONDAY_9 = Date.parse("2026-11-30T15:00:00Z");
const HOUR = 60 * 60_000;

const landing = {
  v: 1 as const,
  first: {
    gclid: "EAIaIQ-test-gclid",
    gbraid: "0AAAA-test-gbraid",
    fbclid: "IwAR-test-fbclid",
    landingPage: "/",
    landedAt: "2026-11-25T20:00:00.000Z",
  },
  last: {
    gclid: "EAIaIQ-test-gclid",
    gbraid: "0AAAA-test-gbraid",
    fbclid: "IwAR-test-fbclid",
    landingPage: "/",
    landedAt: "2026-11-25T20:00:00.000Z",
  },
};

const visitor: LeadRequestInfo = {
  ip: "203.0.113.7",
  userAgent: "Mozilla/5.0 (conversion test)",
  attributionCookie: encodeAttributionCookie(landing),
  cookieHeader:
    "_fbp=fb.1.1764100000000.987654321; _ga=GA1.1.1122334455.1764100000; _ga_TEST123=GS1.1.1764100100.1.1.1764100200.0.0.0",
};

const backends = await storeBackends();
const silence = () => vi.spyOn(console, "log").mockImplementation(() => undefined);

let platform: AdPlatformServer;
let keyDir: string;
let keyFile: string;

beforeAll(async () => {
  keyDir = mkdtempSync(path.join(os.tmpdir(), "conversion-key-"));
  keyFile = path.join(keyDir, "service-account.json");
  // The key is written before the server knows its public half: the server verifies the signed assertion.
  const bootstrap = await startAdPlatformServer();
  const { publicKeyPem } = writeServiceAccountKey(keyFile, bootstrap.url);
  await bootstrap.close();
  platform = await startAdPlatformServer({ port: bootstrap.port, publicKeyPem });
});
afterAll(async () => {
  await platform.close();
  rmSync(keyDir, { recursive: true, force: true });
});

function fullConfig(overrides: Partial<ConversionConfig> = {}): ConversionConfig {
  return {
    google: {
      customerId: "1234567890",
      actionIds: { lead: "111", booked_call: "222" },
      credentialsFile: keyFile,
      baseUrl: platform.url,
    },
    meta: {
      pixelId: "987654321",
      accessToken: "meta-token-secret",
      testEventCode: "TEST42",
      baseUrl: platform.url,
      graphVersion: "v26.0",
    },
    ga4: { measurementId: "G-TEST123", apiSecret: "ga4-secret", baseUrl: platform.url },
    measurementId: "G-TEST123",
    timeoutMs: 2_000,
    ...overrides,
  };
}

for (const { name, make, skip } of backends) {
  describe.skipIf(skip !== undefined)(`conversion outbox on ${name}`, () => {
    let backend: Backend;
    let config: LeadStoreConfig;
    let store: LeadStore;
    let clock: FakeClock;
    let logs: ReturnType<typeof captureLeadLogs>;
    let quiet: ReturnType<typeof silence>[];

    beforeEach(async () => {
      logs = captureLeadLogs();
      quiet = [
        silence(),
        vi.spyOn(console, "warn").mockImplementation(() => undefined),
        vi.spyOn(console, "error").mockImplementation(() => undefined),
      ];
      backend = make();
      config = await backend.fresh();
      store = await openStore(config);
      clock = new FakeClock();
      clock.now = NOW;
      platform.received.length = 0;
      platform.setMode("ok");
    });
    afterEach(async () => {
      await store.close();
      await backend.cleanup();
      logs.restore();
      for (const spy of quiet) spy.mockRestore();
    });

    function deps(conversions = fullConfig(), on: LeadStore = store): ConversionDeps {
      return { store: on, config: conversions, clock: clock.read, random: () => 0.5 };
    }

    async function submitMainLead(
      overrides: Partial<SubmitLeadDeps> = {},
      form: { name: "leadForm" | "quickContact"; values: Record<string, string> } = {
        name: "leadForm",
        values: { ...mainFormFields, email: "Dana.Smith+ads@gmail.com" },
      },
    ) {
      const scheduledConversions: string[][] = [];
      const { deps: submitting } = submitDeps(store, clock, {
        minFillMs: 0,
        conversions: fullConfig(),
        scheduleConversions: (ids) => scheduledConversions.push(ids),
        ...overrides,
      });
      const outcome = await submitLead(
        LEAD_FORMS[form.name],
        {
          ...form.values,
          [FORM_META.submissionId]: randomUUID(),
          [FORM_META.pagePath]: "/",
        },
        visitor,
        submitting,
      );
      if (outcome.kind !== "accepted") throw new Error(JSON.stringify(outcome));
      return { leadId: outcome.leadId, ids: scheduledConversions.flat() };
    }

    it("queues one row per platform in the lead's transaction and sends what each platform expects", async () => {
      const { leadId, ids } = await submitMainLead();
      expect(ids.sort()).toEqual([`${leadId}:lead:ga4`, `${leadId}:lead:google`, `${leadId}:lead:meta`]);
      expect(await sendConversionsNow(deps(), ids)).toEqual(["sent", "sent", "sent"]);

      const google = platform.received.find((request) => request.path === "/v1/events:ingest");
      expect(google?.authorization).toBe("Bearer fake-google-access-token");
      expect(google?.body).toMatchObject({
        destinations: [
          {
            operatingAccount: { accountType: "GOOGLE_ADS", accountId: "1234567890" },
            productDestinationId: "111",
          },
        ],
        encoding: "HEX",
        events: [
          {
            transactionId: leadId,
            eventTimestamp: new Date(NOW).toISOString(),
            adIdentifiers: { gclid: "EAIaIQ-test-gclid" },
            userData: {
              userIdentifiers: [
                // The normalised danasmith@gmail.com and +15125550123, hashed.
                { emailAddress: sha256("danasmith@gmail.com") },
                { phoneNumber: sha256("+15125550123") },
              ],
            },
            consent: { adUserData: "CONSENT_GRANTED", adPersonalization: "CONSENT_GRANTED" },
          },
        ],
      });
      const events = (google?.body as { events: { adIdentifiers: Record<string, unknown> }[] }).events;
      expect(events[0]?.adIdentifiers).not.toHaveProperty("gbraid");

      const meta = platform.received.find((request) => request.path === "/v26.0/987654321/events");
      expect(meta?.body).toMatchObject({
        data: [
          {
            event_name: "Lead",
            event_id: leadId,
            action_source: "website",
            event_source_url: "https://bluebonnet.test/",
            user_data: {
              fbc: `fb.1.${Date.parse(landing.last.landedAt)}.IwAR-test-fbclid`,
              fbp: "fb.1.1764100000000.987654321",
              client_user_agent: "Mozilla/5.0 (conversion test)",
              client_ip_address: "203.0.113.7",
            },
          },
        ],
        test_event_code: "TEST42",
      });
      expect(meta?.query).toEqual({}); // the token travels in the body, never in a URL

      const ga4 = platform.received.find((request) => request.path === "/mp/collect");
      expect(ga4?.query).toEqual({ measurement_id: "G-TEST123", api_secret: "ga4-secret" });
      expect(ga4?.body).toMatchObject({
        client_id: "1122334455.1764100000",
        events: [{ name: "generate_lead", params: { event_id: leadId, session_id: "1764100100" } }],
      });
      const everything = JSON.stringify(platform.received);
      expect(everything).not.toMatch(/dana|smith|5125550123|555-0123/i);
    });

    it("queues the booked call in the booking's transaction", async () => {
      const scheduled: string[] = [];
      const queued: string[][] = [];
      const booking = {
        ...bookingDeps(store, clock, scheduled),
        conversions: fullConfig(),
        scheduleConversions: (ids: string[]) => queued.push(ids),
      };
      const outcome = await confirmBooking(scheduleValues(1, MONDAY_9), visitor, booking, {
        taken: "t",
        unavailable: "u",
      });
      if (outcome.kind !== "booked") throw new Error(JSON.stringify(outcome));
      expect(
        (await store.conversions.list({ leadId: outcome.leadId }))
          .map((row) => `${row.event}:${row.destination}`)
          .sort(),
      ).toEqual(["booked_call:ga4", "booked_call:google", "booked_call:meta"]);
      await runConversionPass(deps());
      const meta = platform.received.find((request) => request.path.endsWith("/events"));
      expect(meta?.body).toMatchObject({ data: [{ event_name: "Schedule", event_id: outcome.leadId }] });
      const google = platform.received.find((request) => request.path === "/v1/events:ingest");
      expect(google?.body).toMatchObject({ destinations: [{ productDestinationId: "222" }] });
      const ga4 = platform.received.find((request) => request.path === "/mp/collect");
      expect(ga4?.body).toMatchObject({ events: [{ name: "book_call" }] });
    });

    it("sends each conversion exactly once when two instances run at the same time, and never queues it twice", async () => {
      const leads = [await submitMainLead(), await submitMainLead(), await submitMainLead()];
      const other = await openStore(config);
      try {
        const [first, second] = await Promise.all([
          runConversionPass(deps(fullConfig(), store)),
          runConversionPass(deps(fullConfig(), other)),
        ]);
        expect([...first, ...second].filter((outcome) => outcome === "sent")).toHaveLength(9);
        expect(platform.received.filter((request) => request.path !== "/token")).toHaveLength(9);
        // A repeat of the same event for the same lead is the same row: nothing new is queued or sent.
        await enqueueConversionEvent(other, fullConfig(), {
          leadId: leads[0]!.leadId,
          event: "lead",
          now: clock.now,
        });
        expect(await runConversionPass(deps(fullConfig(), other))).toEqual([]);
        expect((await store.conversions.countByStatus()).sent).toBe(9);
      } finally {
        await other.close();
      }
    });

    it("retries timeouts, 429 and 5xx with the backoff, and fails a 4xx with the platform's message", async () => {
      const { ids } = await submitMainLead({ conversions: fullConfig({ meta: undefined, ga4: undefined }) });
      const [id] = ids;
      platform.setMode("status-503");
      expect(await sendConversionsNow(deps(), ids)).toEqual(["retry-scheduled"]);
      expect(await store.conversions.get(id!)).toMatchObject({
        status: "pending",
        attempts: 1,
        nextAttemptAt: clock.now + 30_000,
        lastError: "HTTP 503: The service is currently unavailable.",
      });
      platform.setMode("hang");
      clock.advance(30_000);
      expect(await runConversionPass(deps())).toEqual(["retry-scheduled"]);
      expect((await store.conversions.get(id!))?.lastError).toBe("timed out after 2000 ms");
      platform.setMode("status-429");
      clock.advance(2 * 60_000);
      expect(await runConversionPass(deps())).toEqual(["retry-scheduled"]);
      platform.setMode("status-400");
      clock.advance(10 * 60_000);
      expect(await runConversionPass(deps())).toEqual(["failed"]);
      expect(await store.conversions.get(id!)).toMatchObject({
        status: "failed",
        attempts: 4,
        nextAttemptAt: null,
        lastError: "HTTP 400: Invalid parameter: the event is malformed",
      });
      clock.advance(HOUR);
      expect(await runConversionPass(deps())).toEqual([]);
      expect(await store.health(clock.now)).toMatchObject({ conversions: { pending: 0, failed: 1 } });
    });

    it("marks conversions expired past each platform's window instead of sending them", async () => {
      const { leadId } = await submitMainLead();
      clock.advance(73 * HOUR);
      const outcomes = await runConversionPass(deps());
      expect(outcomes.sort()).toEqual(["expired", "sent", "sent"]);
      expect(await store.conversions.get(`${leadId}:lead:ga4`)).toMatchObject({
        status: "expired",
        attempts: 0,
      });
      expect(platform.received.map((request) => request.path)).not.toContain("/mp/collect");

      const later = await submitMainLead();
      clock.advance(7 * 24 * HOUR + 1);
      await runConversionPass(deps());
      expect(await store.conversions.get(`${later.leadId}:lead:meta`)).toMatchObject({ status: "expired" });
      expect(await store.conversions.get(`${later.leadId}:lead:google`)).toMatchObject({ status: "sent" });
    });

    it("queues nothing for an unconfigured platform, and no user data without consent", async () => {
      const configured = await submitMainLead({ conversions: fullConfig({ ga4: undefined }) });
      const queued = await store.conversions.list({ leadId: configured.leadId });
      expect(queued.map((row) => row.destination).sort()).toEqual(["google", "meta"]);

      // The quick contact form has no consent box: Meta gets nothing, Google the click with consent denied only.
      const { leadId } = await submitMainLead(
        {},
        {
          name: "quickContact",
          values: { name: "Dana Smith", email: "dana@example.com", message: "Call me" },
        },
      );
      const rows = await store.conversions.list({ leadId });
      expect(rows.map((row) => row.destination).sort()).toEqual(["ga4", "google"]);
      await sendConversionsNow(
        deps(),
        rows.map((row) => row.id),
      );
      const google = platform.received.find((request) => request.path === "/v1/events:ingest");
      expect(google?.body).toMatchObject({
        consent: { adUserData: "CONSENT_DENIED", adPersonalization: "CONSENT_DENIED" },
        events: [{ adIdentifiers: { gclid: "EAIaIQ-test-gclid" } }],
      });
      expect(JSON.stringify(google?.body)).not.toMatch(/userData|ipAddress|userAgent/);
      const ga4 = platform.received.find((request) => request.path === "/mp/collect");
      expect(ga4?.body).toMatchObject({ consent: { ad_user_data: "DENIED", ad_personalization: "DENIED" } });
    });

    it("deletes a person's conversions and their captured data with a privacy deletion", async () => {
      const { leadId } = await submitMainLead();
      const deleted = await store.privacy.deleteByEmail("dana.smith+ads@gmail.com");
      expect(deleted.conversions.sort()).toEqual([
        `${leadId}:lead:ga4`,
        `${leadId}:lead:google`,
        `${leadId}:lead:meta`,
      ]);
      expect(await store.conversions.list()).toEqual([]);
      expect(await store.conversions.context(leadId)).toBeUndefined();

      // The retention purge takes a delivered lead's conversions with it.
      const older = await submitMainLead();
      const claim = await store.claimLead(older.leadId, { now: clock.now, leaseMs: 60_000 });
      await store.markDelivered(claim!, clock.now);
      await store.privacy.purgeBefore(clock.now + 1, { now: clock.now + 1 });
      expect(await store.conversions.list({ leadId: older.leadId })).toEqual([]);
      expect(await store.conversions.context(older.leadId)).toBeUndefined();
    });
  });
}
