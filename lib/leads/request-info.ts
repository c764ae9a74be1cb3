/** What the pipeline needs to know about the HTTP request behind a submission, read from its headers. */
import { ATTRIBUTION_COOKIE } from "./attribution";

export interface LeadRequestInfo {
  /** The client address used for rate limiting and the consent record ("unknown" when no header names it). */
  ip: string;
  userAgent: string;
  referer?: string;
  attributionCookie?: string;
}

interface HeaderReader {
  get(name: string): string | null;
}

const IP_MAX_LENGTH = 64;

/**
 * The right-most X-Forwarded-For entry: the one appended by the proxy in front of the server (or by Next.js from
 * the socket when there is none). Entries further left are whatever the client chose to send.
 */
export function clientIp(headers: HeaderReader): string {
  const forwarded = headers
    .get("x-forwarded-for")
    ?.split(",")
    .map((entry) => entry.trim())
    .filter(Boolean);
  const ip = forwarded?.at(-1) ?? headers.get("x-real-ip")?.trim();
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
  };
}
