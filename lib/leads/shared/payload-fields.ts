/**
 * The lead as the webhook receives it: every field a form can send, in the JSON's key order, with its kind (which
 * sets its length and cleaning). The server's zod schema and the CSV export are built from this list.
 */
import { EMAIL_MAX_LENGTH, LONG_TEXT_MAX_LENGTH, TEXT_MAX_LENGTH } from "./limits";

/**
 * text: one line; rest: one line kept even when empty (a one-word name sends `lastName: ""`); longText: keeps its
 * line breaks; phone and website: one line, then normalised.
 */
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
  // A rescheduled call's old time, in the same zone as scheduledDate and scheduledTime.
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

/** The longest value a field of this kind may hold, after cleaning and trimming. */
export function maxLengthOf(kind: PayloadFieldKind): number | undefined {
  if (kind === "flag") return undefined;
  if (kind === "email") return EMAIL_MAX_LENGTH;
  return kind === "longText" ? LONG_TEXT_MAX_LENGTH : TEXT_MAX_LENGTH;
}
