"use client";

import { useEffect, useState, type ComponentType } from "react";

/**
 * Reports each visitor's LCP, INP, CLS and TTFB to the data layer (lib/analytics.ts). The reporter and the
 * web-vitals library are fetched after the page has started, outside the first-load JavaScript: their observers
 * read the browser's buffered entries, so nothing measured before they arrive is lost.
 */
export function WebVitals() {
  const [Reporter, setReporter] = useState<ComponentType | null>(null);
  useEffect(() => {
    let active = true;
    import("./web-vitals-reporter").then(
      (mod) => {
        if (active) setReporter(() => mod.WebVitalsReporter);
      },
      // Without the chunk the page simply reports nothing.
      () => undefined,
    );
    return () => {
      active = false;
    };
  }, []);
  return Reporter ? <Reporter /> : null;
}
