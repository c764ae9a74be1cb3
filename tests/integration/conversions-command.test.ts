/** `npm run leads -- conversions list|retry` and `show` after a platform outage and its recovery (real SQLite store). */
import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";

import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";

import { conversionConfig } from "@/lib/conversions/config";
import { runConversionPass } from "@/lib/conversions/outbox";
import { getServerEnv } from "@/lib/env";
import type { LeadStore } from "@/lib/leads/store/lead-store";
import { conversionsCommand, printLeadConversions } from "@/scripts/leads/conversions";

import {
  startAdPlatformServer,
  writeServiceAccountKey,
  type AdPlatformServer,
} from "../support/ad-platforms";
import { FakeClock, openStore, sqliteBackend, type Backend } from "../support/lead-harness";

const NOW = Date.parse("2026-11-25T21:00:00Z");

describe("the conversions ops command", () => {
  let backend: Backend;
  let platform: AdPlatformServer;
  let keyDir: string;
  let store: LeadStore;
  let clock: FakeClock;
  let out: string[];
  let err: string[];
  let quiet: ReturnType<typeof vi.spyOn>[];
  const io = () => ({
    out: (line: string) => out.push(line),
    err: (line: string) => err.push(line),
    clock: clock.read,
  });
  const env = () =>
    getServerEnv({
      GOOGLE_ADS_CUSTOMER_ID: "123-456-7890",
      GOOGLE_ADS_LEAD_ACTION_ID: "111",
      GOOGLE_APPLICATION_CREDENTIALS: path.join(keyDir, "key.json"),
      GOOGLE_DATA_MANAGER_URL: platform.url,
      META_PIXEL_ID: "987654321",
      META_CAPI_ACCESS_TOKEN: "token",
      META_GRAPH_URL: platform.url,
      CONVERSION_TIMEOUT_MS: "500",
    });

  beforeAll(async () => {
    backend = sqliteBackend();
    platform = await startAdPlatformServer();
    keyDir = mkdtempSync(path.join(os.tmpdir(), "conversion-key-"));
    writeServiceAccountKey(path.join(keyDir, "key.json"), platform.url);
  });
  afterAll(async () => {
    await platform.close();
    await backend.cleanup();
    rmSync(keyDir, { recursive: true, force: true });
  });
  beforeEach(async () => {
    clock = new FakeClock();
    clock.now = NOW;
    store = await openStore(await backend.fresh());
    out = [];
    err = [];
    quiet = [vi.spyOn(console, "log"), vi.spyOn(console, "warn"), vi.spyOn(console, "error")].map((spy) =>
      spy.mockImplementation(() => undefined),
    );
  });
  afterEach(async () => {
    await store.close();
    for (const spy of quiet) spy.mockRestore();
  });

  async function queueLead(leadId: string) {
    await store.insertLead({
      id: leadId,
      submissionId: leadId,
      createdAt: clock.now,
      tag: "website",
      payload: { email: "dana@example.com", consent: true },
      attribution: {},
      giveUpAt: clock.now + 48 * 3_600_000,
      conversions: {
        context: {
          clickId: { type: "gclid", value: "test-gclid" },
          pageUrl: "https://bluebonnet.test/",
          consent: { adUserData: true, adPersonalization: true },
          hashed: { google: { email: "a".repeat(64) }, meta: { em: "b".repeat(64) } },
        },
        rows: ["google", "meta"].map((destination) => ({
          leadId,
          event: "lead",
          destination,
          createdAt: clock.now,
          eventTime: clock.now,
          giveUpAt: clock.now + 48 * 3_600_000,
        })),
      },
    });
  }

  it("lists the outage's errors, retries everything after the recovery, and shows a lead's conversions", async () => {
    const pass = () =>
      runConversionPass({ store, config: conversionConfig(env()), clock: clock.read, random: () => 0.5 });
    await queueLead("lead-outage-1");
    await queueLead("lead-outage-2");
    platform.setMode("status-503");
    await pass();
    clock.advance(30_000);
    await pass();
    expect(await conversionsCommand(store, env(), ["list"], io())).toBe(0);
    console.info(`conversions list during the outage:\n${out.join("\n")}`);
    expect(out.join("\n")).toContain("HTTP 503: The service is currently unavailable.");
    expect(out.join("\n")).toContain("4 pending, 0 processing, 0 sent, 0 failed, 0 expired");

    // One conversion the platform refuses outright: failed at once, not retried by the loop.
    platform.setMode("status-400");
    out = [];
    expect(await conversionsCommand(store, env(), ["retry", "lead-outage-2:lead:meta"], io())).toBe(1);
    expect(await store.conversions.get("lead-outage-2:lead:meta")).toMatchObject({
      status: "failed",
      lastError: "HTTP 400: Invalid parameter: the event is malformed",
    });

    platform.setMode("ok");
    clock.advance(2 * 60_000);
    expect((await pass()).sort()).toEqual(["sent", "sent", "sent"]);
    out = [];
    expect(await conversionsCommand(store, env(), ["retry", "--all"], io())).toBe(0);
    expect(out).toContain("1 conversion(s) queued, 1 attempted, 1 sent.");
    out = [];
    expect(await conversionsCommand(store, env(), ["list"], io())).toBe(0);
    console.info(`conversions list after the recovery:\n${out.join("\n")}`);
    expect(out.join("\n")).toContain("0 pending, 2 processing, 2 sent, 0 failed, 0 expired");
    expect(
      platform.received.filter((request) => request.mode === "ok" && request.path !== "/token"),
    ).toHaveLength(4);

    out = [];
    await printLeadConversions(store, "lead-outage-1", io());
    // Google accepted the upload; its verdict on it comes later (requestStatus:retrieve).
    expect(out.join("\n")).toMatch(/lead-outage-1:lead:google\s+lead\s+google\s+processing/);
  });

  it("validates an event with each platform without recording a conversion, and prints each verdict", async () => {
    const validating = getServerEnv({
      ...Object.fromEntries(Object.entries(process.env).filter(([key]) => key === "PATH")),
      GOOGLE_ADS_CUSTOMER_ID: "123-456-7890",
      GOOGLE_ADS_LEAD_ACTION_ID: "111",
      GOOGLE_APPLICATION_CREDENTIALS: path.join(keyDir, "key.json"),
      GOOGLE_DATA_MANAGER_URL: platform.url,
      META_PIXEL_ID: "987654321",
      META_CAPI_ACCESS_TOKEN: "token",
      META_TEST_EVENT_CODE: "TEST42",
      META_GRAPH_URL: platform.url,
      GA4_MEASUREMENT_ID: "G-TEST123",
      GA4_API_SECRET: "ga4-secret",
      GA4_MP_URL: platform.url,
    });
    platform.received.length = 0;
    expect(await conversionsCommand(store, validating, ["validate"], io())).toBe(0);
    console.info(`conversions validate:\n${out.join("\n")}`);
    expect(out).toEqual([
      'Validating a sample "lead" event (no personal data):',
      "  google OK   valid (validateOnly: nothing was recorded)",
      "  meta   OK   accepted as a test event (Events Manager, Test Events: TEST42)",
      "  ga4    OK   valid (/debug/mp/collect returned no validation messages)",
    ]);
    const paths = platform.received.map((request) => request.path);
    expect(paths).toEqual(
      expect.arrayContaining(["/v1/events:ingest", "/v26.0/987654321/events", "/debug/mp/collect"]),
    );
    expect(paths).not.toContain("/mp/collect");
    expect(platform.received.find((request) => request.path === "/v1/events:ingest")?.body).toMatchObject({
      validateOnly: true,
    });
    expect(platform.received.find((request) => request.path.endsWith("/events"))?.body).toMatchObject({
      test_event_code: "TEST42",
    });

    // A stored lead without a GA4 client id: GA4's validation server says what is missing.
    await queueLead("lead-to-check");
    out = [];
    expect(await conversionsCommand(store, validating, ["validate", "lead-to-check"], io())).toBe(1);
    console.info(`conversions validate lead-to-check:\n${out.join("\n")}`);
    expect(out).toContain("  ga4    FAIL VALUE_REQUIRED client_id: client_id is required.");
    expect(await store.conversions.list({ status: "sent" })).toEqual([]);
    expect(await conversionsCommand(store, validating, ["validate", "nope"], io())).toBe(2);
    expect(err.at(-1)).toBe("No lead nope");
  });

  it("refuses a bad status, an unknown id and a retry with no platform configured", async () => {
    expect(await conversionsCommand(store, env(), ["list", "--status", "lost"], io())).toBe(2);
    expect(err.at(-1)).toBe("--status must be one of pending, processing, sent, failed, expired");
    expect(await conversionsCommand(store, env(), ["retry", "nope"], io())).toBe(2);
    expect(err.at(-1)).toBe("No conversion nope");
    expect(await conversionsCommand(store, getServerEnv({}), ["retry", "--all"], io())).toBe(2);
    expect(err.at(-1)).toMatch(/No ad platform is configured/);
  });
});
