import { describe, expect, it } from "vitest";

import { signLeadToken, verifyLeadToken } from "@/lib/booking/lead-token";
import { signManageToken } from "@/lib/booking/manage-token";

const SECRET = "s".repeat(40);
const LEAD = "3f1c2a9e-8b7d-4c6e-9a1b-2d3e4f5a6b7c";
const NOW = Date.parse("2026-12-01T15:00:00Z");

describe("lead booking link", () => {
  it("names its lead until it expires, and only with the secret that signed it", () => {
    const token = signLeadToken(SECRET, LEAD, NOW + 1000);
    expect(verifyLeadToken(SECRET, token, NOW)).toEqual({ ok: true, leadId: LEAD });
    expect(verifyLeadToken(SECRET, token, NOW + 1000)).toEqual({ ok: false, reason: "expired" });
    expect(verifyLeadToken("t".repeat(40), token, NOW)).toEqual({ ok: false, reason: "invalid" });
  });

  it("refuses an altered lead, expiry or signature, and a booking's manage link", () => {
    const token = signLeadToken(SECRET, LEAD, NOW + 1000);
    const [id, expiry, signature] = token.split(".") as [string, string, string];
    const otherLead = `${id.slice(0, -1)}${id.endsWith("c") ? "d" : "c"}`;
    for (const altered of [
      `${otherLead}.${expiry}.${signature}`,
      `${id}.${(NOW + 10_000_000).toString(36)}.${signature}`,
      `${id}.${expiry}.${signature.slice(0, -1)}${signature.endsWith("A") ? "B" : "A"}`,
      "",
      "not-a-token",
    ]) {
      expect(verifyLeadToken(SECRET, altered, NOW), altered).toEqual({ ok: false, reason: "invalid" });
    }
    // Same secret, other purpose: a manage link is not a lead link.
    expect(verifyLeadToken(SECRET, signManageToken(SECRET, LEAD, 0, NOW + 1000), NOW).ok).toBe(false);
  });
});
