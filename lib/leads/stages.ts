/** The stages a CRM reports for a lead, and the call outcomes the agency marks: one list each. */
import * as z from "zod/mini";

import type { CallOutcome } from "@/lib/db/schema";

export const LEAD_STAGES = ["contacted", "qualified", "won", "lost"] as const;
export type LeadStage = (typeof LEAD_STAGES)[number];

export const STAGE_CURRENCIES = ["USD"] as const;

/** The body of `POST /api/leads/{id}/stage` and the arguments of `leads stage`. */
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

/** "$2,500.00" from cents. */
export function formatMoney(cents: number, currency = "USD"): string {
  return new Intl.NumberFormat("en-US", { style: "currency", currency }).format(cents / 100);
}

/** What happened to a lead after it arrived: a CRM stage or a booked call's outcome. */
export type LeadOutcomeEvent =
  | { kind: "stage"; stage: LeadStage; valueCents: number | null; currency: string | null; at: number }
  | { kind: "call"; outcome: CallOutcome; bookingId: string; at: number };

export const CONVERSION_NAMES = ["qualified", "showed", "won"] as const;
export type ConversionName = (typeof CONVERSION_NAMES)[number];

/**
 * Which outcomes become conversion events for the ad platforms: `qualified`, a call that `showed`, and `won`
 * (with its value). Undefined for the rest (contacted, lost, no-show).
 */
export function conversionFor(
  event: LeadOutcomeEvent,
): { name: ConversionName; valueCents: number | null; currency: string | null } | undefined {
  if (event.kind === "call")
    return event.outcome === "showed" ? { name: "showed", valueCents: null, currency: null } : undefined;
  if (event.stage === "qualified" || event.stage === "won")
    return { name: event.stage, valueCents: event.valueCents, currency: event.currency };
  return undefined;
}
