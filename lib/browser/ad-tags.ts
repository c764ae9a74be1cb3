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

// eventID is the lead id so Meta dedupes it with the server's event; GA4 can't dedupe: server only.
export function trackPixelConversion(booking: boolean, leadId: string | undefined): void {
  const fbq = tagWindow().fbq;
  if (!fbq || !leadId) return;
  fbq("track", booking ? "Schedule" : "Lead", {}, { eventID: leadId });
}
