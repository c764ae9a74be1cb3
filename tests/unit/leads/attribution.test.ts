import { describe, expect, it } from "vitest";

import {
  encodeAttributionCookie,
  leadAttribution,
  nextAttribution,
  parseAttributionCookie,
  safePagePath,
  TRACKED_PARAMS,
  type AttributionCookie,
} from "@/lib/leads/attribution";

const siteHosts = ["bluebonnet.test"];
const monday = new Date("2025-03-03T15:00:00.000Z");
const friday = new Date("2025-03-07T18:30:00.000Z");

function land(url: string, referrer: string | null, now = monday) {
  return { url: new URL(url), referrer, now, siteHosts };
}

describe("attribution cookie", () => {
  it("starts first and last touch from an ad click, referrer kept without its query", () => {
    const cookie = nextAttribution(
      undefined,
      land(
        "https://bluebonnet.test/roofing-google-ads?utm_source=google&utm_medium=cpc&gclid=Cj0K&x=1",
        "https://www.google.com/search?q=roofer%20leads",
      ),
    );
    const touch = {
      utm_source: "google",
      utm_medium: "cpc",
      gclid: "Cj0K",
      referrer: "https://www.google.com/search",
      landingPage: "/roofing-google-ads",
      landedAt: monday.toISOString(),
    };
    expect(cookie).toEqual({ v: 1, first: touch, last: touch });
  });

  it("keeps the first touch and replaces the last on a later tracked landing", () => {
    const first = nextAttribution(
      undefined,
      land("https://bluebonnet.test/?utm_source=facebook&fbclid=abc", null),
    );
    const second = nextAttribution(
      first,
      land("https://bluebonnet.test/services/seo?msclkid=xyz&utm_source=bing", null, friday),
    );
    expect(second?.first).toEqual(first?.first);
    expect(second?.last).toEqual({
      utm_source: "bing",
      msclkid: "xyz",
      landingPage: "/services/seo",
      landedAt: friday.toISOString(),
    });
  });

  it("leaves an existing cookie alone when there is nothing tracked", () => {
    const first = nextAttribution(undefined, land("https://bluebonnet.test/?utm_source=google", null));
    expect(
      nextAttribution(first, land("https://bluebonnet.test/contact", "https://news.example/story")),
    ).toBeUndefined();
  });

  it("without parameters: an external referrer starts a touch, an internal one records a direct visit", () => {
    expect(
      nextAttribution(undefined, land("https://bluebonnet.test/blog", "https://news.example/a?b=c"))?.first,
    ).toEqual({
      referrer: "https://news.example/a",
      landingPage: "/blog",
      landedAt: monday.toISOString(),
    });
    expect(
      nextAttribution(undefined, land("https://bluebonnet.test/contact", "https://bluebonnet.test/results"))
        ?.first,
    ).toEqual({
      landingPage: "/results",
      landedAt: monday.toISOString(),
    });
    expect(nextAttribution(undefined, land("https://bluebonnet.test/contact", null))).toBeUndefined();
  });

  it("round-trips through the cookie encoding and rejects tampered values", () => {
    const cookie = nextAttribution(
      undefined,
      land("https://bluebonnet.test/?utm_campaign=Été%20🌵&utm_source=google", null),
    );
    if (!cookie) throw new Error("expected a cookie");
    const encoded = encodeAttributionCookie(cookie);
    expect(encoded).toMatch(/^[A-Za-z0-9_-]+$/);
    expect(parseAttributionCookie(encoded)).toEqual(cookie);
    for (const bad of [undefined, "", "%%%", "e30", encoded.slice(0, -4), btoa(JSON.stringify({ v: 2 }))]) {
      expect(parseAttributionCookie(bad)).toBeUndefined();
    }
  });

  it("stays under the browser's cookie size even with huge parameters", () => {
    const long = "x".repeat(1000);
    const params = TRACKED_PARAMS.map((param) => `${param}=${long}`).join("&");
    const first = nextAttribution(
      undefined,
      land(`https://bluebonnet.test/${"p".repeat(500)}?${params}`, `https://ref.example/${long}`),
    );
    const both = nextAttribution(
      first,
      land(`https://bluebonnet.test/?${params}`, null),
    ) as AttributionCookie;
    const encoded = encodeAttributionCookie(both);
    expect(encoded.length).toBeLessThanOrEqual(3500);
    expect(parseAttributionCookie(encoded)?.first.utm_source).toBe("x".repeat(40));
  });

  it("attaches both touches and the form's page path to a lead", () => {
    const cookie = nextAttribution(undefined, land("https://bluebonnet.test/?gclid=1", null));
    const encoded = cookie && encodeAttributionCookie(cookie);
    expect(leadAttribution(encoded, "/contact")).toEqual({
      pagePath: "/contact",
      firstTouch: cookie?.first,
      lastTouch: cookie?.last,
    });
    expect(leadAttribution("junk", undefined)).toEqual({});
  });

  it("turns line breaks and control characters in a campaign parameter into spaces", () => {
    const cookie = nextAttribution(
      undefined,
      land("https://bluebonnet.test/?utm_source=news%0D%0ABcc:%20x@example.com&utm_campaign=a%00b", null),
    );
    expect(cookie?.first).toMatchObject({ utm_source: "news Bcc: x@example.com", utm_campaign: "a b" });
  });

  it.each([
    ["/contact", "/contact"],
    ["/blog/post?x=1", "/blog/post?x=1"],
    ["//evil.example", undefined],
    ["https://evil.example/", undefined],
    ["/with space", undefined],
    [`/${"a".repeat(300)}`, undefined],
    // A backslash reads as "/": the consent record's page URL became http://evil.example/landing.
    ["/\\evil.example/landing", undefined],
    ["/\\/evil.example", undefined],
    ["/contact\\x", undefined],
    ["/a//b", undefined],
    ["/https://evil.example/", undefined],
    ["/%5Cevil.example", "/%5Cevil.example"],
  ])("page path %j → %j", (input, expected) => {
    expect(safePagePath(input)).toBe(expected);
  });
});
