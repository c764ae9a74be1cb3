import "server-only";

import { GIVE_UP_AFTER_MS } from "@/lib/leads/backoff";
import { LEAD_TAGS, type LeadTag } from "@/lib/leads/shared/tags";
import type { LeadConversions, NewConversion } from "@/lib/leads/store/records";

import { captureConversionContext, type CaptureInput } from "./capture";
import { destinationsFor, type ConversionConfig } from "./config";
import type { ConversionContext, ConversionDestination, ConversionEvent } from "./events";

export function eventForTag(tag: LeadTag): ConversionEvent | undefined {
  if (tag === LEAD_TAGS.roofingScheduledCall) return "booked_call";
  if (tag === LEAD_TAGS.roofingCallRescheduled || tag === LEAD_TAGS.roofingCallCancelled) return undefined;
  return "lead";
}

function usable(destination: ConversionDestination, context: ConversionContext): boolean {
  switch (destination) {
    case "google":
      return Boolean(context.clickId ?? context.hashed.google.email ?? context.hashed.google.phone);
    case "meta":
      return context.consent.adUserData;
    case "ga4":
      return context.gaClientId !== undefined;
  }
}

export function conversionRows(
  leadId: string,
  event: ConversionEvent,
  context: ConversionContext,
  config: ConversionConfig,
  times: { now: number; eventTime: number },
): NewConversion[] {
  return destinationsFor(config, event)
    .filter((destination) => usable(destination, context))
    .map((destination) => ({
      leadId,
      event,
      destination,
      createdAt: times.now,
      eventTime: times.eventTime,
      giveUpAt: times.now + GIVE_UP_AFTER_MS,
    }));
}

export function leadConversions(
  lead: { id: string; tag: LeadTag; createdAt: number },
  capture: Omit<CaptureInput, "measurementId">,
  config: ConversionConfig | undefined,
): LeadConversions | undefined {
  const event = eventForTag(lead.tag);
  // An opted-out visitor: nothing is captured, nothing queued.
  if (!config || !event || !capture.adsAllowed) return undefined;
  const context = captureConversionContext({ ...capture, measurementId: config.measurementId });
  const rows = conversionRows(lead.id, event, context, config, {
    now: lead.createdAt,
    eventTime: lead.createdAt,
  });
  return rows.length ? { context, rows } : undefined;
}
