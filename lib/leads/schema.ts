import "server-only";

import * as z from "zod/mini";

import { EMAIL_PATTERN, INVALID_EMAIL_MESSAGE } from "./shared/email-rule";
import {
  EMAIL_MAX_LENGTH,
  LONG_TEXT_MAX_LENGTH,
  oneCharacterLineBreaks,
  TEXT_MAX_LENGTH,
} from "./shared/limits";
import { LEAD_MESSAGES } from "./shared/messages";
import { LEAD_PAYLOAD_FIELDS, PAYLOAD_FIELD_NAMES, type PayloadField } from "./shared/payload-fields";

export const INVALID_FORM_DATA = LEAD_MESSAGES.invalid;

export { EMAIL_MAX_LENGTH, LONG_TEXT_MAX_LENGTH, TEXT_MAX_LENGTH } from "./shared/limits";

export function normalizeWebsite(input: string): string {
  return input
    .trim()
    .replace(/^https?:\/\//i, "")
    .replace(/^www\./i, "")
    .replace(/\/+$/, "");
}

const PHONE_CHARACTERS = /^\+?[\d\s().-]+$/;
// NANP area codes and exchanges start with 2-9; N11 codes are service numbers, not area codes or exchanges.
const NANP_BLOCK = /^[2-9](?!11)\d\d$/;

export function normalizePhone(input: string): string {
  const typed = input.trim();
  if (!PHONE_CHARACTERS.test(typed)) return typed;
  let digits = typed.replace(/\D/g, "");
  if (digits.length === 11 && digits.startsWith("1")) digits = digits.slice(1);
  else if (typed.startsWith("+")) return typed; // a "+" without country code 1 is another country's number
  if (digits.length !== 10) return typed;
  if (!NANP_BLOCK.test(digits.slice(0, 3)) || !NANP_BLOCK.test(digits.slice(3, 6))) return typed;
  return `+1${digits}`;
}

export function splitName(name: string): { firstName: string; lastName: string } {
  const trimmed = name.trim();
  const space = trimmed.search(/\s/);
  if (space === -1) return { firstName: trimmed, lastName: "" };
  return { firstName: trimmed.slice(0, space), lastName: trimmed.slice(space + 1).trim() };
}

function emptyToUndefined(value: string): string | undefined {
  return value === "" ? undefined : value;
}

// Removed, not refused, so no lead is lost: PostgreSQL rejects NUL and bidi overrides can disguise a name.
const LINE_SEPARATORS = /[\u000B\u000C\u0085\u2028\u2029]/g;
const INVISIBLE_CHARACTERS =
  /[\u0000-\u0008\u000E-\u001F\u007F-\u009F\u202A-\u202E\u2066-\u2069]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;

export function cleanText(value: string): string {
  return oneCharacterLineBreaks(value).replace(LINE_SEPARATORS, "\n").replace(INVISIBLE_CHARACTERS, "");
}

// Line breaks become spaces so no receiver's mail header or CSV row is split.
export function singleLine(value: string): string {
  return cleanText(value).replace(/\n/g, " ");
}

const trimmedText = (max: number, clean: (value: string) => string = singleLine) =>
  z.string().check(z.overwrite(clean), z.trim(), z.maxLength(max, `Must be at most ${max} characters.`));

// Length is checked before normalising, so the normalisers' patterns never see a huge string.
function optionalText(
  max: number,
  normalize: (value: string) => string = (value) => value,
  clean: (value: string) => string = singleLine,
) {
  return z.optional(
    z.pipe(
      trimmedText(max, clean),
      z.transform((value: string) => emptyToUndefined(normalize(value))),
    ),
  );
}

const email = z.pipe(
  z
    .string({ error: "Email is required." })
    .check(z.trim(), z.maxLength(EMAIL_MAX_LENGTH, `Must be at most ${EMAIL_MAX_LENGTH} characters.`)),
  z.email({ pattern: EMAIL_PATTERN, error: INVALID_EMAIL_MESSAGE }),
);

const FIELD_SCHEMAS = {
  text: () => optionalText(TEXT_MAX_LENGTH),
  rest: () => z.optional(trimmedText(TEXT_MAX_LENGTH)),
  email: () => email,
  phone: () => optionalText(TEXT_MAX_LENGTH, normalizePhone),
  website: () => optionalText(TEXT_MAX_LENGTH, normalizeWebsite),
  longText: () => optionalText(LONG_TEXT_MAX_LENGTH, (value) => value, cleanText),
  flag: () => z.optional(z.boolean()),
} as const;

type PayloadSchemas = {
  [K in PayloadField]: ReturnType<(typeof FIELD_SCHEMAS)[(typeof LEAD_PAYLOAD_FIELDS)[K]]>;
};

const leadShape = z.object(
  Object.fromEntries(
    PAYLOAD_FIELD_NAMES.map((name) => [name, FIELD_SCHEMAS[LEAD_PAYLOAD_FIELDS[name]]()]),
  ) as PayloadSchemas,
);

type LeadShapeOutput = z.output<typeof leadShape>;

function dropUndefined(lead: LeadShapeOutput): LeadShapeOutput {
  return Object.fromEntries(
    Object.entries(lead).filter(([, value]) => value !== undefined),
  ) as LeadShapeOutput;
}

export const leadSchema = z.pipe(leadShape, z.transform(dropUndefined));

export type Lead = z.output<typeof leadSchema>;
export type LeadInput = z.input<typeof leadSchema>;
export type LeadField = keyof Lead;

export type FieldErrors = Partial<Record<string, string[]>>;

export type LeadParseResult =
  | { success: true; data: Lead }
  | { success: false; error: typeof INVALID_FORM_DATA; fieldErrors: FieldErrors };

export function parseLead(input: unknown): LeadParseResult {
  const result = z.safeParse(leadSchema, input);
  if (result.success) return { success: true, data: result.data };
  return { success: false, error: INVALID_FORM_DATA, fieldErrors: z.flattenError(result.error).fieldErrors };
}
