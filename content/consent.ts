/**
 * The consent sentences shown beside each form's consent checkbox. The exact text and its version are stored
 * with every lead that ticks the box (TCPA evidence), so change the version whenever a sentence changes (the
 * brand name in them included).
 */
import { siteConfig } from "./site";

export const CONSENT_VERSION = "2025-02-28";

export const consentText = {
  leadForm: `I agree to receive marketing communications, including calls and text messages, from ${siteConfig.name} at the phone number and email provided. Consent is not a condition of purchase. Message and data rates may apply; reply STOP to opt out.`,
  freeWebsite: `I agree to receive communications, including calls and text messages, from ${siteConfig.name} about my free website at the phone number and email provided. Consent is not a condition of purchase. Message and data rates may apply; reply STOP to opt out.`,
} as const;

export type ConsentForm = keyof typeof consentText;
