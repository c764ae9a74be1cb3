"use server";

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

export async function submitHomeGuide(_previous: FormState, formData: FormData): Promise<FormState> {
  return runLeadFormAction("homeGuide", formData);
}

export async function submitRoofingGuide(_previous: FormState, formData: FormData): Promise<FormState> {
  return runLeadFormAction("roofingGuide", formData);
}

export async function submitQuickContact(_previous: FormState, formData: FormData): Promise<FormState> {
  return runLeadFormAction("quickContact", formData);
}

export async function submitSchedule(_previous: FormState, formData: FormData): Promise<ScheduleState> {
  return runScheduleAction(formData);
}

export async function submitChatbotContact(_previous: FormState, formData: FormData): Promise<FormState> {
  return runLeadFormAction("chatbotContact", formData);
}
