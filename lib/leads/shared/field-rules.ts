// Run by both the browser forms and the server, so a value one side accepts the other never refuses.
import { EMAIL_PATTERN, INVALID_EMAIL_MESSAGE } from "./email-rule";
import type { FieldDefinition, FieldFormat } from "./fields";
import { oneCharacterLineBreaks } from "./limits";
import { LEAD_MESSAGES } from "./messages";

const DATE_PATTERN = /^\d{4}-\d{2}-\d{2}$/;
const TIME_LABEL_PATTERN = /^(1[0-2]|0?[1-9]):[0-5]\d\s?(AM|PM)$/i;
const TIME_ZONE_MAX_LENGTH = 100;

function isCalendarDate(value: string): boolean {
  if (!DATE_PATTERN.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(value);
}

function isTimeZone(value: string): boolean {
  if (value.length > TIME_ZONE_MAX_LENGTH) return false;
  try {
    new Intl.DateTimeFormat("en-US", { timeZone: value });
    return true;
  } catch {
    return false;
  }
}

const FORMATS: Readonly<Record<FieldFormat, { test(value: string): boolean; message: string }>> = {
  email: { test: (value) => EMAIL_PATTERN.test(value), message: INVALID_EMAIL_MESSAGE },
  calendarDate: { test: isCalendarDate, message: "Choose a valid date." },
  timeLabel: { test: (value) => TIME_LABEL_PATTERN.test(value), message: "Choose a valid time." },
  timeZone: { test: isTimeZone, message: "Unknown time zone." },
  dateTime: { test: (value) => !Number.isNaN(Date.parse(value)), message: "Invalid appointment time." },
};

export function tooLongMessage(max: number): string {
  return `Must be at most ${max} characters.`;
}

/** A checkbox posts "on"; JavaScript forms may post "true"; react-hook-form holds a flag. */
export function isChecked(value: unknown): boolean {
  return value === true || value === "on" || value === "true";
}

export type FieldProblem = "missing" | "tooLong" | "notAnOption" | "badFormat";

export function fieldProblem(field: FieldDefinition, raw: unknown): FieldProblem | undefined {
  if (field.input === "checkbox") return field.required && !isChecked(raw) ? "missing" : undefined;
  const value = oneCharacterLineBreaks(typeof raw === "string" ? raw : "").trim();
  if (value === "") return field.required ? "missing" : undefined;
  if (field.maxLength !== undefined && value.length > field.maxLength) return "tooLong";
  if (field.options && !field.options.some((option) => option.value === value)) return "notAnOption";
  if (field.format && !FORMATS[field.format].test(value)) return "badFormat";
  return undefined;
}

export function problemMessage(field: FieldDefinition, problem: FieldProblem): string {
  switch (problem) {
    case "missing":
      return field.missing ?? LEAD_MESSAGES.required;
    case "tooLong":
      return tooLongMessage(field.maxLength ?? 0);
    case "notAnOption":
      return LEAD_MESSAGES.invalidOption;
    case "badFormat":
      return FORMATS[field.format ?? "email"].message;
  }
}

export function fieldError(field: FieldDefinition, value: unknown): string | undefined {
  const problem = fieldProblem(field, value);
  return problem && problemMessage(field, problem);
}

export function fieldRules(field: FieldDefinition) {
  return { validate: { field: (value: unknown) => fieldError(field, value) ?? true } };
}
