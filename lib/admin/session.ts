import "server-only";

/** Console sessions: a random token in an HttpOnly, SameSite=Strict cookie, its hash in the store, 12 h idle expiry. */
import type { LeadStore } from "@/lib/leads/store/lead-store";

import { SESSION_IDLE_MS, type AdminConfig } from "./config";
import type { AdminSession } from "./repository";
import { hashToken, newToken } from "./tokens";

/** `__Secure-` makes the browser refuse the cookie from plain http; the console sets it only behind https. */
export function sessionCookieName(config: AdminConfig): string {
  return config.secure ? "__Secure-admin_session" : "admin_session";
}

export function sessionCookieOptions(config: AdminConfig) {
  return {
    httpOnly: true,
    secure: config.secure,
    sameSite: "strict" as const,
    path: "/admin",
    maxAge: SESSION_IDLE_MS / 1000,
  };
}

/** A new session for a person who just proved a passkey; the one they came with (if any) ends: rotation. */
export async function openSession(
  store: LeadStore,
  config: AdminConfig,
  userId: string,
  previousToken: string | undefined,
  now: number,
): Promise<string> {
  if (previousToken) await store.admin.deleteSession(hashToken(previousToken));
  const token = newToken();
  await store.admin.createSession({ tokenHash: hashToken(token), userId, origin: config.origin, now });
  return token;
}

/** Writes last-seen at most this often, so that reading pages is not a write each time. */
const TOUCH_EVERY_MS = 60_000;

/** The live session behind a cookie: unknown, idle past 12 h, revoked or opened at another origin is none. */
export async function readSession(
  store: LeadStore,
  config: AdminConfig,
  token: string | undefined,
  now: number,
): Promise<AdminSession | undefined> {
  if (!token) return undefined;
  const session = await store.admin.getSession(hashToken(token), now - SESSION_IDLE_MS);
  if (!session || session.origin !== config.origin) return undefined;
  if (now - session.lastSeenAt > TOUCH_EVERY_MS) await store.admin.touchSession(session.tokenHash, now);
  return session;
}

export async function closeSession(store: LeadStore, token: string | undefined): Promise<void> {
  if (token) await store.admin.deleteSession(hashToken(token));
}
