import { describe, expect, it } from "vitest";

import { httpStatusFor } from "@/lib/leads/outcome";

describe("JSON API status", () => {
  it("is 503 when the lead could neither be stored nor delivered directly", () => {
    expect(httpStatusFor({ kind: "failed", error: "Failed to submit form. Please try again." })).toBe(503);
  });

  it.each([
    [{ kind: "accepted", leadId: "l", tag: "website" } as const, 200],
    [{ kind: "quarantined", leadId: "l", tag: "website", reason: "honeypot" } as const, 200],
    [{ kind: "invalid", error: "x", fieldErrors: {} } as const, 400],
    [{ kind: "rate-limited", error: "x" } as const, 429],
  ])("%j → %i", (outcome, status) => {
    expect(httpStatusFor(outcome)).toBe(status);
  });
});
