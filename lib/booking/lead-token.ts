import "server-only";

// A strategy-call lead's link to its own booking: who books is the stored lead, never what a browser sends.
import { createHmac, timingSafeEqual } from "node:crypto";

/** Long enough for the whole 14-day window of slots the lead was offered. */
export const LEAD_TOKEN_TTL_MS = 15 * 86_400_000;

function signature(secret: string, body: string): string {
  return createHmac("sha256", secret).update(`lead-booking.${body}`).digest("base64url");
}

export function signLeadToken(secret: string, leadId: string, expiresAt: number): string {
  const body = `${leadId}.${expiresAt.toString(36)}`;
  return `${body}.${signature(secret, body)}`;
}

export type LeadTokenCheck = { ok: true; leadId: string } | { ok: false; reason: "invalid" | "expired" };

export function verifyLeadToken(secret: string, token: string, now: number): LeadTokenCheck {
  const match = /^([A-Za-z0-9-]{8,64})\.([0-9a-z]{1,12})\.([A-Za-z0-9_-]{43})$/.exec(token);
  if (!match) return { ok: false, reason: "invalid" };
  const [, leadId = "", expiry = "", given = ""] = match;
  const expected = Buffer.from(signature(secret, `${leadId}.${expiry}`));
  const actual = Buffer.from(given);
  if (expected.length !== actual.length || !timingSafeEqual(expected, actual))
    return { ok: false, reason: "invalid" };
  if (now >= parseInt(expiry, 36)) return { ok: false, reason: "expired" };
  return { ok: true, leadId };
}
