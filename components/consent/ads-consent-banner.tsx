"use client";

import { usePathname } from "next/navigation";
import { useEffect, useState } from "react";

import { Button } from "@/components/ui/button";
import { Link } from "@/components/ui/link";
import { adsConsentCopy } from "@/content/ads-consent";
import { browserNeedsChoice, onAdsChoice, saveAdsChoice } from "@/lib/browser/ads-consent";
import { tagsAllowedAt } from "@/lib/conversions/tag-config";

/** Opt-in mode (ADS_CONSENT_MODE=opt-in): asks once; no tag loads and no lead is reported before "Allow". */
export function AdsConsentBanner() {
  const pathname = usePathname();
  const [open, setOpen] = useState(false);
  useEffect(() => {
    // Not asked where no tag would load anyway: the console and the booking's token pages.
    const update = () =>
      setOpen(browserNeedsChoice("opt-in") && tagsAllowedAt(location.pathname, location.search));
    update();
    return onAdsChoice(update);
  }, [pathname]);
  if (!open) return null;
  return (
    <section
      aria-label={adsConsentCopy.bannerLabel}
      className="fixed inset-x-2 bottom-2 z-50 mx-auto flex max-w-xl flex-col gap-3 rounded-lg border bg-white p-4 text-navy shadow-lg sm:flex-row sm:items-center"
    >
      <p className="text-sm">
        {adsConsentCopy.bannerText}{" "}
        <Link href="/privacy-policy" className="underline underline-offset-4">
          {adsConsentCopy.privacyLink}
        </Link>
      </p>
      <div className="flex shrink-0 gap-2">
        <Button type="button" variant="outline" onClick={() => saveAdsChoice("denied")}>
          {adsConsentCopy.bannerDecline}
        </Button>
        <Button type="button" onClick={() => saveAdsChoice("granted")}>
          {adsConsentCopy.bannerAccept}
        </Button>
      </div>
    </section>
  );
}
