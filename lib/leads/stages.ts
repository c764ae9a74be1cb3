import * as z from "zod/mini";

import type { CallOutcome } from "@/lib/db/schema";

export const LEAD_STAGES = ["contacted", "qualified", "won", "lost"] as const;
export type LeadStage = (typeof LEAD_STAGES)[number];

export const STAGE_CURRENCIES = ["USD"] as const;

export const stageRequestSchema = z.object({
  stage: z.enum(LEAD_STAGES),
  value: z.optional(z.number().check(z.nonnegative(), z.lte(1_000_000_000))),
  currency: z.optional(z.enum(STAGE_CURRENCIES)),
});
export type StageRequest = z.output<typeof stageRequestSchema>;

/** Whole cents, so sums are exact on both stores. */
export function toCents(value: number | undefined): number | null {
  return value === undefined ? null : Math.round(value * 100);
}

export function formatMoney(cents: number, currency = "USD"): string {
  return new Intl.NumberFormat("en-US", { style: "currency", currency }).format(cents / 100);
}

export type LeadOutcomeEvent =
  | { kind: "stage"; stage: LeadStage; valueCents: number | null; currency: string | null; at: number }
  | { kind: "call"; outcome: CallOutcome; bookingId: string; at: number };

export const CONVERSION_NAMES = ["qualified", "showed", "won", "lost"] as const;
export type ConversionName = (typeof CONVERSION_NAMES)[number];

export function conversionFor(
  event: LeadOutcomeEvent,
): { name: ConversionName; valueCents: number | null; currency: string | null } | undefined {
  if (event.kind === "call")
    return event.outcome === "showed" ? { name: "showed", valueCents: null, currency: null } : undefined;
  if (event.stage === "qualified" || event.stage === "won" || event.stage === "lost")
    return { name: event.stage, valueCents: event.valueCents, currency: event.currency };
  return undefined;
}
