import "server-only";

import type { LeadAttribution, Touch } from "@/lib/leads/attribution";
import type { LeadRequestInfo } from "@/lib/leads/request-info";

import { AD_CLICK_IDS, type ConversionContext } from "./events";
import { hashedUserData } from "./normalize";

const COOKIE_VALUE_MAX_LENGTH = 200;

// The first of a repeated name wins: browsers send the most specific cookie first.
export function parseCookies(header: string | undefined): Map<string, string> {
  const cookies = new Map<string, string>();
  for (const part of (header ?? "").split(";")) {
    const eq = part.indexOf("=");
    if (eq <= 0) continue;
    const name = part.slice(0, eq).trim();
    const value = part.slice(eq + 1).trim();
    if (name && !cookies.has(name) && value.length <= COOKIE_VALUE_MAX_LENGTH) cookies.set(name, value);
  }
  return cookies;
}

export function chooseClickId(touches: readonly (Touch | undefined)[]): ConversionContext["clickId"] {
  for (const touch of touches) {
    for (const type of AD_CLICK_IDS) {
      const value = touch?.[type];
      const at = Date.parse(touch?.landedAt ?? "");
      if (value) return Number.isFinite(at) ? { type, value, at } : { type, value };
    }
  }
  return undefined;
}

// Without a valid _fbc cookie, build it from fbclid as Meta's pixel would: "fb.1.<ms>.<fbclid>".
export function chooseFbc(
  cookie: string | undefined,
  touches: readonly (Touch | undefined)[],
): string | undefined {
  if (cookie && /^fb\.\d\.\d+\..+$/.test(cookie)) return cookie;
  const touch = touches.find((candidate) => candidate?.fbclid);
  if (!touch?.fbclid) return undefined;
  const landedAt = Date.parse(touch.landedAt);
  return Number.isFinite(landedAt) ? `fb.1.${landedAt}.${touch.fbclid}` : undefined;
}

// `_ga` is "GA1.1.<random>.<seconds>"; the client id is "<random>.<seconds>".
export function gaClientId(cookie: string | undefined): string | undefined {
  const match = /^GA\d\.\d+\.(\d+\.\d+)$/.exec(cookie ?? "");
  return match?.[1];
}

// `_ga_<container>` is "GS1.1.<session>.…" or "GS2.1.s<session>$o…".
export function gaSessionId(cookie: string | undefined): string | undefined {
  const match = /^GS1\.\d+\.(\d+)\./.exec(cookie ?? "") ?? /^GS2\.\d+\.s(\d+)/.exec(cookie ?? "");
  return match?.[1];
}

export interface CaptureInput {
  attribution: LeadAttribution;
  request: LeadRequestInfo;
  pageUrl: string;
  email?: string;
  phone?: string;
  consented: boolean;
  // Names the GA4 session cookie: `G-ABC123` → `_ga_ABC123`.
  measurementId?: string;
}

export function captureConversionContext(input: CaptureInput): ConversionContext {
  const cookies = parseCookies(input.request.cookieHeader);
  const touches = [input.attribution.lastTouch, input.attribution.firstTouch];
  // A browser's Global Privacy Control signal is an opt-out of ad use whatever the form said.
  const granted = input.consented && !input.request.globalPrivacyControl;
  const sessionCookie = input.measurementId ? `_ga_${input.measurementId.replace(/^G-/, "")}` : undefined;
  const context: ConversionContext = {
    clickId: chooseClickId(touches),
    fbc: chooseFbc(cookies.get("_fbc"), touches),
    fbp: /^fb\.\d\.\d+\.\d+$/.test(cookies.get("_fbp") ?? "") ? cookies.get("_fbp") : undefined,
    gaClientId: gaClientId(cookies.get("_ga")),
    gaSessionId: sessionCookie ? gaSessionId(cookies.get(sessionCookie)) : undefined,
    userAgent: input.request.userAgent || undefined,
    ip: input.request.ip === "unknown" ? undefined : input.request.ip,
    pageUrl: input.pageUrl,
    consent: { adUserData: granted, adPersonalization: granted },
    hashed: granted ? hashedUserData(input.email, input.phone) : { google: {}, meta: {} },
  };
  return JSON.parse(JSON.stringify(context)) as ConversionContext; // drops the undefined keys
}
