// TCPA evidence in case a lead later disputes a call or text; stored, never forwarded to the webhook.
import "server-only";

import { CONSENT_VERSION, consentText, type ConsentForm } from "@/content/consent";

export interface ConsentRecord {
  text: string;
  version: string;
  form: ConsentForm;
  givenAt: string;
  pageUrl: string;
  ip: string;
  userAgent: string;
}

const USER_AGENT_MAX_LENGTH = 512;

export function buildConsentRecord(input: {
  form: ConsentForm;
  now: number;
  pageUrl: string;
  ip: string;
  userAgent: string;
}): ConsentRecord {
  return {
    text: consentText[input.form],
    version: CONSENT_VERSION,
    form: input.form,
    givenAt: new Date(input.now).toISOString(),
    pageUrl: input.pageUrl,
    ip: input.ip,
    userAgent: input.userAgent.slice(0, USER_AGENT_MAX_LENGTH),
  };
}
