"use server";

/**
 * The server actions of the lead forms, one per form, each with the `useActionState` signature. The work is in
 * lib/leads: validation, abuse checks, the durable store and the webhook delivery.
 */
import { runScheduleAction, type ScheduleState } from "@/lib/booking/schedule-action";
import { runLeadFormAction } from "@/lib/leads/form-action";
import type { FormState } from "@/lib/leads/shared/form-state";

/** Main 3-step lead form; `tag` "roofing-google-ads" on the roofing page, otherwise "website". */
export async function submitLeadForm(_previous: FormState, formData: FormData): Promise<FormState> {
  return runLeadFormAction("leadForm", formData);
}

export async function submitFreeWebsiteForm(_previous: FormState, formData: FormData): Promise<FormState> {
  return runLeadFormAction("freeWebsite", formData);
}

/** Home page guide download (tag free-guide). */
export async function submitHomeGuide(_previous: FormState, formData: FormData): Promise<FormState> {
  return runLeadFormAction("homeGuide", formData);
}

/** Roofing page guide download (tag roofing-lead-magnet). */
export async function submitRoofingGuide(_previous: FormState, formData: FormData): Promise<FormState> {
  return runLeadFormAction("roofingGuide", formData);
}

export async function submitQuickContact(_previous: FormState, formData: FormData): Promise<FormState> {
  return runLeadFormAction("quickContact", formData);
}

/** Roofing funnel step 2: the saved roofing lead fields plus the chosen slot, booked in the store. */
export async function submitSchedule(_previous: FormState, formData: FormData): Promise<ScheduleState> {
  return runScheduleAction(formData);
}

export async function submitChatbotContact(_previous: FormState, formData: FormData): Promise<FormState> {
  return runLeadFormAction("chatbotContact", formData);
}
