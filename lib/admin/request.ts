import "server-only";

import { cookies, headers } from "next/headers";
import { redirect } from "next/navigation";

import { getServerEnv } from "@/lib/env";
import { clientIp } from "@/lib/leads/request-info";
import { leadStore } from "@/lib/leads/runtime";
import type { LeadStore } from "@/lib/leads/store/lead-store";

import { ADMIN_PATHS, adminConfig, type AdminConfig } from "./config";
import type { AdminSession } from "./repository";
import { readSession, sessionCookieName } from "./session";

export interface AdminRequest {
  store: LeadStore;
  config: AdminConfig;
  ip: string;
  token: string | undefined;
  session: AdminSession | undefined;
  // True also when no Origin is sent, as a top-level navigation may not send one.
  sameOrigin: boolean;
}

export function isFromOrigin(
  origin: string | null,
  fetchSite: string | null,
  config: AdminConfig,
  required: boolean,
): boolean {
  if (origin !== null) return origin === config.origin;
  if (required) return false;
  return fetchSite === null || fetchSite === "same-origin" || fetchSite === "none";
}

export async function adminRequest(options: { originRequired: boolean }): Promise<AdminRequest> {
  const [headerList, cookieJar, store] = await Promise.all([headers(), cookies(), leadStore()]);
  const config = adminConfig(getServerEnv());
  const token = cookieJar.get(sessionCookieName(config))?.value;
  const sameOrigin = isFromOrigin(
    headerList.get("origin"),
    headerList.get("sec-fetch-site"),
    config,
    options.originRequired,
  );
  const session = sameOrigin ? await readSession(store, config, token, Date.now()) : undefined;
  return { store, config, ip: clientIp(headerList), token, session, sameOrigin };
}

export async function requireAdminPage(): Promise<AdminRequest & { session: AdminSession }> {
  const request = await adminRequest({ originRequired: false });
  if (!request.session) redirect(ADMIN_PATHS.signIn);
  return { ...request, session: request.session };
}
