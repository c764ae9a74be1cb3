/** Which conversion rows a lead's outcome queues, what each platform calls it, and the won value in each body. */
import { describe, expect, it } from "vitest";

import { conversionConfig, type ConversionConfig } from "@/lib/conversions/config";
import { CONVERSION_EVENT_NAMES, type ConversionContext } from "@/lib/conversions/events";
import { outcomeConversionRows, storedLeadContext } from "@/lib/conversions/outcomes";
import { ga4Body } from "@/lib/conversions/senders/ga4";
import { googleIngestBody, type ConversionToSend } from "@/lib/conversions/senders/google";
import { metaEventsBody } from "@/lib/conversions/senders/meta";
import { getServerEnv } from "@/lib/env";
import type { LeadOutcomeEvent } from "@/lib/leads/stages";

const ARRIVED = Date.parse("2026-11-02T15:00:00Z");
const LATER = ARRIVED + 3 * 24 * 60 * 60_000;
const lead = { id: "lead-1", createdAt: ARRIVED, status: "delivered" as const };

const config: ConversionConfig = {
  google: {
    customerId: "1234567890",
    actionIds: { lead: "1", qualified: "31", showed: "32", won: "33" },
    credentialsFile: "/nowhere.json",
    baseUrl: "http://127.0.0.1:1",
  },
  meta: { pixelId: "9", accessToken: "t", baseUrl: "http://127.0.0.1:1", graphVersion: "v26.0" },
  ga4: { measurementId: "G-X", apiSecret: "s", baseUrl: "http://127.0.0.1:1" },
  timeoutMs: 1000,
};

const consented: ConversionContext = {
  clickId: { type: "gclid", value: "GCLID" },
  fbp: "fb.1.1.2",
  gaClientId: "111.222",
  pageUrl: "https://example.com/",
  consent: { adUserData: true, adPersonalization: true },
  hashed: { google: { email: "e".repeat(64) }, meta: { em: "m".repeat(64) } },
};

const stage = (name: "contacted" | "qualified" | "won" | "lost", valueCents: number | null = null) =>
  ({ kind: "stage", stage: name, valueCents, currency: valueCents ? "USD" : null, at: LATER }) as const;
const call = (outcome: "showed" | "no-show"): LeadOutcomeEvent => ({
  kind: "call",
  outcome,
  bookingId: "b-1",
  at: LATER,
});

const summary = (rows: ReturnType<typeof outcomeConversionRows>) =>
  rows.map((row) => `${row.event}:${row.destination}`).sort();

