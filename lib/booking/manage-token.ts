import "server-only";

// The version is the booking's sequence, so every reschedule or cancel retires all earlier links.
import { createHmac, timingSafeEqual } from "node:crypto";

function signature(secret: string, body: string): string {
  return createHmac("sha256", secret).update(`booking-manage.${body}`).digest("base64url");
}

export function signManageToken(
  secret: string,
  bookingId: string,
  version: number,
  expiresAt: number,
): string {
  const body = `${bookingId}.${version.toString(36)}.${expiresAt.toString(36)}`;
  return `${body}.${signature(secret, body)}`;
}

export type TokenCheck =
  | { ok: true; bookingId: string; version: number; expiresAt: number }
  | { ok: false; reason: "invalid" | "expired" };

export function verifyManageToken(secret: string, token: string, now: number): TokenCheck {
  const match = /^([A-Za-z0-9-]{8,64})\.([0-9a-z]{1,6})\.([0-9a-z]{1,12})\.([A-Za-z0-9_-]{43})$/.exec(token);
  if (!match) return { ok: false, reason: "invalid" };
  const [, bookingId = "", version = "", expiry = "", given = ""] = match;
  const expected = Buffer.from(signature(secret, `${bookingId}.${version}.${expiry}`));
  const actual = Buffer.from(given);
  if (expected.length !== actual.length || !timingSafeEqual(expected, actual))
    return { ok: false, reason: "invalid" };
  const expiresAt = parseInt(expiry, 36);
  if (now >= expiresAt) return { ok: false, reason: "expired" };
  return { ok: true, bookingId, version: parseInt(version, 36), expiresAt };
}
