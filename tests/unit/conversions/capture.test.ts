/** What is captured at submit: one Google click id, Meta's fbc and fbp, GA4's ids, and consent. */
import { describe, expect, it } from "vitest";

import {
  captureConversionContext,
  chooseClickId,
  chooseFbc,
  gaClientId,
  gaSessionId,
} from "@/lib/conversions/capture";
import type { Touch } from "@/lib/leads/attribution";

const landedAt = "2026-11-20T15:00:00.000Z";
const touch = (params: Partial<Touch>): Touch => ({ landingPage: "/", landedAt, ...params });

describe("click id choice", () => {
  it("sends at most one Google click id: gclid, else gbraid, else wbraid", () => {
    expect(chooseClickId([touch({ gclid: "G", gbraid: "B", wbraid: "W" })])).toMatchObject({
      type: "gclid",
      value: "G",
    });
    expect(chooseClickId([touch({ gbraid: "B", wbraid: "W" })])).toMatchObject({
      type: "gbraid",
      value: "B",
    });
    expect(chooseClickId([touch({ wbraid: "W" })])).toMatchObject({ type: "wbraid", value: "W" });
    expect(chooseClickId([touch({ fbclid: "F" })])).toBeUndefined();
    // Google's 90 days run from the click: its time is kept with it.
    expect(chooseClickId([touch({ gclid: "G" })])?.at).toBe(Date.parse(landedAt));
  });

  it("prefers the last touch's click and falls back to the first touch's", () => {
    expect(chooseClickId([touch({ wbraid: "LAST" }), touch({ gclid: "FIRST" })])).toMatchObject({
      type: "wbraid",
      value: "LAST",
    });
    expect(chooseClickId([touch({ utm_source: "news" }), touch({ gclid: "FIRST" })])).toMatchObject({
      type: "gclid",
      value: "FIRST",
    });
  });
});

describe("Meta and GA4 identifiers", () => {
  it("takes fbc from the cookie, or builds it from the landing's fbclid and time", () => {
    expect(chooseFbc("fb.1.1700000000000.abc", [touch({ fbclid: "xyz" })])).toBe("fb.1.1700000000000.abc");
    expect(chooseFbc(undefined, [touch({ fbclid: "xyz" })])).toBe(`fb.1.${Date.parse(landedAt)}.xyz`);
    expect(chooseFbc("garbage", [touch({})])).toBeUndefined();
  });

  it("reads GA4's client id and session id from both cookie formats", () => {
    expect(gaClientId("GA1.1.1234567890.1700000000")).toBe("1234567890.1700000000");
    expect(gaClientId("nonsense")).toBeUndefined();
    expect(gaSessionId("GS1.1.1700000123.3.1.1700000200.0.0.0")).toBe("1700000123");
    expect(gaSessionId("GS2.1.s1700000123$o3$g1$t1700000200$j0$l0$h0")).toBe("1700000123");
  });
});

describe("the captured context", () => {
  const base = {
    attribution: { pagePath: "/contact", lastTouch: touch({ gclid: "G1", gbraid: "B1", fbclid: "F1" }) },
    pageUrl: "https://bluebonnet.test/contact",
    email: "Dana.Smith+ads@gmail.com",
    phone: "(512) 555-0123",
    measurementId: "G-TEST123",
    request: {
      ip: "203.0.113.7",
      userAgent: "Mozilla/5.0 (test)",
      cookieHeader: "_fbp=fb.1.1700000000000.123456789; _ga=GA1.1.111.222; _ga_TEST123=GS1.1.333.1.1.1.0.0.0",
    },
  };

  it("holds one click id, the cookies, the device and hashes only, with consent granted", () => {
    const context = captureConversionContext({ ...base, consented: true });
    expect(context).toMatchObject({
      clickId: { type: "gclid", value: "G1" },
      fbc: `fb.1.${Date.parse(landedAt)}.F1`,
      fbp: "fb.1.1700000000000.123456789",
      gaClientId: "111.222",
      gaSessionId: "333",
      userAgent: "Mozilla/5.0 (test)",
      ip: "203.0.113.7",
      consent: { adUserData: true, adPersonalization: true },
    });
    expect(context.hashed.google.email).toMatch(/^[0-9a-f]{64}$/);
    expect(JSON.stringify(context)).not.toMatch(/dana|555-0123|5125550123/i);
  });

  it("keeps no user data without the consent box, or with Global Privacy Control", () => {
    for (const context of [
      captureConversionContext({ ...base, consented: false }),
      captureConversionContext({
        ...base,
        consented: true,
        request: { ...base.request, globalPrivacyControl: true },
      }),
    ]) {
      expect(context.consent).toEqual({ adUserData: false, adPersonalization: false });
      expect(context.hashed).toEqual({ google: {}, meta: {} });
    }
  });
});
