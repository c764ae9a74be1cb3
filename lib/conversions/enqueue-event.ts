import "server-only";

import type { LeadStore } from "@/lib/leads/store/lead-store";
import type { NewConversion } from "@/lib/leads/store/records";

import type { ConversionConfig } from "./config";
import { conversionRows } from "./enqueue";
import type { ConversionEvent } from "./events";

/**
 * Queues `event` for a stored lead with the context captured at its submission; a repeat queues nothing new.
 * Returns the rows queued (none when the lead had no context or no platform can use it).
 */
export async function enqueueConversionEvent(
  store: LeadStore,
  config: ConversionConfig,
  input: { leadId: string; event: ConversionEvent; now: number; eventTime?: number },
): Promise<NewConversion[]> {
  const context = await store.conversions.context(input.leadId);
  if (!context) return [];
  const rows = conversionRows(input.leadId, input.event, context, config, {
    now: input.now,
    eventTime: input.eventTime ?? input.now,
  });
  await store.conversions.enqueue(rows);
  return rows;
}
