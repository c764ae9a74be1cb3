import "server-only";

import { cookies } from "next/headers";

import { siteConfig } from "@/content/site";

import { LEAD_TOKEN_TTL_MS } from "./lead-token";

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
