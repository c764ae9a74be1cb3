import "server-only";

import { cookies } from "next/headers";

import { siteConfig } from "@/content/site";

import { LEAD_TOKEN_TTL_MS, verifyLeadToken } from "./lead-token";
import { appSecret } from "./runtime";

export const LEAD_COOKIE = "bb_lead";

// The lead's booking link rides in a cookie, never the address: ad tags on a page send its address, not httpOnly cookies.
export async function keepLeadToken(token: string): Promise<void> {
  (await cookies()).set(LEAD_COOKIE, token, {
    httpOnly: true,
    sameSite: "lax",
    secure: siteConfig.url.startsWith("https:"),
    path: "/",
    maxAge: LEAD_TOKEN_TTL_MS / 1000,
  });
}

/** The link a page was opened with (a no-JavaScript date change carries it), else the one the form's answer kept. */
export async function leadTokenOf(param: string | undefined): Promise<string | undefined> {
  return param ?? (await cookies()).get(LEAD_COOKIE)?.value;
}

/** A page's query parameter as one string (a repeated one counts as absent). */
export function oneParam(value: string | string[] | undefined): string | undefined {
  return typeof value === "string" && value !== "" ? value : undefined;
}

/** Whether a strategy-call lead's link is one this site signed and still open (the store is asked at booking). */
export function isLeadToken(token: string | undefined): token is string {
  if (!token) return false;
  try {
    return verifyLeadToken(appSecret(), token, Date.now()).ok;
  } catch {
    return false;
  }
}
