// Read from the raw env at build time (pages are prerendered) and by the CSP; lib/env.ts reports bad IDs.
import { adsConsentMode, type AdsConsentMode } from "../consent/ads-consent";

type Env = Readonly<Record<string, string | undefined>>;

export interface TagConfig {
  gtm?: { id: string; src: string };
  ga4?: { id: string; src: string };
  meta?: { id: string; src: string };
  consentMode: AdsConsentMode;
}

// Tags send the page's URL: never on the console, nor on a page whose URL carries a lead's or a booking's secret.
const TAGLESS_PATHS = [/^\/admin(\/|$)/];
const SECRET_PARAMS = ["token", "booking", "lead"];

export function tagsAllowedAt(pathname: string, search: string): boolean {
  if (TAGLESS_PATHS.some((pattern) => pattern.test(pathname))) return false;
  const params = new URLSearchParams(search);
  return !SECRET_PARAMS.some((name) => params.has(name));
}

const DEFAULT_GTM_BASE = "https://www.googletagmanager.com";
const DEFAULT_META_SCRIPT = "https://connect.facebook.net/en_US/fbevents.js";

function valid(value: string | undefined, pattern: RegExp): string | undefined {
  const trimmed = value?.trim();
  return trimmed && pattern.test(trimmed) ? trimmed : undefined;
}

function base(value: string | undefined, fallback: string): string {
  const trimmed = value?.trim();
  return (trimmed || fallback).replace(/\/+$/, "");
}

export function tagConfig(env: Env): TagConfig {
  const gtm = valid(env.GTM_CONTAINER_ID, /^GTM-[A-Z0-9]{4,12}$/);
  const ga4 = valid(env.GA4_MEASUREMENT_ID, /^G-[A-Z0-9]{4,16}$/);
  const meta = valid(env.META_PIXEL_ID, /^\d{5,20}$/);
  const googleBase = base(env.GTM_SCRIPT_URL, DEFAULT_GTM_BASE);
  const consentMode = adsConsentMode(env.ADS_CONSENT_MODE);
  // With GTM the container loads GA4 and the pixel itself: the site loads nothing else.
  if (gtm)
    return { gtm: { id: gtm, src: `${googleBase}/gtm.js?id=${encodeURIComponent(gtm)}` }, consentMode };
  return {
    consentMode,
    ...(ga4 ? { ga4: { id: ga4, src: `${googleBase}/gtag/js?id=${encodeURIComponent(ga4)}` } } : {}),
    ...(meta ? { meta: { id: meta, src: base(env.META_PIXEL_SCRIPT_URL, DEFAULT_META_SCRIPT) } } : {}),
  };
}

export function hasTags(config: TagConfig): boolean {
  return Boolean(config.gtm ?? config.ga4 ?? config.meta);
}
