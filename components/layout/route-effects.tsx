"use client";

import { usePathname, useRouter } from "next/navigation";
import { useEffect, useRef, useState, type ComponentType } from "react";

import { prefetchFallbackMs } from "@/content/prefetch-routes";
import { onFirstInteraction } from "@/lib/browser/first-interaction";

export function RouteEffects() {
  const pathname = usePathname();
  const router = useRouter();
  const previousPath = useRef(pathname);
  const [Deferred, setDeferred] = useState<ComponentType | null>(null);

  // The Web Vitals reporter and the unsent-leads sender come after the page starts, outside the first-load budget.
  useEffect(() => {
    import("./deferred-effects").then(
      (mod) => setDeferred(() => mod.DeferredEffects),
      () => undefined,
    );
  }, []);

  useEffect(() => {
    // Only on a change of route: the first load keeps wherever the visitor already scrolled to.
    if (previousPath.current === pathname) return;
    previousPath.current = pathname;
    if (!window.location.hash) window.scrollTo({ top: 0, left: 0, behavior: "instant" });
  }, [pathname]);

  useEffect(() => {
    let stopPrefetching: (() => void) | undefined;
    let unmounted = false;
    const start = () => {
      cancelInteraction();
      clearTimeout(fallback);
      void import("@/lib/browser/prefetching").then(({ startPrefetching }) => {
        if (!unmounted) stopPrefetching = startPrefetching(router);
      });
    };
    const cancelInteraction = onFirstInteraction(start);
    const fallback = setTimeout(start, prefetchFallbackMs);
    return () => {
      unmounted = true;
      cancelInteraction();
      clearTimeout(fallback);
      stopPrefetching?.();
    };
  }, [router]);

  return Deferred ? <Deferred /> : null;
}
