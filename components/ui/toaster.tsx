"use client";

import { useEffect, useState, type ComponentType } from "react";

import { onFirstInteraction } from "@/lib/browser/first-interaction";
import { toastViewport } from "@/lib/browser/toast";

/** Mounts the toast viewport at the first interaction or toast, so pages without toasts do not load sonner. */
export function Toaster() {
  const [Viewport, setViewport] = useState<ComponentType | null>(null);

  useEffect(() => {
    let cancelled = false;
    let requested = false;
    const load = () => {
      if (requested) return;
      requested = true;
      void import("./sonner-toaster").then((module) => {
        if (!cancelled) setViewport(() => module.SonnerToaster);
      });
    };
    toastViewport.onDemand(load);
    const cancelWait = onFirstInteraction(load);
    return () => {
      cancelled = true;
      cancelWait();
    };
  }, []);

  return Viewport ? <Viewport /> : null;
}
