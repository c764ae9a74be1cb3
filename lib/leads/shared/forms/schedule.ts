import type { FieldDefinition, FieldMap } from "../fields";
import { defineForm } from "../fields";
import { TEXT_MAX_LENGTH } from "../limits";
import { LEAD_MESSAGES } from "../messages";
import { LEAD_TAGS } from "../tags";
import { leadFormDefinition } from "./lead-form";

// Carried as the main form checked them; only the email is required, as there is no lead without one.
const carried: FieldMap = Object.fromEntries(
  Object.entries(leadFormDefinition.fields).map(
    ([name, field]: [string, FieldDefinition]): [string, FieldDefinition] => {
      if (field.input === "checkbox") return [name, { input: "checkbox", required: false }];
      const required = name === "email";
      const missing = required ? LEAD_MESSAGES.scheduleNoLeadData : undefined;
      return [
        name,
        {
          input: "hidden",
          required,
          maxLength: field.maxLength ?? TEXT_MAX_LENGTH,
          format: field.format,
          missing,
        },
      ];
    },
  ),
);

const SLOT_FIELDS: readonly string[] = ["scheduledDate", "scheduledTime"];

const slotField = (required: boolean, format: FieldDefinition["format"]): FieldDefinition => ({
  input: "hidden",
  required,
  maxLength: TEXT_MAX_LENGTH,
  format,
});

export const scheduleDefinition = defineForm({
  tag: LEAD_TAGS.roofingScheduledCall,
  // The slot is asked for first; a missing email means the saved lead is gone.
  missingMessage: (missing) =>
    missing.some((name) => SLOT_FIELDS.includes(name))
      ? LEAD_MESSAGES.scheduleMissing
      : LEAD_MESSAGES.scheduleNoLeadData,
  fields: {
    ...carried,
    scheduledDate: slotField(true, "calendarDate"),
    scheduledTime: slotField(true, "timeLabel"),
    timezone: slotField(false, "timeZone"),
    appointmentDateTime: slotField(false, "dateTime"),
  },
});
