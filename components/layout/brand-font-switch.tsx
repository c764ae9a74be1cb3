"use client";

import { usePathname } from "next/navigation";
import { useEffect, useLayoutEffect, useRef } from "react";

import { afterLoad } from "@/lib/after-load";
import { cacheBrandFont, showBrandFont } from "@/lib/brand-font";
import { brandFont } from "@/lib/fonts";

/**
 * Once the page has loaded, fetches the brand font for the next pages (lib/brand-font-flag.ts); from the next route
 * on, this document draws it too. Switching on a route change, before it is painted, moves no text already read.
 */
export function BrandFontSwitch() {
  const pathname = usePathname();
  const firstPath = useRef(pathname);
  const cached = useRef(false);

  useEffect(
    () =>
      afterLoad(() => void cacheBrandFont(brandFont.style.fontFamily).then((ok) => (cached.current = ok))),
    [],
  );

  useLayoutEffect(() => {
    if (pathname !== firstPath.current && cached.current) showBrandFont();
  }, [pathname]);

  return null;
}
