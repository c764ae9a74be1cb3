"use client";

import { usePathname, useRouter } from "next/navigation";
import { useEffect, useRef } from "react";

import { prefetchFallbackMs, prefetchRoutes } from "@/content/prefetch-routes";
import { onFirstInteraction } from "@/lib/first-interaction";
import { prefetchTarget } from "@/lib/prefetch-target";

/**
 * Scrolls to the top on every route change (unless the URL targets an anchor) and prefetches routes: the key
 * ones once the visitor engages (or after a pause), any other internal link when it is hovered, touched or
 * focused (links themselves do not prefetch on sight, see `components/ui/link.tsx`).
 */
export function RouteEffects() {
  const pathname = usePathname();
  const router = useRouter();
  const previousPath = useRef(pathname);

  useEffect(() => {
    // Only on a change of route: the first load keeps wherever the visitor already scrolled to.
    if (previousPath.current === pathname) return;
    previousPath.current = pathname;
    if (!window.location.hash) window.scrollTo({ top: 0, left: 0, behavior: "instant" });
  }, [pathname]);

  useEffect(() => {
    const prefetched = new Set<string>();
    const prefetch = (route: string) => {
      if (prefetched.has(route)) return;
      prefetched.add(route);
      router.prefetch(route);
    };

    let idleHandle: number | undefined;
    const prefetchKeyRoutes = () => {
      cancelInteraction();
      window.clearTimeout(fallback);
      const run = () => prefetchRoutes.forEach(prefetch);
      // When the browser is idle, so that the prefetch does not land on the visitor's first scroll frames.
      if ("requestIdleCallback" in window) idleHandle = window.requestIdleCallback(run, { timeout: 2000 });
      else run();
    };
    const cancelInteraction = onFirstInteraction(prefetchKeyRoutes);
    const fallback = window.setTimeout(prefetchKeyRoutes, prefetchFallbackMs);

    const onIntent = (event: Event) => {
      const anchor = event.target instanceof Element ? event.target.closest("a[href]") : null;
      if (
        !(anchor instanceof HTMLAnchorElement) ||
        anchor.hasAttribute("download") ||
        anchor.target === "_blank"
      )
        return;
      const route = prefetchTarget(anchor.href, window.location);
      if (route) prefetch(route);
    };
    document.addEventListener("pointerover", onIntent, { passive: true });
    document.addEventListener("focusin", onIntent);

    return () => {
      cancelInteraction();
      window.clearTimeout(fallback);
      if (idleHandle !== undefined) window.cancelIdleCallback(idleHandle);
      document.removeEventListener("pointerover", onIntent);
      document.removeEventListener("focusin", onIntent);
    };
  }, [router]);

  return null;
}