describe("outcome conversions", () => {
  it("names qualified, showed and won the GA4 lead way and Meta's value event for won", () => {
    expect(CONVERSION_EVENT_NAMES.qualified).toMatchObject({ meta: "QualifiedLead", ga4: "qualify_lead" });
    expect(CONVERSION_EVENT_NAMES.showed).toMatchObject({ meta: "CallShowed", ga4: "working_lead" });
    expect(CONVERSION_EVENT_NAMES.won).toMatchObject({ meta: "Purchase", ga4: "close_convert_lead" });
  });

  it("queues qualified, showed and won for every platform, timed at the outcome, and nothing for the rest", () => {
    expect(summary(outcomeConversionRows(lead, stage("qualified"), consented, config))).toEqual([
      "qualified:ga4",
      "qualified:google",
      "qualified:meta",
    ]);
    expect(summary(outcomeConversionRows(lead, call("showed"), consented, config))).toEqual([
      "showed:ga4",
      "showed:google",
      "showed:meta",
    ]);
    const won = outcomeConversionRows(lead, stage("won", 250_000), consented, config);
    expect(summary(won)).toEqual(["won:ga4", "won:google", "won:meta"]);
    expect(won[0]).toMatchObject({ leadId: "lead-1", eventTime: LATER, createdAt: LATER });
    for (const other of [stage("contacted"), call("no-show")])
      expect(outcomeConversionRows(lead, other, consented, config)).toEqual([]);
    // Lost: GA4's disqualify_lead only (no Meta or Google event says "lost").
    expect(summary(outcomeConversionRows(lead, stage("lost"), consented, config))).toEqual([
      "disqualified:ga4",
    ]);
  });

  it("sends to Google only the outcomes with a conversion action, and only within 90 days of the lead", () => {
    const noShowedAction: ConversionConfig = {
      ...config,
      google: { ...config.google!, actionIds: { qualified: "31" } },
    };
    expect(summary(outcomeConversionRows(lead, call("showed"), consented, noShowedAction))).toEqual([
      "showed:ga4",
      "showed:meta",
    ]);
    const late = { ...stage("won", 100), at: ARRIVED + 91 * 24 * 60 * 60_000 };
    expect(summary(outcomeConversionRows(lead, late, consented, config))).toEqual(["won:ga4", "won:meta"]);
  });

  it("never queues for a quarantined lead, and without consent leaves Meta out", () => {
    expect(outcomeConversionRows({ ...lead, status: "spam" }, stage("won"), consented, config)).toEqual([]);
    const denied = { ...consented, consent: { adUserData: false, adPersonalization: false } };
    expect(summary(outcomeConversionRows(lead, stage("qualified"), denied, config))).toEqual([
      "qualified:ga4",
      "qualified:google",
    ]);
  });

  it("builds a context for a lead captured without one from its click ids alone, consent denied", () => {
    const context = storedLeadContext({
      attribution: {
        lastTouch: { landingPage: "/", landedAt: "2026-11-02T14:00:00.000Z", gclid: "STORED", fbclid: "F" },
      },
      consent: null,
    });
    expect(context.clickId).toEqual({
      type: "gclid",
      value: "STORED",
      at: Date.parse("2026-11-02T14:00:00.000Z"),
    });
    expect(context.consent).toEqual({ adUserData: false, adPersonalization: false });
    expect(context.hashed).toEqual({ google: {}, meta: {} });
    expect(context.ip).toBeUndefined();
    expect(summary(outcomeConversionRows(lead, stage("qualified"), context, config))).toEqual([
      "qualified:google",
    ]);
    expect(storedLeadContext({ attribution: null, consent: null }).clickId).toBeUndefined();
  });

  it("carries the won value in each platform's body", () => {
    const won: ConversionToSend = {
      leadId: "lead-1",
      event: "won",
      eventTime: LATER,
      context: consented,
      value: { amount: 2500, currency: "USD" },
    };
    expect(googleIngestBody(won, config.google!).events[0]).toMatchObject({
      conversionValue: 2500,
      currency: "USD",
    });
    expect(googleIngestBody(won, config.google!).destinations[0]?.productDestinationId).toBe("33");
    expect(metaEventsBody(won, {}).data[0]).toMatchObject({
      event_name: "Purchase",
      custom_data: { value: 2500, currency: "USD" },
    });
    expect(ga4Body(won).events[0]).toMatchObject({
      name: "close_convert_lead",
      params: { value: 2500, currency: "USD" },
    });
    // Without a value nobody gets one (and Meta no Purchase at all: outcomeConversionRows queues none).
    const noValue = { ...won, value: undefined };
    expect(metaEventsBody(noValue, {}).data[0]).not.toHaveProperty("custom_data");
    expect(googleIngestBody(noValue, config.google!).events[0]).not.toHaveProperty("conversionValue");
    expect(ga4Body(noValue).events[0]?.params).not.toHaveProperty("value");
    expect(metaEventsBody({ ...noValue, event: "qualified" }, {}).data[0]).not.toHaveProperty("custom_data");
  });

  it("reads each outcome's Google conversion action from the environment", () => {
    const env = getServerEnv({
      GOOGLE_ADS_CUSTOMER_ID: "123-456-7890",
      GOOGLE_APPLICATION_CREDENTIALS: "/key.json",
      GOOGLE_ADS_QUALIFIED_ACTION_ID: "31",
      GOOGLE_ADS_WON_ACTION_ID: "33",
    });
    expect(conversionConfig(env).google?.actionIds).toMatchObject({ qualified: "31", won: "33" });
    expect(conversionConfig(env).google?.actionIds.showed).toBeUndefined();
    expect(() => getServerEnv({ GOOGLE_ADS_WON_ACTION_ID: "won" })).toThrow(/GOOGLE_ADS_WON_ACTION_ID/);
  });
});
