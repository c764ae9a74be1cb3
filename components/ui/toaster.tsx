"use client";

import { useEffect, useState, type ComponentType } from "react";

/**
 * Mounts the toast viewport once the browser is idle, or at the visitor's first interaction, whichever comes
 * first: pages that never show a toast do not pay for it in their first-load JavaScript.
 */
export function Toaster() {
  const [Viewport, setViewport] = useState<ComponentType | null>(null);

  useEffect(() => {
    let cancelled = false;
    const events = ["pointerdown", "keydown", "focusin"] as const;
    const load = () => {
      cleanup();
      void import("./sonner-toaster").then((module) => {
        if (!cancelled) setViewport(() => module.SonnerToaster);
      });
    };
    const idle = window.requestIdleCallback?.(load, { timeout: 2000 });
    const timer = idle === undefined ? window.setTimeout(load, 1500) : undefined;
    for (const name of events) window.addEventListener(name, load, { once: true, passive: true, capture: true });
    function cleanup() {
      if (idle !== undefined) window.cancelIdleCallback(idle);
      if (timer !== undefined) window.clearTimeout(timer);
      for (const name of events) window.removeEventListener(name, load, { capture: true });
    }
    return () => {
      cancelled = true;
      cleanup();
    };
  }, []);

  return Viewport ? <Viewport /> : null;
}
