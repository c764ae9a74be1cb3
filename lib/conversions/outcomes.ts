import "server-only";

import { conversionFor, type LeadOutcomeEvent } from "@/lib/leads/stages";
import type { NewConversion, StoredLead } from "@/lib/leads/store/records";

import { captureConversionContext } from "./capture";
import type { ConversionConfig } from "./config";
import { conversionRows } from "./enqueue";
import { CONVERSION_WINDOW_MS, type ConversionContext } from "./events";

// Consent denied: whether the browser opted out (GPC) was never recorded for a lead without captured context.
export function storedLeadContext(lead: Pick<StoredLead, "attribution" | "consent">): ConversionContext {
  return captureConversionContext({
    attribution: lead.attribution ?? {},
    request: { ip: "unknown", userAgent: "" },
    pageUrl: lead.consent?.pageUrl ?? lead.attribution?.pagePath ?? "",
    adsAllowed: false,
  });
}

export function outcomeConversionRows(
  lead: Pick<StoredLead, "id" | "createdAt" | "status" | "adsConsent">,
  event: LeadOutcomeEvent,
  context: ConversionContext,
  config: ConversionConfig,
): NewConversion[] {
  const conversion = conversionFor(event);
  if (!conversion || lead.status === "spam" || lead.adsConsent === "denied") return [];
  // Google takes a click's conversions for 90 days at most, and the click came before the lead.
  const googleTooLate = event.at - lead.createdAt > CONVERSION_WINDOW_MS.google;
  return conversionRows(lead.id, conversion.name, context, config, {
    now: event.at,
    eventTime: event.at,
  }).filter((row) => !(row.destination === "google" && googleTooLate));
}
