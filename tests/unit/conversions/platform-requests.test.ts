/**
 * What each platform is told, checked against the published request shapes: Data Manager `IngestEventsRequest`
 * (loginAccount, eventSource, no IP), `requestStatus:retrieve` verdicts, Meta's action_source, transient error
 * codes and Retry-After, GA4's outcome events; and the settings checked at start-up.
 */
import { describe, expect, it } from "vitest";

import { conversionConfig, type ConversionConfig } from "@/lib/conversions/config";
import type { ConversionContext } from "@/lib/conversions/events";
import { outcomeConversionRows } from "@/lib/conversions/outcomes";
import { ga4Body } from "@/lib/conversions/senders/ga4";
import { googleIngestBody, verdictOf, type ConversionToSend } from "@/lib/conversions/senders/google";
import { retryAfterMs } from "@/lib/conversions/senders/http";
import { metaEventsBody, metaTransient } from "@/lib/conversions/senders/meta";
import { getServerEnv } from "@/lib/env";

const DAY = 24 * 60 * 60_000;
const CLICKED = Date.parse("2026-08-01T12:00:00Z");
const ARRIVED = CLICKED + 30 * DAY;

const context: ConversionContext = {
  clickId: { type: "gclid", value: "GCLID", at: CLICKED },
  gaClientId: "111.222",
  gaSessionId: "1764100100",
  userAgent: "Mozilla/5.0 (test)",
  ip: "203.0.113.7",
  pageUrl: "https://bluebonnet.test/",
  consent: { adUserData: true, adPersonalization: true },
  hashed: { google: { email: "e".repeat(64) }, meta: { em: "m".repeat(64) } },
};

const env = {
  GOOGLE_ADS_CUSTOMER_ID: "123-456-7890",
  GOOGLE_ADS_LOGIN_CUSTOMER_ID: "999-888-7777",
  GOOGLE_ADS_LEAD_ACTION_ID: "111",
  GOOGLE_ADS_QUALIFIED_ACTION_ID: "331",
  GOOGLE_APPLICATION_CREDENTIALS: "/key.json",
  META_PIXEL_ID: "987654321",
  META_CAPI_ACCESS_TOKEN: "token",
  GA4_MEASUREMENT_ID: "G-TEST123",
  GA4_API_SECRET: "secret",
};
const config: ConversionConfig = conversionConfig(getServerEnv(env));
const send = (event: ConversionToSend["event"]): ConversionToSend => ({
  leadId: "lead-1",
  event,
  eventTime: ARRIVED,
  context,
});

describe("the requests each platform gets", () => {
  it("reaches Google through the manager account, marks CRM stages OTHER and never sends an IP address", () => {
    const body = googleIngestBody(send("qualified"), config.google!);
    expect(body.destinations).toEqual([
      {
        operatingAccount: { accountType: "GOOGLE_ADS", accountId: "1234567890" },
        loginAccount: { accountType: "GOOGLE_ADS", accountId: "9998887777" },
        productDestinationId: "331",
      },
    ]);
    expect(body.events[0]?.eventSource).toBe("OTHER");
    expect(googleIngestBody(send("lead"), config.google!).events[0]?.eventSource).toBe("WEB");
    expect(JSON.stringify(googleIngestBody(send("lead"), config.google!))).not.toContain("203.0.113.7");
    expect(googleIngestBody(send("lead"), config.google!, { validateOnly: true })).toMatchObject({
      validateOnly: true,
    });
  });

  it("tells Meta a CRM stage is system generated and a form a website event", () => {
    expect(metaEventsBody(send("qualified"), {}).data[0]?.action_source).toBe("system_generated");
    expect(metaEventsBody(send("lead"), {}).data[0]?.action_source).toBe("website");
  });

  it("sends GA4 outcome events without the submission's session, and names a lost lead", () => {
    expect(ga4Body(send("lead")).events[0]?.params).toMatchObject({ session_id: "1764100100" });
    expect(ga4Body(send("qualified")).events[0]?.params).not.toHaveProperty("session_id");
    expect(ga4Body(send("disqualified")).events[0]?.name).toBe("disqualify_lead");
    expect(ga4Body(send("lost")).events[0]?.name).toBe("close_unconvert_lead");
  });

  it("reads Google's verdict and its reason from requestStatus:retrieve", () => {
    expect(verdictOf({ requestStatusPerDestination: [{ requestStatus: "PROCESSING" }] })).toEqual({
      kind: "processing",
    });
    expect(verdictOf({ requestStatusPerDestination: [{ requestStatus: "SUCCESS" }] })).toEqual({
      kind: "success",
    });
    expect(
      verdictOf({
        requestStatusPerDestination: [
          {
            requestStatus: "FAILED",
            errorInfo: {
              errorCounts: [{ recordCount: "1", reason: "PROCESSING_ERROR_REASON_INVALID_GCLID" }],
            },
          },
        ],
      }),
    ).toEqual({ kind: "failed", reason: "Google: PROCESSING_ERROR_REASON_INVALID_GCLID" });
  });

  it("retries Meta's transient errors and honours Retry-After", () => {
    const answer = (error: object) => ({ status: 400, text: JSON.stringify({ error }) });
    for (const code of [1, 2, 4, 17, 341, 613]) expect(metaTransient(answer({ code }))).toBe(true);
    expect(metaTransient(answer({ code: 100, is_transient: true }))).toBe(true);
    expect(metaTransient(answer({ code: 100, is_transient: false }))).toBe(false);
    expect(metaTransient({ status: 400, text: "not json" })).toBe(false);
    expect(retryAfterMs("120", 0)).toBe(120_000);
    expect(retryAfterMs(new Date(90_000).toUTCString(), 30_000)).toBe(60_000);
    expect(retryAfterMs("soon", 0)).toBeUndefined();
  });
});

