"use client";

import { useEffect, useState } from "react";

import { adsConsentCopy } from "@/content/ads-consent";
import { browserConsentSignals, onAdsChoice, saveAdsChoice } from "@/lib/browser/ads-consent";

type State = "open" | "opted-out" | "browser";

function currentState(): State {
  // The mode plays no part: the footer only tells whether this visitor has opted out.
  const signals = browserConsentSignals("opt-out");
  if (signals.globalPrivacyControl) return "browser";
  return signals.choice === "denied" ? "opted-out" : "open";
}

/** The footer's "Do not sell or share my information": an opt-out kept in a first-party cookie. */
export function AdsOptOut() {
  const [state, setState] = useState<State>("open");
  useEffect(() => {
    const update = () => setState(currentState());
    update();
    return onAdsChoice(update);
  }, []);

  if (state !== "open") {
    return (
      <p role="status" className="text-sm text-white/75">
        {state === "browser" ? adsConsentCopy.footerOptedOutByBrowser : adsConsentCopy.footerOptedOut}
      </p>
    );
  }
  return (
    <button
      type="button"
      className="text-left text-sm text-white/75 underline underline-offset-4 hover:text-white"
      onClick={() => saveAdsChoice("denied")}
    >
      {adsConsentCopy.footerOptOut}
    </button>
  );
}
