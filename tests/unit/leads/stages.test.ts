import { describe, expect, it } from "vitest";

import { leadSource } from "@/lib/leads/lead-stats";
import { conversionFor, stageRequestSchema, toCents } from "@/lib/leads/stages";

const touch = (params: Record<string, string>) => ({
  ...params,
  landingPage: "/",
  landedAt: "2026-11-01T00:00:00Z",
});

describe("stages and conversions", () => {
  it("qualified, showed, won (with its value) and lost become conversions; contacted and no-show do not", () => {
    const stage = (name: "contacted" | "qualified" | "won" | "lost", valueCents: number | null = null) =>
      conversionFor({ kind: "stage", stage: name, valueCents, currency: valueCents ? "USD" : null, at: 0 });
    expect(stage("qualified")).toEqual({ name: "qualified", valueCents: null, currency: null });
    expect(stage("won", 250_000)).toEqual({ name: "won", valueCents: 250_000, currency: "USD" });
    expect(stage("contacted")).toBeUndefined();
    expect(stage("lost")?.name).toBe("lost");
    const call = (outcome: "showed" | "no-show") =>
      conversionFor({ kind: "call", outcome, bookingId: "b", at: 0 });
    expect(call("showed")?.name).toBe("showed");
    expect(call("no-show")).toBeUndefined();
  });

  it("the stage body takes the four stages, a non-negative value and USD only", () => {
    expect(stageRequestSchema.safeParse({ stage: "won", value: 2500, currency: "USD" }).success).toBe(true);
    expect(stageRequestSchema.safeParse({ stage: "signed" }).success).toBe(false);
    expect(stageRequestSchema.safeParse({ stage: "won", value: -1 }).success).toBe(false);
    expect(stageRequestSchema.safeParse({ stage: "won", value: "2500" }).success).toBe(false);
    expect(stageRequestSchema.safeParse({ stage: "won", value: 10, currency: "EUR" }).success).toBe(false);
    expect(toCents(2500.5)).toBe(250_050);
  });

  it("a lead's source is its first touch's utm_source, else its click id's platform, else direct", () => {
    expect(leadSource({ firstTouch: touch({ utm_source: "Google", gclid: "x" }) })).toBe("google");
    expect(
      leadSource({ firstTouch: touch({ fbclid: "x" }), lastTouch: touch({ utm_source: "newsletter" }) }),
    ).toBe("facebook (fbclid)");
    expect(leadSource({ lastTouch: touch({ msclkid: "x" }) })).toBe("microsoft (msclkid)");
    expect(leadSource(null)).toBe("(direct)");
  });
});
