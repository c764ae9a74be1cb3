"use client";

import { usePathname } from "next/navigation";
import { useEffect, useLayoutEffect } from "react";

import { afterLoad } from "@/lib/after-load";
import { applyFullStylesheet, fetchFullStylesheet, landingPath } from "@/lib/full-stylesheet";

/**
 * Once the page has loaded, fetches the stylesheet the landing page carries only in part (lib/full-stylesheet.ts);
 * on a client navigation, switches it on before the new route is painted, since that route's markup may use rules
 * the landing page left out. Mounted after hydration: a route reached before then is switched on at mount.
 */
export function FullStylesheetSwitch() {
  const pathname = usePathname();

  useEffect(() => afterLoad(fetchFullStylesheet), []);

  useLayoutEffect(() => {
    if (window.location.pathname !== landingPath()) applyFullStylesheet();
  }, [pathname]);

  return null;
}
