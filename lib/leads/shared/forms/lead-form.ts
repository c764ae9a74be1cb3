import { consentText } from "@/content/consent";
import { fieldLabels } from "@/content/form-copy";

import { defineForm, type FormValues, type FormValuesOf } from "../fields";
import { LEAD_MESSAGES } from "../messages";
import { REVENUE_OPTIONS, SERVICE_TYPES } from "../options";
import { LEAD_TAGS, type LeadTag } from "../tags";
import { businessFields, personFields, textField } from "./common-fields";

function leadFormTag(values: FormValues): LeadTag {
  return values.tag === LEAD_TAGS.roofingGoogleAds ? LEAD_TAGS.roofingGoogleAds : LEAD_TAGS.website;
}

export const leadFormDefinition = defineForm({
  tag: leadFormTag,
  missingMessage: LEAD_MESSAGES.leadFormMissing,
  inactive: (values) =>
    leadFormTag(values) === LEAD_TAGS.roofingGoogleAds ? ["serviceType"] : ["roofingRevenue"],
  fields: {
    ...businessFields(true),
    notes: textField(fieldLabels.notes, false, "textarea"),
    ...personFields,
    serviceType: { label: fieldLabels.serviceType, input: "select", required: true, options: SERVICE_TYPES },
    roofingRevenue: {
      label: fieldLabels.roofingRevenue,
      input: "select",
      required: true,
      options: REVENUE_OPTIONS,
    },
    consent: {
      label: consentText.leadForm,
      input: "checkbox",
      required: true,
      missing: LEAD_MESSAGES.leadFormConsent,
    },
  },
});

export type LeadFormValues = FormValuesOf<typeof leadFormDefinition.fields>;

export const LEAD_FORM_STEPS = [
  ["businessName", "city", "website", "notes"],
  ["firstName", "lastName", "email", "phone"],
  ["serviceType", "roofingRevenue"],
] as const satisfies readonly (readonly (keyof LeadFormValues)[])[];
