// This order is the JSON key order the webhook receives; the server schema and the CSV export follow it.
import { EMAIL_MAX_LENGTH, LONG_TEXT_MAX_LENGTH, TEXT_MAX_LENGTH } from "./limits";

// rest is sent even when empty (a one-word name sends lastName: ""); longText keeps its line breaks.
export type PayloadFieldKind = "text" | "rest" | "email" | "phone" | "website" | "longText" | "flag";

export const LEAD_PAYLOAD_FIELDS = {
  firstName: "text",
  lastName: "rest",
  email: "email",
  phone: "phone",
  businessName: "text",
  city: "text",
  website: "website",
  businessStatus: "text",
  businessType: "text",
  websiteGoal: "text",
  notes: "longText",
  message: "longText",
  serviceType: "text",
  roofingRevenue: "text",
  scheduledDate: "text",
  scheduledTime: "text",
  timezone: "text",
  appointmentDateTime: "text",
  previousScheduledDate: "text",
  previousScheduledTime: "text",
  previousAppointmentDateTime: "text",
  consent: "flag",
  tag: "text",
} as const satisfies Readonly<Record<string, PayloadFieldKind>>;

export type PayloadField = keyof typeof LEAD_PAYLOAD_FIELDS;

export const PAYLOAD_FIELD_NAMES = Object.keys(LEAD_PAYLOAD_FIELDS) as readonly PayloadField[];

export function isPayloadField(name: string): name is PayloadField {
  return Object.hasOwn(LEAD_PAYLOAD_FIELDS, name);
}

export function maxLengthOf(kind: PayloadFieldKind): number | undefined {
  if (kind === "flag") return undefined;
  if (kind === "email") return EMAIL_MAX_LENGTH;
  return kind === "longText" ? LONG_TEXT_MAX_LENGTH : TEXT_MAX_LENGTH;
}
