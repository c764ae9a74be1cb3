"use client";

import { useEffect } from "react";

/**
 * Fetches a lazily loaded chunk once the page has loaded and the browser is idle, so that the first open feels
 * instant without competing with the page's own loading.
 */
export function usePreloadWhenIdle(load: () => Promise<unknown>) {
  useEffect(() => {
    let cancelIdle: (() => void) | undefined;
    const preload = () => void load().catch(() => undefined);
    const whenIdle = () => {
      if (typeof window.requestIdleCallback === "function") {
        const handle = window.requestIdleCallback(preload);
        cancelIdle = () => window.cancelIdleCallback(handle);
      } else {
        // Safari has no requestIdleCallback.
        const handle = window.setTimeout(preload, 2000);
        cancelIdle = () => window.clearTimeout(handle);
      }
    };
    if (document.readyState === "complete") whenIdle();
    else window.addEventListener("load", whenIdle, { once: true });
    return () => {
      window.removeEventListener("load", whenIdle);
      cancelIdle?.();
    };
  }, [load]);
}
