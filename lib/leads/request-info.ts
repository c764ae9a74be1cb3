/** What the pipeline needs to know about the HTTP request behind a submission, read from its headers. */
import "server-only";

import { ATTRIBUTION_COOKIE } from "./attribution";

export interface LeadRequestInfo {
  /** The client address used for rate limiting and the consent record ("unknown" when none is known). */
  ip: string;
  userAgent: string;
  referer?: string;
  attributionCookie?: string;
  /** The whole Cookie header: the ad platforms' own cookies (_fbp, _fbc, _ga…) are read from it for conversions. */
  cookieHeader?: string;
  /** The browser sent Sec-GPC: 1 (Global Privacy Control). */
  globalPrivacyControl?: boolean;
}

interface HeaderReader {
  get(name: string): string | null;
}

const IP_MAX_LENGTH = 64;

/**
 * The X-Forwarded-For value the server entry (server.ts) set from the TCP peer, or from the trusted proxies'
 * entries (TRUSTED_PROXY_HOPS), replacing whatever the client sent; "unknown" without it.
 */
export function clientIp(headers: HeaderReader): string {
  const ip = headers.get("x-forwarded-for")?.split(",").at(-1)?.trim();
  return ip ? ip.slice(0, IP_MAX_LENGTH) : "unknown";
}

export function leadRequestInfo(
  headers: HeaderReader,
  cookieValue: (name: string) => string | undefined,
): LeadRequestInfo {
  return {
    ip: clientIp(headers),
    userAgent: headers.get("user-agent") ?? "",
    referer: headers.get("referer") ?? undefined,
    attributionCookie: cookieValue(ATTRIBUTION_COOKIE),
    cookieHeader: headers.get("cookie") ?? undefined,
    globalPrivacyControl: headers.get("sec-gpc") === "1",
  };
}
