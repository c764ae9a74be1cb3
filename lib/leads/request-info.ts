import "server-only";

import { ATTRIBUTION_COOKIE } from "./attribution";

export interface LeadRequestInfo {
  ip: string;
  userAgent: string;
  referer?: string;
  attributionCookie?: string;
  /** Kept whole: the ad platforms' own cookies (_fbp, _fbc, _ga…) are read from it for conversions. */
  cookieHeader?: string;
  globalPrivacyControl?: boolean;
}

interface HeaderReader {
  get(name: string): string | null;
}

const IP_MAX_LENGTH = 64;

// Only the last X-Forwarded-For entry is trusted: server.ts sets it from the TCP peer or trusted proxies.
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
