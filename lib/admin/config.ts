import "server-only";

import { siteConfig } from "@/content/site";
import type { ServerEnv } from "@/lib/env";

export interface AdminConfig {
  /** The only origin the console answers state-changing requests from. */
  origin: string;
  rpId: string;
  rpName: string;
  secure: boolean;
}

export function adminConfig(env: Pick<ServerEnv, "ADMIN_ORIGIN" | "ADMIN_RP_ID" | "NEXT_PUBLIC_SITE_URL">) {
  const origin = new URL(env.ADMIN_ORIGIN ?? env.NEXT_PUBLIC_SITE_URL).origin;
  const config: AdminConfig = {
    origin,
    rpId: env.ADMIN_RP_ID ?? new URL(origin).hostname,
    rpName: `${siteConfig.name} console`,
    secure: origin.startsWith("https:"),
  };
  return config;
}

export const INVITE_TTL_MS = 24 * 60 * 60_000;
export const SESSION_IDLE_MS = 12 * 60 * 60_000;
export const CHALLENGE_TTL_MS = 5 * 60_000;
/** Failed sign-ins (or enrolments) one address may make in SIGN_IN_WINDOW_MS before it must wait. */
export const SIGN_IN_FAILURES_ALLOWED = 5;
export const SIGN_IN_WINDOW_MS = 15 * 60_000;
/** Failures of one kind the audit log records per window from all addresses; past it, unknown passkeys are refused. */
export const FAILURES_RECORDED_MAX = 50;
/** Unexpired challenges one address holds, and all addresses together; a new one pushes out the oldest. */
export const CHALLENGES_PER_ADDRESS = 5;
export const CHALLENGES_MAX = 1_000;

export const ADMIN_PATHS = {
  home: "/admin",
  signIn: "/admin/sign-in",
  enrol: "/admin/enrol",
  leads: "/admin/leads",
  bookings: "/admin/bookings",
  outboxes: "/admin/outboxes",
  health: "/admin/health",
  audit: "/admin/audit",
  account: "/admin/account",
  actions: "/admin/actions",
  passkeys: "/admin/passkeys",
} as const;
