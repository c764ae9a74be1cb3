/**
 * What the platforms answered, kept and shown, on both stores against the local stand-ins: Google's verdict polled
 * from requestStatus:retrieve (processing, then sent or failed with Google's reason) in `conversions list` and the
 * health figures; Meta's transient errors retried no sooner than Retry-After, at the configured Graph version; GA4's
 * lost-lead events; a released false positive reported; and the hourly alert when a platform fails everything.
 */
import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";

import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";

import { queuePlatformFailingAlert } from "@/lib/conversions/alerts";
import { conversionConfig, type ConversionConfig } from "@/lib/conversions/config";
import type { ConversionContext } from "@/lib/conversions/events";
import { runConversionPass, startConversionLoop, type ConversionDeps } from "@/lib/conversions/outbox";
import { checkGoogleVerdicts } from "@/lib/conversions/verdicts";
import { getServerEnv } from "@/lib/env";
import { checkHealth } from "@/lib/leads/health";
import { releaseQuarantinedLead } from "@/lib/leads/release";
import type { LeadStore } from "@/lib/leads/store/lead-store";
import { conversionsCommand } from "@/scripts/leads/conversions";

import {
  startAdPlatformServer,
  writeServiceAccountKey,
  type AdPlatformServer,
} from "../support/ad-platforms";
import { FakeClock, openStore, type Backend } from "../support/lead-harness";
import { storeBackends } from "../support/store-backends";

const NOW = Date.parse("2026-11-25T21:00:00Z");
const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

const backends = await storeBackends();
let platform: AdPlatformServer;
let keyDir: string;

beforeAll(async () => {
  keyDir = mkdtempSync(path.join(os.tmpdir(), "conversion-verdicts-"));
  platform = await startAdPlatformServer();
  writeServiceAccountKey(path.join(keyDir, "key.json"), platform.url);
});
afterAll(async () => {
  await platform.close();
  rmSync(keyDir, { recursive: true, force: true });
});

const envValues = () => ({
  GOOGLE_ADS_CUSTOMER_ID: "123-456-7890",
  GOOGLE_ADS_LOGIN_CUSTOMER_ID: "999-888-7777",
  GOOGLE_ADS_LEAD_ACTION_ID: "111",
  GOOGLE_ADS_QUALIFIED_ACTION_ID: "331",
  GOOGLE_APPLICATION_CREDENTIALS: path.join(keyDir, "key.json"),
  GOOGLE_DATA_MANAGER_URL: platform.url,
  META_PIXEL_ID: "987654321",
  META_CAPI_ACCESS_TOKEN: "token",
  META_GRAPH_URL: platform.url,
  GA4_MEASUREMENT_ID: "G-TEST123",
  GA4_API_SECRET: "ga4-secret",
  GA4_MP_URL: platform.url,
  CONVERSION_TIMEOUT_MS: "5000",
});

const context: ConversionContext = {
  clickId: { type: "gclid", value: "test-gclid" },
  gaClientId: "1122334455.1764100000",
  gaSessionId: "1764100100",
  pageUrl: "https://bluebonnet.test/",
  consent: { adUserData: true, adPersonalization: true },
  hashed: { google: { email: "a".repeat(64) }, meta: { em: "b".repeat(64) } },
};

