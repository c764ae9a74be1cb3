import "server-only";

import { cookies, headers } from "next/headers";
import { redirect } from "next/navigation";
import { after } from "next/server";

import { bookingCopy } from "@/content/booking";
import { formValues } from "@/lib/leads/form-action";
import { errorMessage, logLeadEvent } from "@/lib/leads/log";
import { toFormState } from "@/lib/leads/outcome";
import { leadRequestInfo } from "@/lib/leads/request-info";
import { FORM_META } from "@/lib/leads/shared/form-meta";
import type { FormState } from "@/lib/leads/shared/form-state";
import { LEAD_MESSAGES } from "@/lib/leads/shared/messages";
import { LEAD_TAGS } from "@/lib/leads/shared/tags";

import { confirmBooking, type ConfirmOutcome } from "./confirm";
import { finalPagePath } from "./paths";
import { bookingDeps } from "./runtime";

export interface ScheduleState extends FormState {
  bookingToken?: string;
  slotTaken?: boolean;
}

async function run(formData: FormData): Promise<ConfirmOutcome> {
  try {
    const [headerList, cookieStore] = await Promise.all([headers(), cookies()]);
    const request = leadRequestInfo(headerList, (name) => cookieStore.get(name)?.value);
    const deps = await bookingDeps((task) => after(task));
    return await confirmBooking(formValues(formData), request, deps, {
      taken: bookingCopy.slotTaken,
      unavailable: bookingCopy.slotUnavailable,
    });
  } catch (error) {
    logLeadEvent("lead.pipeline_error", { form: "schedule", error: errorMessage(error) });
    return { kind: "failed", error: LEAD_MESSAGES.failed };
  }
}

export async function runScheduleAction(formData: unknown): Promise<ScheduleState> {
  if (!(formData instanceof FormData)) {
    return { success: false, error: LEAD_MESSAGES.invalid, fieldErrors: {} };
  }
  const outcome = await run(formData);
  const tag = LEAD_TAGS.roofingScheduledCall;
  const token = outcome.kind === "booked" ? outcome.token : undefined;
  if ((outcome.kind === "booked" || outcome.kind === "quarantined") && formData.get(FORM_META.js) !== "1") {
    redirect(finalPagePath(token)); // outside any try: redirect() works by throwing
  }
  switch (outcome.kind) {
    case "booked":
      return {
        success: true,
        leadId: outcome.booking.leadId,
        tag,
        bookingToken: token,
        adEvent: outcome.adsAllowed,
      };
    case "taken":
      return { success: false, error: outcome.error, slotTaken: true };
    default:
      return toFormState(outcome, formValues(formData));
  }
}
