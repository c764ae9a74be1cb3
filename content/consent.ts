/** Consent sentences; their text and version are stored with each lead, so change the version with any wording. */
import { siteConfig } from "./site";

export const CONSENT_VERSION = "2025-02-28";

export const consentText = {
  leadForm: `I agree to receive marketing communications, including calls and text messages, from ${siteConfig.name} at the phone number and email provided. Consent is not a condition of purchase. Message and data rates may apply; reply STOP to opt out.`,
  freeWebsite: `I agree to receive communications, including calls and text messages, from ${siteConfig.name} about my free website at the phone number and email provided. Consent is not a condition of purchase. Message and data rates may apply; reply STOP to opt out.`,
} as const;

export type ConsentForm = keyof typeof consentText;
