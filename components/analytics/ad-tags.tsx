"use client";

import { usePathname } from "next/navigation";
import Script from "next/script";
import { useEffect, useState } from "react";

import { revokeAdsConsent, startGtag, startGtm, startMetaPixel } from "@/lib/browser/ad-tags";
import { browserAdsAllowed, onAdsChoice } from "@/lib/browser/ads-consent";
import { tagsAllowedAt, type TagConfig } from "@/lib/conversions/tag-config";

let openedTagless: boolean | undefined;

// Script ids never equal a global the tags use (gtag, dataLayer, fbq): an element id shadows it on window.
export function AdTags({ config }: { config: TagConfig }) {
  const { gtm, ga4, meta, consentMode } = config;
  const pathname = usePathname();
  const [loaded, setLoaded] = useState(false);

  useEffect(() => {
    const decide = () => {
      const allowed = browserAdsAllowed(consentMode);
      if (loaded) {
        if (!allowed) revokeAdsConsent();
        return;
      }
      // A document opened on such a page keeps no tag even after a soft navigation (gtag reports the last URL).
      openedTagless ??= !tagsAllowedAt(location.pathname, location.search);
      // Once loaded a tag cannot be unloaded: a page with a secret in its URL is reached by a full load.
      if (!allowed || openedTagless || !tagsAllowedAt(location.pathname, location.search)) return;
      if (gtm) startGtm(true);
      if (ga4) startGtag(ga4.id, true);
      if (meta) startMetaPixel(meta.id);
      setLoaded(true);
    };
    decide();
    return onAdsChoice(decide);
  }, [pathname, loaded, consentMode, gtm, ga4, meta]);

  if (!loaded) return null;
  return (
    <>
      {gtm && <Script id="bb-tag-gtm" src={gtm.src} strategy="afterInteractive" />}
      {ga4 && <Script id="bb-tag-gtag-js" src={ga4.src} strategy="afterInteractive" />}
      {meta && <Script id="bb-tag-meta-pixel" src={meta.src} strategy="afterInteractive" />}
    </>
  );
}
