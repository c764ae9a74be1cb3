import "server-only";

import * as z from "zod/mini";

export const ATTRIBUTION_COOKIE = "lead_attribution";
export const ATTRIBUTION_MAX_AGE_SECONDS = 90 * 24 * 60 * 60;

export const TRACKED_PARAMS = [
  "utm_source",
  "utm_medium",
  "utm_campaign",
  "utm_term",
  "utm_content",
  "gclid",
  "gbraid",
  "wbraid",
  "fbclid",
  "msclkid",
] as const;

export type TrackedParam = (typeof TRACKED_PARAMS)[number];

const VALUE_MAX_LENGTH = 150;
const URL_MAX_LENGTH = 200;
// Browsers drop cookies over 4 KB; past this size every value is cut short instead.
const COOKIE_VALUE_MAX_LENGTH = 3500;
const SHRUNK_VALUE_LENGTH = 40;

const trackedShape = Object.fromEntries(
  TRACKED_PARAMS.map((param) => [param, z.optional(z.string().check(z.maxLength(VALUE_MAX_LENGTH)))]),
) as Record<TrackedParam, z.ZodMiniOptional<z.ZodMiniString<string>>>;

const touchSchema = z.object({
  ...trackedShape,
  referrer: z.optional(z.string().check(z.maxLength(URL_MAX_LENGTH))),
  landingPage: z.string().check(z.maxLength(URL_MAX_LENGTH)),
  landedAt: z.string().check(z.maxLength(40)),
});

const cookieSchema = z.object({ v: z.literal(1), first: touchSchema, last: touchSchema });

export type Touch = z.output<typeof touchSchema>;
export type AttributionCookie = z.output<typeof cookieSchema>;

export interface LeadAttribution {
  pagePath?: string;
  firstTouch?: Touch;
  lastTouch?: Touch;
}

function toBase64Url(text: string): string {
  const bytes = new TextEncoder().encode(text);
  let binary = "";
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary).replace(/\+/g, "-").replace(/\//g, "_").replace(/=+$/, "");
}

function fromBase64Url(encoded: string): string {
  const binary = atob(encoded.replace(/-/g, "+").replace(/_/g, "/"));
  return new TextDecoder().decode(Uint8Array.from(binary, (char) => char.charCodeAt(0)));
}

export function parseAttributionCookie(value: string | undefined): AttributionCookie | undefined {
  if (!value || value.length > COOKIE_VALUE_MAX_LENGTH * 2) return undefined;
  try {
    const parsed = z.safeParse(cookieSchema, JSON.parse(fromBase64Url(value)));
    return parsed.success ? parsed.data : undefined;
  } catch {
    return undefined;
  }
}

function shrink(touch: Touch): Touch {
  return Object.fromEntries(
    Object.entries(touch).map(([key, value]) => [
      key,
      key === "landedAt" ? value : value?.slice(0, SHRUNK_VALUE_LENGTH),
    ]),
  ) as Touch;
}

export function encodeAttributionCookie(cookie: AttributionCookie): string {
  const encoded = toBase64Url(JSON.stringify(cookie));
  if (encoded.length <= COOKIE_VALUE_MAX_LENGTH) return encoded;
  return toBase64Url(JSON.stringify({ v: 1, first: shrink(cookie.first), last: shrink(cookie.last) }));
}

export interface Landing {
  url: URL;
  referrer: string | null;
  now: Date;
  siteHosts: readonly string[];
}

function safeUrl(value: string | null): URL | undefined {
  if (!value) return undefined;
  try {
    return new URL(value);
  } catch {
    return undefined;
  }
}

// A decoded "%0D%0A" in a campaign name would split a header or CSV row a receiver builds from it.
const CONTROL_OR_LINE_BREAK = /[\u0000-\u001F\u007F-\u009F\u2028\u2029]+/g;

function trackedParams(url: URL): Partial<Record<TrackedParam, string>> {
  const found: Partial<Record<TrackedParam, string>> = {};
  for (const param of TRACKED_PARAMS) {
    const value = url.searchParams.get(param)?.replace(CONTROL_OR_LINE_BREAK, " ").trim();
    if (value) found[param] = value.slice(0, VALUE_MAX_LENGTH);
  }
  return found;
}

// Tracked params keep the first touch and replace the last; without them only a new visitor gets a touch.
export function nextAttribution(
  existing: AttributionCookie | undefined,
  landing: Landing,
): AttributionCookie | undefined {
  const params = trackedParams(landing.url);
  const referrerUrl = safeUrl(landing.referrer);
  const external = referrerUrl !== undefined && !landing.siteHosts.includes(referrerUrl.host);
  const hasParams = Object.keys(params).length > 0;
  if (!hasParams && existing) return undefined;
  if (!hasParams && !referrerUrl) return undefined;

  const landingPage = (
    !hasParams && !external && referrerUrl ? referrerUrl.pathname : landing.url.pathname
  ).slice(0, URL_MAX_LENGTH);
  const touch: Touch = {
    ...params,
    ...(external && referrerUrl
      ? { referrer: `${referrerUrl.origin}${referrerUrl.pathname}`.slice(0, URL_MAX_LENGTH) }
      : {}),
    landingPage,
    landedAt: landing.now.toISOString(),
  };
  return { v: 1, first: existing?.first ?? touch, last: touch };
}

const PAGE_PATH_MAX_LENGTH = 200;

const PAGE_PATH_BASE = "https://page-path.invalid";

// Rejects anything a URL parser could read as another site: a scheme, a host, "//" or a backslash.
export function safePagePath(value: string | undefined): string | undefined {
  const trimmed = value?.trim();
  if (
    !trimmed ||
    !trimmed.startsWith("/") ||
    trimmed.includes("//") ||
    trimmed.includes("\\") ||
    trimmed.length > PAGE_PATH_MAX_LENGTH ||
    !/^[\x21-\x7e]+$/.test(trimmed)
  ) {
    return undefined;
  }
  try {
    return new URL(trimmed, PAGE_PATH_BASE).origin === PAGE_PATH_BASE ? trimmed : undefined;
  } catch {
    return undefined;
  }
}

export function leadAttribution(
  cookieValue: string | undefined,
  pagePath: string | undefined,
): LeadAttribution {
  const cookie = parseAttributionCookie(cookieValue);
  return {
    ...(pagePath ? { pagePath } : {}),
    ...(cookie ? { firstTouch: cookie.first, lastTouch: cookie.last } : {}),
  };
}
