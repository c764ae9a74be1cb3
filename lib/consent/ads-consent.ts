/**
 * Whether the ad platforms may hear about a visitor: the one rule, read by the browser tags and by the server
 * when it stores a lead. The TCPA box ("calls and texts") is a different consent and plays no part here.
 */
export const ADS_CONSENT_MODES = ["opt-out", "opt-in"] as const;
export type AdsConsentMode = (typeof ADS_CONSENT_MODES)[number];

export type AdsConsentChoice = "granted" | "denied";

/** First-party cookie holding the visitor's own choice (the footer control or the banner). */
export const ADS_CONSENT_COOKIE = "bb_ads_consent";
export const ADS_CONSENT_COOKIE_MAX_AGE_S = 365 * 24 * 60 * 60;

// US default: allowed unless the visitor opts out; opt-in (EEA/UK visitors) allows nothing before a choice.
export function adsConsentMode(value: string | undefined): AdsConsentMode {
  return value?.trim() === "opt-in" ? "opt-in" : "opt-out";
}

export function parseAdsChoice(value: string | undefined): AdsConsentChoice | undefined {
  return value === "granted" || value === "denied" ? value : undefined;
}

export interface AdsConsentSignals {
  mode: AdsConsentMode;
  choice?: AdsConsentChoice;
  /** Global Privacy Control: `Sec-GPC: 1` on the server, `navigator.globalPrivacyControl` in the browser. */
  globalPrivacyControl?: boolean;
}

export function adsAllowed({ mode, choice, globalPrivacyControl }: AdsConsentSignals): boolean {
  if (globalPrivacyControl) return false;
  if (choice) return choice === "granted";
  return mode === "opt-out";
}

/** Whether the visitor still has to be asked (opt-in mode, no choice, no GPC). */
export function needsAdsChoice({ mode, choice, globalPrivacyControl }: AdsConsentSignals): boolean {
  return mode === "opt-in" && !choice && !globalPrivacyControl;
}

export function adsConsentCookie(choice: AdsConsentChoice, secure: boolean): string {
  return `${ADS_CONSENT_COOKIE}=${choice}; Path=/; Max-Age=${ADS_CONSENT_COOKIE_MAX_AGE_S}; SameSite=Lax${secure ? "; Secure" : ""}`;
}

/** Google Consent Mode v2 state for a decision: everything granted or everything denied. */
export function googleConsentState(allowed: boolean) {
  const value = allowed ? "granted" : "denied";
  return {
    ad_storage: value,
    ad_user_data: value,
    ad_personalization: value,
    analytics_storage: value,
  } as const;
}
