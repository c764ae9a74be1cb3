import { describe, expect, it } from "vitest";

import { EMPTY_FILTER, leadSource, matchesFilter, parseLeadFilter } from "@/lib/admin/lead-filter";
import type { StoredLead } from "@/lib/leads/store/records";

const ZONE = "America/Chicago";

function lead(overrides: Partial<StoredLead> = {}): StoredLead {
  return {
    id: "l1",
    submissionId: "s1",
    createdAt: Date.UTC(2026, 2, 10, 4, 30), // 11:30 PM on March 9 in Chicago
    tag: "website",
    payload: {
      firstName: "Dana",
      lastName: "Reyes",
      email: "dana@roofs.example",
      phone: "+15125550100",
      businessName: "Lone Star Roofing",
      tag: "website",
    },
    payloadJson: "{}",
    attribution: { lastTouch: { utm_source: "Google", landingPage: "/", landedAt: "2026-03-09T00:00:00Z" } },
    consent: null,
    status: "pending",
    attempts: 0,
    lastError: null,
    nextAttemptAt: null,
    giveUpAt: 0,
    deliveredAt: null,
    updatedAt: 0,
    spamReason: null,
    ...overrides,
  } as StoredLead;
}

const matches = (filter: Partial<typeof EMPTY_FILTER>, subject = lead()) =>
  matchesFilter(subject, { ...EMPTY_FILTER, ...filter }, ZONE);

describe("the console's lead filter", () => {
  it.each(["dana reyes", "DANA@ROOFS", "lone star", "(512) 555-0100", "5550100"])(
    "finds the lead by %s",
    (q) => {
      expect(matches({ q })).toBe(true);
    },
  );

  it("does not search other fields, nor match digits in a word", () => {
    expect(matches({ q: "website" })).toBe(false);
    expect(matches({ q: "zz 555" })).toBe(false);
  });

  it("filters by form, source (case-insensitive; direct without one) and date in the agency's zone", () => {
    expect(matches({ tag: "website" })).toBe(true);
    expect(matches({ tag: "chatbot" })).toBe(false);
    expect(matches({ source: "google" })).toBe(true);
    expect(matches({ source: "facebook" })).toBe(false);
    expect(leadSource(lead({ attribution: null }))).toBe("direct");
    expect(matches({ from: "2026-03-09", to: "2026-03-09" })).toBe(true);
    expect(matches({ from: "2026-03-10" })).toBe(false);
    expect(matches({ to: "2026-03-08" })).toBe(false);
  });

  it("keeps only known values from a posted form", () => {
    expect(parseLeadFilter({ q: "  dana ", status: "spam", from: "yesterday", to: "2026-03-09" })).toEqual({
      ...EMPTY_FILTER,
      q: "dana",
      status: "spam",
      to: "2026-03-09",
    });
    expect(parseLeadFilter({ status: "everything" }).status).toBe("");
  });
});
