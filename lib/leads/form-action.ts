import "server-only";

import { cookies, headers } from "next/headers";
import { redirect } from "next/navigation";
import { after } from "next/server";

import { keepLeadToken } from "@/lib/booking/lead-cookie";
import { appSecret } from "@/lib/booking/runtime";
import { leadBookingToken } from "@/lib/booking/service";

import { LEAD_FORMS, type FormValues, type LeadFormName } from "./forms";
import { errorMessage, logLeadEvent } from "./log";
import { toFormState, type SubmitLeadOutcome } from "./outcome";
import { leadRequestInfo, type LeadRequestInfo } from "./request-info";
import { submitLeadDeps } from "./runtime";
import { FORM_META } from "./shared/form-meta";
import type { FormState } from "./shared/form-state";
import { LEAD_MESSAGES } from "./shared/messages";
import { submitLead, type SubmitLeadDeps } from "./submit-lead";

const MAX_FIELDS = 50;

export function formValues(formData: FormData): FormValues {
  const values: Record<string, string> = {};
  let count = 0;
  for (const [name, value] of formData.entries()) {
    if (typeof value !== "string" || name in values) continue;
    if ((count += 1) > MAX_FIELDS) break;
    values[name] = value;
  }
  return values;
}

// Any unexpected failure becomes the generic message: nothing a visitor sends may surface as a 500.
export async function runLeadSubmission(
  formName: LeadFormName,
  values: FormValues,
  requestInfo: () => LeadRequestInfo | Promise<LeadRequestInfo>,
  refuse?: (deps: SubmitLeadDeps) => SubmitLeadOutcome | undefined,
): Promise<SubmitLeadOutcome> {
  try {
    const deps = await submitLeadDeps((task) => after(task));
    return refuse?.(deps) ?? (await submitLead(LEAD_FORMS[formName], values, await requestInfo(), deps));
  } catch (error) {
    logLeadEvent("lead.pipeline_error", { form: formName, error: errorMessage(error) });
    return { kind: "failed", error: LEAD_MESSAGES.failed };
  }
}

// Without the app's secret (a start-up error elsewhere) the lead is still sent: only the picker is left out.
function callToken(leadId: string): string | undefined {
  try {
    return leadBookingToken({ secret: appSecret(), clock: Date.now }, leadId);
  } catch (error) {
    logLeadEvent("lead.pipeline_error", {
      form: "leadForm",
      reason: "lead-token",
      error: errorMessage(error),
    });
    return undefined;
  }
}

async function actionRequestInfo(): Promise<LeadRequestInfo> {
  const [headerList, cookieStore] = await Promise.all([headers(), cookies()]);
  return leadRequestInfo(headerList, (name) => cookieStore.get(name)?.value);
}

export async function runLeadFormAction(formName: LeadFormName, formData: unknown): Promise<FormState> {
  // Actions are public endpoints: the second argument is whatever the caller serialised, not always FormData.
  if (!(formData instanceof FormData)) {
    return { success: false, error: LEAD_MESSAGES.invalid, fieldErrors: {} };
  }
  const values = formValues(formData);
  const outcome = await runLeadSubmission(formName, values, actionRequestInfo);
  const form = LEAD_FORMS[formName];
  const succeeded = outcome.kind === "accepted" || outcome.kind === "quarantined";
  const leadToken = succeeded && form.booksCall ? callToken(outcome.leadId) : undefined;
  if (leadToken) await keepLeadToken(leadToken);
  if (succeeded && values[FORM_META.js] !== "1" && form.redirectTo) {
    redirect(form.redirectTo(outcome.tag)); // outside any try: redirect() works by throwing
  }
  const state = toFormState(outcome, values);
  return leadToken ? { ...state, leadToken } : state;
}
