"use client";

import { usePathname, useRouter } from "next/navigation";
import { useEffect, useRef } from "react";

import { prefetchRoutes } from "@/content/prefetch-routes";

/** Scrolls to the top on every route change (unless the URL targets an anchor) and prefetches key routes. */
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
    const prefetch = () => prefetchRoutes.forEach((route) => router.prefetch(route));
    if ("requestIdleCallback" in window) {
      const handle = window.requestIdleCallback(prefetch, { timeout: 4000 });
      return () => window.cancelIdleCallback(handle);
    }
    const timer = setTimeout(prefetch, 2000);
    return () => clearTimeout(timer);
  }, [router]);

  return null;
}