describe("which outcome rows are queued", () => {
  const lead = { id: "lead-1", createdAt: ARRIVED, status: "delivered" as const };
  const stage = (name: "won" | "lost", at: number, valueCents: number | null = null) =>
    ({ kind: "stage", stage: name, valueCents, currency: valueCents ? "USD" : null, at }) as const;
  const summary = (rows: { event: string; destination: string }[]) =>
    rows.map((row) => `${row.event}:${row.destination}`).sort();

  it("counts Google's 90 days from the click, not from the lead", () => {
    const withWon = { ...config, google: { ...config.google!, actionIds: { won: "333" } } };
    const day85AfterLead = ARRIVED + 85 * DAY; // 115 days after the click
    expect(
      summary(outcomeConversionRows(lead, stage("won", day85AfterLead, 500_00), context, withWon)),
    ).toEqual(["won:ga4", "won:meta"]);
    const day50AfterLead = ARRIVED + 50 * DAY;
    expect(
      summary(outcomeConversionRows(lead, stage("won", day50AfterLead, 500_00), context, withWon)),
    ).toContain("won:google");
  });

  it("sends Meta no Purchase for a deal won without a value, and only GA4 a lost lead", () => {
    expect(summary(outcomeConversionRows(lead, stage("won", ARRIVED + DAY), context, config))).toEqual([
      "won:ga4",
    ]);
    expect(summary(outcomeConversionRows(lead, stage("lost", ARRIVED + DAY), context, config))).toEqual([
      "disqualified:ga4",
    ]);
    expect(
      summary(
        outcomeConversionRows(lead, stage("lost", ARRIVED + DAY), context, config, { qualifiedBefore: true }),
      ),
    ).toEqual(["lost:ga4"]);
  });
});

describe("conversion settings at start-up", () => {
  it("refuses one Google conversion action for two events", () => {
    expect(() => getServerEnv({ ...env, GOOGLE_ADS_QUALIFIED_ACTION_ID: "111" })).toThrow(
      "GOOGLE_ADS_QUALIFIED_ACTION_ID: must differ from GOOGLE_ADS_LEAD_ACTION_ID (one conversion action per event)",
    );
  });

  it("calls a current Graph API version unless told another", () => {
    expect(getServerEnv({}).META_GRAPH_VERSION).toBe("v26.0");
    expect(getServerEnv({ META_GRAPH_VERSION: "v27.0" }).META_GRAPH_VERSION).toBe("v27.0");
    expect(() => getServerEnv({ META_GRAPH_VERSION: "26" })).toThrow(
      "META_GRAPH_VERSION: must be a Graph API version",
    );
    expect(() => getServerEnv({ GOOGLE_ADS_LOGIN_CUSTOMER_ID: "12345" })).toThrow(
      "GOOGLE_ADS_LOGIN_CUSTOMER_ID",
    );
  });
});
