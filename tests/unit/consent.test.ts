import { describe, expect, it } from "vitest";

import { adsAllowed, adsConsentMode, needsAdsChoice } from "@/lib/consent/ads-consent";

describe("ads consent", () => {
  it("allows ads data by default in the US mode unless the visitor opts out, by the footer or GPC", () => {
    expect(adsConsentMode(undefined)).toBe("opt-out");
    expect(adsAllowed({ mode: "opt-out" })).toBe(true);
    expect(adsAllowed({ mode: "opt-out", choice: "denied" })).toBe(false);
    expect(adsAllowed({ mode: "opt-out", globalPrivacyControl: true })).toBe(false);
    expect(adsAllowed({ mode: "opt-out", choice: "granted", globalPrivacyControl: true })).toBe(false);
    expect(needsAdsChoice({ mode: "opt-out" })).toBe(false);
  });

  it("allows nothing in opt-in mode before the visitor accepts", () => {
    expect(adsConsentMode(" opt-in ")).toBe("opt-in");
    expect(adsAllowed({ mode: "opt-in" })).toBe(false);
    expect(needsAdsChoice({ mode: "opt-in" })).toBe(true);
    expect(adsAllowed({ mode: "opt-in", choice: "granted" })).toBe(true);
    expect(needsAdsChoice({ mode: "opt-in", choice: "denied" })).toBe(false);
    expect(needsAdsChoice({ mode: "opt-in", globalPrivacyControl: true })).toBe(false);
  });
});
