import "server-only";

import type { LeadStore } from "@/lib/leads/store/lead-store";

import { SESSION_IDLE_MS, type AdminConfig } from "./config";
import type { AdminSession } from "./repository";
import { hashToken, newToken } from "./tokens";

// `__Secure-` makes the browser refuse the cookie from plain http; the console sets it only behind https.
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

// Rotation: the session the person came with (if any) ends.
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

// So that reading pages is not a write each time.
const TOUCH_EVERY_MS = 60_000;

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
