import "server-only";

/** Runs a lead form's server action: FormData in, `FormState` out (or a redirect for browsers without JavaScript). */
import { cookies, headers } from "next/headers";
import { redirect } from "next/navigation";
import { after } from "next/server";

import { LEAD_FORMS, type FormValues, type LeadFormName } from "./forms";
import { errorMessage, logLeadEvent } from "./log";
import { toFormState } from "./outcome";
import { leadRequestInfo } from "./request-info";
import { submitLeadDeps } from "./runtime";
import { FORM_META } from "./shared/form-meta";
import type { FormState } from "./shared/form-state";
import { LEAD_MESSAGES } from "./shared/messages";
import { submitLead, type SubmitLeadOutcome } from "./submit-lead";

const MAX_FIELDS = 50;

/** The string entries of a posted form (files and extra fields beyond a sane number are ignored). */
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

async function runPipeline(formName: LeadFormName, values: FormValues): Promise<SubmitLeadOutcome> {
  try {
    const [headerList, cookieStore] = await Promise.all([headers(), cookies()]);
    const request = leadRequestInfo(headerList, (name) => cookieStore.get(name)?.value);
    const deps = await submitLeadDeps((task) => after(task));
    return await submitLead(LEAD_FORMS[formName], values, request, deps);
  } catch (error) {
    // Nothing a visitor sends may surface as a 500: unexpected failures become the generic message.
    logLeadEvent("lead.pipeline_error", { form: formName, error: errorMessage(error) });
    return { kind: "failed", error: LEAD_MESSAGES.failed };
  }
}

export async function runLeadFormAction(formName: LeadFormName, formData: unknown): Promise<FormState> {
  // Actions are public endpoints: the second argument is whatever the caller serialised, not always FormData.
  if (!(formData instanceof FormData)) {
    return { status: "error", success: false, error: LEAD_MESSAGES.invalid, fieldErrors: {} };
  }
  const values = formValues(formData);
  const outcome = await runPipeline(formName, values);
  const form = LEAD_FORMS[formName];
  const succeeded = outcome.kind === "accepted" || outcome.kind === "quarantined";
  if (succeeded && values[FORM_META.js] !== "1" && form.redirectTo) {
    redirect(form.redirectTo(outcome.tag)); // outside any try: redirect() works by throwing
  }
  return toFormState(outcome, values);
}
