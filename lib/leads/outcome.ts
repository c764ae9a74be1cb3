import "server-only";

import type { FormValues } from "./forms";
import type { FieldErrors } from "./schema";
import { isFormMetaField } from "./shared/form-meta";
import type { FormState } from "./shared/form-state";
import type { LeadTag } from "./shared/tags";

export type SubmitLeadOutcome =
  /** adsAllowed: the lead's ads-consent decision, which lets the page fire its ad event. */
  | { kind: "accepted"; leadId: string; tag: LeadTag; duplicate?: boolean; adsAllowed?: boolean }
  /** A bot: answered like "accepted" so it learns nothing. */
  | { kind: "quarantined"; leadId: string; tag: LeadTag; reason: string }
  | { kind: "invalid"; error: string; fieldErrors: FieldErrors }
  | { kind: "rate-limited"; error: string }
  | { kind: "failed"; error: string }
  | { kind: "cross-site"; error: string };

export function visibleValues(values: FormValues): Record<string, string> {
  return Object.fromEntries(
    Object.entries(values).filter(
      (entry): entry is [string, string] => entry[1] !== undefined && !isFormMetaField(entry[0]),
    ),
  );
}

export function toFormState(outcome: SubmitLeadOutcome, values: FormValues): FormState {
  switch (outcome.kind) {
    case "accepted":
      return {
        success: true,
        leadId: outcome.leadId,
        tag: outcome.tag,
        adEvent: outcome.adsAllowed === true,
      };
    case "quarantined":
      // The bot sees the same success; only the missing ad event tells the page its post was kept aside.
      return { success: true, leadId: outcome.leadId, tag: outcome.tag, adEvent: false };
    case "invalid":
      return {
        success: false,
        error: outcome.error,
        fieldErrors: outcome.fieldErrors,
        values: visibleValues(values),
      };
    case "rate-limited":
    case "failed":
      return { success: false, error: outcome.error, values: visibleValues(values) };
    case "cross-site":
      return { success: false, error: outcome.error };
  }
}

export function httpStatusFor(outcome: SubmitLeadOutcome): number {
  switch (outcome.kind) {
    case "accepted":
    case "quarantined":
      return 200;
    case "invalid":
      return 400;
    case "rate-limited":
      return 429;
    case "failed":
      return 503;
    case "cross-site":
      return 403;
  }
}
