import {
  ADS_CONSENT_COOKIE,
  adsAllowed,
  adsConsentCookie,
  needsAdsChoice,
  parseAdsChoice,
  type AdsConsentChoice,
  type AdsConsentMode,
  type AdsConsentSignals,
} from "@/lib/consent/ads-consent";

const CHANGE_EVENT = "bluebonnet:ads-consent";

function cookieChoice(): AdsConsentChoice | undefined {
  for (const part of document.cookie.split(";")) {
    const [name, value] = part.trim().split("=");
    if (name === ADS_CONSENT_COOKIE) return parseAdsChoice(value);
  }
  return undefined;
}

export function browserConsentSignals(mode: AdsConsentMode): AdsConsentSignals {
  const gpc = (navigator as Navigator & { globalPrivacyControl?: boolean }).globalPrivacyControl === true;
  return { mode, choice: cookieChoice(), globalPrivacyControl: gpc };
}

export const browserAdsAllowed = (mode: AdsConsentMode) => adsAllowed(browserConsentSignals(mode));
export const browserNeedsChoice = (mode: AdsConsentMode) => needsAdsChoice(browserConsentSignals(mode));

/** Persists the choice (the server reads the same cookie with the lead) and tells the tags. */
export function saveAdsChoice(choice: AdsConsentChoice): void {
  document.cookie = adsConsentCookie(choice, location.protocol === "https:");
  window.dispatchEvent(new Event(CHANGE_EVENT));
}

export function onAdsChoice(listener: () => void): () => void {
  window.addEventListener(CHANGE_EVENT, listener);
  return () => window.removeEventListener(CHANGE_EVENT, listener);
}
