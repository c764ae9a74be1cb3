/**
 * The roofing funnel's second step: the lead saved by the main form (carried as it was) plus the chosen slot,
 * which the schedule page fills in itself.
 */
import type { FieldDefinition, FieldMap } from "../fields";
import { defineForm } from "../fields";
import { TEXT_MAX_LENGTH } from "../limits";
import { LEAD_MESSAGES } from "../messages";
import { LEAD_TAGS } from "../tags";
import { leadFormDefinition } from "./lead-form";

/** The saved lead's fields, none required here: the main form asked for them. */
const carried: FieldMap = Object.fromEntries(
  Object.entries(leadFormDefinition.fields).map(([name, field]: [string, FieldDefinition]): [string, FieldDefinition] => [
    name,
    field.input === "checkbox"
      ? { input: "checkbox", required: false }
      : { input: "hidden", required: false, maxLength: field.maxLength ?? TEXT_MAX_LENGTH, format: field.format },
  ]),
);

const slotField = (required: boolean, format: FieldDefinition["format"]): FieldDefinition => ({
  input: "hidden",
  required,
  maxLength: TEXT_MAX_LENGTH,
  format,
});

export const scheduleDefinition = defineForm({
  tag: LEAD_TAGS.roofingScheduledCall,
  missingMessage: LEAD_MESSAGES.scheduleMissing,
  fields: {
    ...carried,
    scheduledDate: slotField(true, "calendarDate"),
    scheduledTime: slotField(true, "timeLabel"),
    timezone: slotField(false, "timeZone"),
    appointmentDateTime: slotField(false, "dateTime"),
  },
});
