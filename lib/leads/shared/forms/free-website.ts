import { consentText } from "@/content/consent";
import { freeWebsitePage } from "@/content/free-website";

import { defineForm, type FormValuesOf } from "../fields";
import { LEAD_MESSAGES } from "../messages";
import { LEAD_TAGS } from "../tags";
import { businessFields, personFields, textField } from "./common-fields";

const copy = freeWebsitePage.form;

export const FREE_WEBSITE_QUESTIONS = ["businessStatus", "businessType", "websiteGoal"] as const;

export const freeWebsiteDefinition = defineForm({
  tag: LEAD_TAGS.freeWebsite,
  missingMessage: (missing) =>
    missing.some((name) => (FREE_WEBSITE_QUESTIONS as readonly string[]).includes(name))
      ? LEAD_MESSAGES.freeWebsiteQuestionsMissing
      : LEAD_MESSAGES.freeWebsiteContactMissing,
  fields: {
    businessStatus: {
      label: copy.businessStatusLabel,
      input: "radio",
      required: true,
      options: copy.businessStatusOptions,
    },
    businessType: textField(copy.businessTypeLabel, true),
    websiteGoal: {
      label: copy.websiteGoalLabel,
      input: "radio",
      required: true,
      options: copy.websiteGoalOptions,
    },
    ...personFields,
    ...businessFields(false),
    consent: {
      label: consentText.freeWebsite,
      input: "checkbox",
      required: true,
      missing: LEAD_MESSAGES.freeWebsiteConsent,
    },
  },
});

export type FreeWebsiteValues = FormValuesOf<typeof freeWebsiteDefinition.fields>;
