import "server-only";

import { toCents, type StageRequest } from "./stages";
import type { LeadStore } from "./store/lead-store";
import type { AddStageResult, NewStage } from "./store/outcome-repository";

export function recordStage(
  store: LeadStore,
  input: { id: string; leadId: string; request: StageRequest; source: NewStage["source"]; now: number },
): Promise<AddStageResult> {
  const { stage, value, currency } = input.request;
  return store.outcomes.addStage({
    id: input.id,
    leadId: input.leadId,
    stage,
    valueCents: toCents(value),
    currency: value === undefined ? null : (currency ?? "USD"),
    source: input.source,
    now: input.now,
  });
}
