"use client";

import Script from "next/script";
import { useEffect } from "react";

import { startGtag, startGtm, startMetaPixel } from "@/lib/browser/ad-tags";
import type { TagConfig } from "@/lib/conversions/tag-config";

export function AdTags({ config }: { config: TagConfig }) {
  const { gtm, ga4, meta } = config;
  useEffect(() => {
    if (gtm) startGtm();
    if (ga4) startGtag(ga4.id);
    if (meta) startMetaPixel(meta.id);
  }, [gtm, ga4, meta]);
  return (
    <>
      {gtm && <Script id="gtm" src={gtm.src} strategy="afterInteractive" />}
      {ga4 && <Script id="gtag" src={ga4.src} strategy="afterInteractive" />}
      {meta && <Script id="meta-pixel" src={meta.src} strategy="afterInteractive" />}
    </>
  );
}
