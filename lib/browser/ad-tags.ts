/** What the browser tags need before their scripts run: the data layer's start event, gtag() and the fbq() queue. */
type Queue = ((...args: unknown[]) => void) & {
  queue?: unknown[][];
  callMethod?: (...args: unknown[]) => void;
};

type TagWindow = typeof window & {
  dataLayer?: unknown[];
  gtag?: (...args: unknown[]) => void;
  fbq?: Queue;
  _fbq?: Queue;
};

function tagWindow(): TagWindow {
  return window as TagWindow;
}

export function startGtm(): void {
  const w = tagWindow();
  w.dataLayer = w.dataLayer ?? [];
  w.dataLayer.push({ "gtm.start": Date.now(), event: "gtm.js" });
}

export function startGtag(measurementId: string): void {
  const w = tagWindow();
  w.dataLayer = w.dataLayer ?? [];
  if (!w.gtag) {
    const layer = w.dataLayer;
    // gtag.js reads the Arguments object itself, as Google's snippet pushes it.
    w.gtag = function gtag() {
      // eslint-disable-next-line prefer-rest-params
      layer.push(arguments);
    };
  }
  w.gtag("js", new Date());
  w.gtag("config", measurementId);
}

/** Meta's queueing stub: calls made before fbevents.js loads are replayed by it. */
export function startMetaPixel(pixelId: string): void {
  const w = tagWindow();
  if (!w.fbq) {
    const fbq: Queue = (...args: unknown[]) => {
      if (fbq.callMethod) fbq.callMethod(...args);
      else fbq.queue?.push(args);
    };
    Object.assign(fbq, { push: fbq, loaded: true, version: "2.0", queue: [] });
    w.fbq = fbq;
    w._fbq = fbq;
  }
  w.fbq("init", pixelId);
  w.fbq("track", "PageView");
}

/**
 * A lead or booking for the Meta pixel, with the lead's id as `eventID` so Meta counts it once with the server's
 * Conversions API event. GA4 gets its conversions from the server only (it has no deduplication).
 */
export function trackPixelConversion(booking: boolean, leadId: string | undefined): void {
  const fbq = tagWindow().fbq;
  if (!fbq || !leadId) return;
  fbq("track", booking ? "Schedule" : "Lead", {}, { eventID: leadId });
}
