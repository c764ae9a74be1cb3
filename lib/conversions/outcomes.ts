import "server-only";

import { conversionFor, type ConversionName, type LeadOutcomeEvent } from "@/lib/leads/stages";
import type { NewConversion, StoredLead } from "@/lib/leads/store/records";

import { captureConversionContext } from "./capture";
import type { ConversionConfig } from "./config";
import { conversionRows } from "./enqueue";
import { CONVERSION_WINDOW_MS, type ConversionContext, type ConversionEvent } from "./events";

// Consent denied: whether the browser opted out (GPC) was never recorded for a lead without captured context.
export function storedLeadContext(lead: Pick<StoredLead, "attribution" | "consent">): ConversionContext {
  return captureConversionContext({
    attribution: lead.attribution ?? {},
    request: { ip: "unknown", userAgent: "" },
    pageUrl: lead.consent?.pageUrl ?? lead.attribution?.pagePath ?? "",
    consented: false,
  });
}

function eventOf(name: ConversionName, qualifiedBefore: boolean): ConversionEvent {
  if (name !== "lost") return name;
  return qualifiedBefore ? "lost" : "disqualified";
}

export function outcomeConversionRows(
  lead: Pick<StoredLead, "id" | "createdAt" | "status">,
  event: LeadOutcomeEvent,
  context: ConversionContext,
  config: ConversionConfig,
  history: { qualifiedBefore?: boolean } = {},
): NewConversion[] {
  const conversion = conversionFor(event);
  if (!conversion || lead.status === "spam") return [];
  // Google takes a click's conversions for 90 days from the click (before the lead when it was not captured).
  const clickedAt = context.clickId?.at ?? lead.createdAt;
  const googleTooLate = event.at - clickedAt > CONVERSION_WINDOW_MS.google;
  // Meta's Purchase needs a value: a deal won without one is no Purchase (a later won with a value is).
  const metaWithoutValue = conversion.name === "won" && conversion.valueCents === null;
  return conversionRows(
    lead.id,
    eventOf(conversion.name, history.qualifiedBefore ?? false),
    context,
    config,
    {
      now: event.at,
      eventTime: event.at,
    },
  ).filter(
    (row) =>
      !(row.destination === "google" && googleTooLate) && !(row.destination === "meta" && metaWithoutValue),
  );
}
