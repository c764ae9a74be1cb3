/**
 * The browser tags' set-up against the page's globals: an element whose id is `gtag`, `dataLayer` or `fbq` shadows
 * that name on window (named access), which once crashed every page with GA4 set; the pages tags never load on.
 */
import { afterEach, describe, expect, it } from "vitest";

import { revokeAdsConsent, startGtag, startGtm, startMetaPixel } from "@/lib/browser/ad-tags";
import { pushLeadEvent } from "@/lib/browser/analytics";
import { tagsAllowedAt } from "@/lib/conversions/tag-config";

const globals = globalThis as Record<string, unknown>;
// An HTMLScriptElement reached by named access: an object, not a function.
const element = () => ({ tagName: "SCRIPT" });

afterEach(() => {
  delete globals.window;
});

function pageWith(shadowed: Record<string, unknown>): Record<string, unknown> {
  globals.window = { ...shadowed };
  return globals.window as Record<string, unknown>;
}

describe("browser ad tags", () => {
  it("starts gtag, GTM and the pixel even when elements named gtag, dataLayer and fbq shadow those globals", () => {
    const w = pageWith({ gtag: element(), dataLayer: element(), fbq: element(), _fbq: element() });
    expect(() => startGtag("G-TEST123", true)).not.toThrow();
    expect(() => startGtm(true)).not.toThrow();
    expect(() => startMetaPixel("555000111")).not.toThrow();
    expect(typeof w.gtag).toBe("function");
    expect(Array.isArray(w.dataLayer)).toBe(true);
    expect((w.fbq as { queue: unknown[][] }).queue).toEqual([
      ["init", "555000111"],
      ["track", "PageView"],
    ]);
    revokeAdsConsent();
    expect((w.fbq as { queue: unknown[][] }).queue.at(-1)).toEqual(["consent", "revoke"]);
  });

  it("heads the data layer with Consent Mode's denied defaults, before events pushed earlier, then the decision", () => {
    const w = pageWith({ dataLayer: [{ event: "web_vitals" }] });
    startGtag("G-TEST123", true);
    const layer = (w.dataLayer as unknown[]).map((entry) =>
      Array.isArray(entry) || (typeof entry === "object" && entry && "event" in entry)
        ? entry
        : Array.from(entry as ArrayLike<unknown>),
    );
    expect(layer).toEqual([
      [
        "consent",
        "default",
        expect.objectContaining({
          ad_storage: "denied",
          ad_user_data: "denied",
          analytics_storage: "denied",
        }),
      ],
      { event: "web_vitals" },
      [
        "consent",
        "update",
        expect.objectContaining({ ad_user_data: "granted", ad_personalization: "granted" }),
      ],
      ["js", expect.any(Date)],
      ["config", "G-TEST123"],
    ]);
  });

  it("loads no tag on the console or on a page whose URL carries a lead's or a booking's token", () => {
    expect(tagsAllowedAt("/", "")).toBe(true);
    expect(tagsAllowedAt("/roofing-google-ads/final-thank-you", "")).toBe(true);
    expect(tagsAllowedAt("/blog", "?q=roof")).toBe(true);
    expect(tagsAllowedAt("/admin", "")).toBe(false);
    expect(tagsAllowedAt("/admin/sign-in", "")).toBe(false);
    expect(tagsAllowedAt("/roofing-google-ads/manage", "?token=abc")).toBe(false);
    expect(tagsAllowedAt("/roofing-google-ads/final-thank-you", "?booking=abc")).toBe(false);
    expect(tagsAllowedAt("/thank-you", "?lead=abc")).toBe(false);
    expect(tagsAllowedAt("/roofing-google-ads/schedule", "?lead=abc")).toBe(false);
  });

  it("reports a lead only when the server says so (not a post kept as spam), under our own event names", () => {
    const w = pageWith({});
    startMetaPixel("555000111");
    pushLeadEvent("quick-contact", "quick-contact", "lead-spam", false);
    expect(w.dataLayer).toBeUndefined();
    pushLeadEvent("quick-contact", "quick-contact", "lead-1", true);
    pushLeadEvent("schedule", "roofing-scheduled-call", "lead-2", true);
    expect(w.dataLayer).toEqual([
      expect.objectContaining({ event: "bluebonnet_lead_submitted", conversion: "lead", event_id: "lead-1" }),
      expect.objectContaining({
        event: "bluebonnet_call_booked",
        conversion: "booked_call",
        event_id: "lead-2",
      }),
    ]);
    expect((w.fbq as { queue: unknown[][] }).queue.slice(2)).toEqual([
      ["track", "Lead", {}, { eventID: "lead-1" }],
      ["track", "Schedule", {}, { eventID: "lead-2" }],
    ]);
  });
});
