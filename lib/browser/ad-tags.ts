import { googleConsentState } from "@/lib/consent/ads-consent";

type Queue = ((...args: unknown[]) => void) & {
  queue?: unknown[][];
  callMethod?: (...args: unknown[]) => void;
};

// Read defensively: an element whose id is one of these names shadows it (named access on window).
type TagWindow = typeof window & {
  dataLayer?: unknown;
  gtag?: unknown;
  fbq?: unknown;
  _fbq?: unknown;
};

function tagWindow(): TagWindow {
  return window as TagWindow;
}

function dataLayer(): unknown[] {
  const w = tagWindow();
  if (!Array.isArray(w.dataLayer)) w.dataLayer = [];
  return w.dataLayer as unknown[];
}

/** Google's `gtag()`: pushes its Arguments object, which gtag.js and GTM read as a command. */
export function gtag(..._args: unknown[]): void {
  // eslint-disable-next-line prefer-rest-params
  dataLayer().push(arguments);
}

function pixel(): Queue | undefined {
  const fbq = tagWindow().fbq;
  return typeof fbq === "function" ? (fbq as Queue) : undefined;
}

function consentDefault(..._args: unknown[]): void {
  // eslint-disable-next-line prefer-rest-params
  dataLayer().unshift(arguments);
}

/**
 * Consent Mode v2: the defaults (denied) head the data layer, before any tag and any event pushed earlier (web
 * vitals); the visitor's decision follows.
 */
function googleConsent(allowed: boolean): void {
  consentDefault("consent", "default", { ...googleConsentState(false), wait_for_update: 500 });
  if (allowed) gtag("consent", "update", googleConsentState(true));
}

export function startGtm(allowed: boolean): void {
  googleConsent(allowed);
  dataLayer().push({ "gtm.start": Date.now(), event: "gtm.js" });
}

export function startGtag(measurementId: string, allowed: boolean): void {
  const w = tagWindow();
  if (typeof w.gtag !== "function") w.gtag = gtag;
  googleConsent(allowed);
  gtag("js", new Date());
  gtag("config", measurementId);
}

/** Meta's queueing stub: calls made before fbevents.js loads are replayed by it. */
export function startMetaPixel(pixelId: string): void {
  const w = tagWindow();
  if (!pixel()) {
    const fbq: Queue = (...args: unknown[]) => {
      if (fbq.callMethod) fbq.callMethod(...args);
      else fbq.queue?.push(args);
    };
    Object.assign(fbq, { push: fbq, loaded: true, version: "2.0", queue: [] });
    w.fbq = fbq;
    w._fbq = fbq;
  }
  pixel()?.("init", pixelId);
  pixel()?.("track", "PageView");
}

/** A later opt-out (the footer control) on a page whose tags already run. */
export function revokeAdsConsent(): void {
  if (Array.isArray(tagWindow().dataLayer)) gtag("consent", "update", googleConsentState(false));
  pixel()?.("consent", "revoke");
}

// eventID is the lead id so Meta dedupes it with the server's event; GA4 can't dedupe: server only.
export function trackPixelConversion(booking: boolean, leadId: string | undefined): void {
  const fbq = pixel();
  if (!fbq || !leadId) return;
  fbq("track", booking ? "Schedule" : "Lead", {}, { eventID: leadId });
}
