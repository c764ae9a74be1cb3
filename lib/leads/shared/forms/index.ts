import type { FormDefinition } from "../fields";
import { chatbotContactDefinition } from "./chatbot-contact";
import { freeWebsiteDefinition } from "./free-website";
import { homeGuideDefinition, roofingGuideDefinition } from "./guides";
import { leadFormDefinition } from "./lead-form";
import { quickContactDefinition } from "./quick-contact";
import { scheduleDefinition } from "./schedule";

export const LEAD_FORM_DEFINITIONS = {
  leadForm: leadFormDefinition,
  freeWebsite: freeWebsiteDefinition,
  homeGuide: homeGuideDefinition,
  roofingGuide: roofingGuideDefinition,
  quickContact: quickContactDefinition,
  schedule: scheduleDefinition,
  chatbotContact: chatbotContactDefinition,
} as const satisfies Readonly<Record<string, FormDefinition>>;

export type LeadFormName = keyof typeof LEAD_FORM_DEFINITIONS;

export function isLeadFormName(value: unknown): value is LeadFormName {
  return typeof value === "string" && Object.hasOwn(LEAD_FORM_DEFINITIONS, value);
}
