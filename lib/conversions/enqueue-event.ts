import "server-only";

import type { LeadStore } from "@/lib/leads/store/lead-store";
import type { NewConversion } from "@/lib/leads/store/records";

import type { ConversionConfig } from "./config";
import { conversionRows } from "./enqueue";
import type { ConversionEvent } from "./events";

// Uses the context captured at submission; a repeat queues nothing new.
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