for (const { name, make, skip } of backends) {
  describe.skipIf(skip !== undefined)(`platform verdicts on ${name}`, () => {
    let backend: Backend;
    let store: LeadStore;
    let clock: FakeClock;
    let config: ConversionConfig;
    let out: string[];
    let quiet: ReturnType<typeof vi.spyOn>[];
    const io = () => ({
      out: (line: string) => out.push(line),
      err: (line: string) => out.push(line),
      clock: clock.read,
    });
    const deps = (): ConversionDeps => ({ store, config, clock: clock.read, random: () => 0.5 });

    beforeEach(async () => {
      quiet = [vi.spyOn(console, "log"), vi.spyOn(console, "warn"), vi.spyOn(console, "error")].map((spy) =>
        spy.mockImplementation(() => undefined),
      );
      backend = make();
      config = conversionConfig(getServerEnv(envValues()));
      store = await openStore({ ...(await backend.fresh()), conversions: config });
      clock = new FakeClock();
      clock.now = NOW;
      out = [];
      platform.received.length = 0;
      platform.setMode("ok");
      platform.setGoogleVerdict({ requestStatus: "PROCESSING" });
    });
    afterEach(async () => {
      await store.close();
      await backend.cleanup();
      for (const spy of quiet) spy.mockRestore();
    });

    async function queueLead(leadId: string, destinations: string[] = ["google"]) {
      await store.insertLead({
        id: leadId,
        submissionId: leadId,
        createdAt: clock.now,
        tag: "website",
        payload: { email: "dana@example.com", consent: true },
        attribution: {},
        giveUpAt: clock.now + 48 * HOUR,
        conversions: {
          context,
          rows: destinations.map((destination) => ({
            leadId,
            event: "lead",
            destination,
            createdAt: clock.now,
            eventTime: clock.now,
            giveUpAt: clock.now + 48 * HOUR,
          })),
        },
      });
    }

    it("shows a Google upload processing until Google's verdict, then failed with Google's reason", async () => {
      await queueLead("lead-rejected");
      await queueLead("lead-accepted");
      expect(await runConversionPass(deps())).toEqual(["sent", "sent"]);
      const upload = platform.received.find((request) => request.path === "/v1/events:ingest");
      expect(upload?.body).toMatchObject({
        destinations: [
          {
            operatingAccount: { accountType: "GOOGLE_ADS", accountId: "1234567890" },
            loginAccount: { accountType: "GOOGLE_ADS", accountId: "9998887777" },
            productDestinationId: "111",
          },
        ],
      });
      expect(await conversionsCommand(store, getServerEnv(envValues()), ["list"], io())).toBe(0);
      expect(out.join("\n")).toMatch(/lead-rejected:lead:google\s+lead\s+google\s+processing/);
      out = [];
      await conversionsCommand(store, getServerEnv(envValues()), ["list", "--status", "processing"], io());
      expect(out.join("\n")).toContain("lead-accepted:lead:google");
      expect((await store.health(clock.now)).conversions.platforms.google).toMatchObject({ processing: 2 });

      // Google settles the first request as failed, the second as a success.
      platform.setGoogleVerdict({ requestStatus: "FAILED", reason: "PROCESSING_ERROR_REASON_INVALID_GCLID" });
      clock.advance(MINUTE);
      const firstId = (await store.conversions.get("lead-rejected:lead:google"))?.requestId;
      const secondId = (await store.conversions.get("lead-accepted:lead:google"))?.requestId;
      expect(firstId).toMatch(/^fake-request-/);
      expect(secondId).not.toBe(firstId);
      const onlyFirst = await checkGoogleVerdictsFor(["lead-rejected:lead:google"]);
      expect(onlyFirst).toBe(1);
      platform.setGoogleVerdict({ requestStatus: "SUCCESS" });
      clock.advance(MINUTE);
      expect(await checkGoogleVerdicts(deps())).toBe(1);
      const polls = platform.received.filter((request) => request.path === "/v1/requestStatus:retrieve");
      expect(polls.map((request) => request.query.requestId).sort()).toEqual([firstId, secondId].sort());

      out = [];
      expect(await conversionsCommand(store, getServerEnv(envValues()), ["list"], io())).toBe(0);
      const listing = out.join("\n");
      console.info(`conversions list after Google's verdicts:\n${listing}`);
      expect(listing).toMatch(
        /lead-rejected:lead:google\s+lead\s+google\s+failed\s+1\s+\S+\s+Google: PROCESSING_ERROR_REASON_INVALID_GCLID/,
      );
      expect(listing).toMatch(/lead-accepted:lead:google\s+lead\s+google\s+sent/);
      out = [];
      expect(
        await conversionsCommand(store, getServerEnv(envValues()), ["list", "--status", "sent"], io()),
      ).toBe(0);
      expect(out.join("\n")).toContain("lead-accepted:lead:google");
      expect(out.join("\n")).not.toContain("lead-rejected");
      const { body } = await checkHealth(async () => store, clock.now, { webhookConfigured: false });
      expect(body).toMatchObject({
        conversions: {
          failed: 1,
          platforms: {
            google: {
              processing: 0,
              failed: 1,
              lastSuccessAt: new Date(NOW).toISOString(),
            },
          },
        },
      });
    });

    it("settles Google's verdict from the server's own loop", async () => {
      await queueLead("lead-looped");
      platform.setGoogleVerdict({ requestStatus: "FAILED", reason: "PROCESSING_ERROR_REASON_EVENT_TOO_OLD" });
      const loop = startConversionLoop({ ...deps(), alertTo: ["ops@bluebonnet.test"] }, { pollMs: 20 });
      try {
        await vi.waitFor(async () =>
          expect((await store.conversions.get("lead-looped:lead:google"))?.verdict).toBe("processing"),
        );
        clock.advance(MINUTE);
        await vi.waitFor(async () =>
          expect(await store.conversions.get("lead-looped:lead:google")).toMatchObject({
            status: "failed",
            lastError: "Google: PROCESSING_ERROR_REASON_EVENT_TOO_OLD",
          }),
        );
      } finally {
        await loop.stop();
      }
    });

    // Polls one row only: the other keeps its "processing" for the next check.
    async function checkGoogleVerdictsFor(ids: string[]): Promise<number> {
      const others = (await store.conversions.list()).filter((row) => !ids.includes(row.id));
      const held = others.map((row) => row.id);
      const original = store.conversions.awaitingVerdict.bind(store.conversions);
      store.conversions.awaitingVerdict = async (options) =>
        (await original(options)).filter((row) => !held.includes(row.id));
      try {
        return await checkGoogleVerdicts(deps());
      } finally {
        store.conversions.awaitingVerdict = original;
      }
    }

    it("retries Meta's transient errors no sooner than Retry-After, at the configured Graph version", async () => {
      await queueLead("lead-meta", ["meta"]);
      platform.setMode("meta-transient");
      expect(await runConversionPass(deps())).toEqual(["retry-scheduled"]);
      expect(await store.conversions.get("lead-meta:lead:meta")).toMatchObject({
        status: "pending",
        nextAttemptAt: clock.now + 30_000,
        lastError: "HTTP 400: An unexpected error has occurred. Please retry your request later.",
      });
      platform.setMode("meta-throttled");
      clock.advance(30_000);
      expect(await runConversionPass(deps())).toEqual(["retry-scheduled"]);
      // The backoff says 2 minutes; Meta said 10.
      expect((await store.conversions.get("lead-meta:lead:meta"))?.nextAttemptAt).toBe(clock.now + 600_000);
      expect(platform.received.map((request) => request.path)).toContain("/v26.0/987654321/events");
    });

    it("tells GA4 a lead was lost, and reports a released false positive", async () => {
      await queueLead("lead-lost", ["ga4"]);
      const lost = await store.outcomes.addStage({
        id: "stage-1",
        leadId: "lead-lost",
        stage: "lost",
        valueCents: null,
        currency: null,
        source: "crm",
        now: clock.now,
      });
      expect(lost.kind).toBe("added");
      expect((await store.conversions.list({ leadId: "lead-lost" })).map((row) => row.id).sort()).toEqual([
        "lead-lost:disqualified:ga4",
        "lead-lost:lead:ga4",
      ]);

      await store.insertLead({
        id: "lead-spam",
        submissionId: "lead-spam",
        createdAt: clock.now,
        tag: "website",
        payload: { firstName: "Dana", email: "dana@example.com", message: "Hi" },
        attribution: {
          lastTouch: {
            gclid: "released-gclid",
            landingPage: "/",
            landedAt: new Date(NOW - HOUR).toISOString(),
          },
        },
        giveUpAt: clock.now + 48 * HOUR,
        spamReason: "honeypot",
      });
      expect(await store.conversions.list({ leadId: "lead-spam" })).toEqual([]);
      const released = await releaseQuarantinedLead(store, "lead-spam", { now: clock.now });
      expect(released.kind).toBe("released");
      expect((await store.conversions.list({ leadId: "lead-spam" })).map((row) => row.id)).toEqual([
        "lead-spam:lead:google",
      ]);
      await runConversionPass(deps());
      const upload = platform.received.find((request) => request.path === "/v1/events:ingest");
      expect(upload?.body).toMatchObject({
        events: [{ transactionId: "lead-spam", adIdentifiers: { gclid: "released-gclid" } }],
      });
    });

    it("emails the agency once an hour while a platform has failed every event for an hour", async () => {
      await queueLead("lead-ok", ["meta"]);
      await runConversionPass(deps());
      clock.advance(MINUTE);
      await queueLead("lead-down-1", ["meta"]);
      platform.setMode("status-503");
      await runConversionPass(deps());
      const to = ["ops@bluebonnet.test"];
      expect(await queuePlatformFailingAlert(store, to, clock.now)).toBeUndefined(); // not an hour yet
      clock.advance(HOUR);
      await runConversionPass(deps());
      const id = await queuePlatformFailingAlert(store, to, clock.now);
      expect(id).toMatch(/^ops-conversions-failing\./);
      const [job] = await store.mail.list();
      expect(job).toMatchObject({ id, kind: "ops-conversions-failing" });
      expect(job?.message.subject).toBe("Ad conversions failing: meta");
      expect(job?.message.text).toContain(`Last success: ${new Date(NOW).toISOString()}`);
      clock.advance(30 * MINUTE);
      expect(await queuePlatformFailingAlert(store, to, clock.now)).toBeUndefined(); // at most hourly
      // An old failure left in the list, nothing tried since: no more alerts.
      clock.advance(5 * HOUR);
      expect(await queuePlatformFailingAlert(store, to, clock.now)).toBeUndefined();
      clock.advance(-5 * HOUR);
      const { body } = await checkHealth(async () => store, clock.now, { webhookConfigured: false });
      expect(body).toMatchObject({
        status: "degraded",
        conversions: { platforms: { meta: { failing: true } } },
      });
      const health = await store.health(clock.now);
      expect(health.conversions.platforms.meta).toMatchObject({
        pending: 1,
        failingSince: new Date(NOW + MINUTE).toISOString(),
        lastSuccessAt: new Date(NOW).toISOString(),
      });
    });
  });
}
