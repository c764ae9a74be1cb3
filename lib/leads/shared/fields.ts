/**
 * What a lead form is made of, as data: each field's label, input, whether it is required, its options, its
 * length and its messages. The server check, the zod payload, the browser's rules and the CSV all read these.
 */
import type { LeadTag } from "./tags";

export type FormValues = Readonly<Partial<Record<string, string>>>;

export type FieldInput =
  "text" | "email" | "tel" | "url" | "textarea" | "select" | "radio" | "checkbox" | "hidden";

/** Checks beyond "filled" and "short enough", named so that the browser and the server run the same one. */
export type FieldFormat = "email" | "calendarDate" | "timeLabel" | "timeZone" | "dateTime";

export interface FieldOption {
  readonly value: string;
  readonly label: string;
}

export interface FieldDefinition {
  /** The visible label (absent for fields the page fills itself). */
  readonly label?: string;
  readonly input: FieldInput;
  readonly required: boolean;
  readonly maxLength?: number;
  readonly options?: readonly FieldOption[];
  readonly format?: FieldFormat;
  /** The field's message when it is required and empty (a ticked box for a checkbox). */
  readonly missing?: string;
}

export type FieldMap = Readonly<Record<string, FieldDefinition>>;

export interface FormDefinition<F extends FieldMap = FieldMap> {
  readonly fields: F;
  /** The tag the lead carries; the main form reads its page's tag from the posted values. */
  readonly tag: LeadTag | ((values: FormValues) => LeadTag);
  /** The form's message when required fields are empty, given which (in field order). */
  readonly missingMessage: string | ((missing: readonly string[]) => string);
  /** Fields that do not apply to these values (the main form asks service type or revenue, by its page). */
  readonly inactive?: (values: FormValues) => readonly string[];
}

/** The values a react-hook-form form holds for these fields: a checkbox is a flag, every other field a string. */
export type FormValuesOf<F extends FieldMap> = {
  -readonly [K in keyof F]: F[K]["input"] extends "checkbox" ? boolean : string;
};

export function defineForm<const F extends FieldMap>(form: FormDefinition<F>): FormDefinition<F> {
  return form;
}

export function tagOf(form: FormDefinition, values: FormValues): LeadTag {
  return typeof form.tag === "function" ? form.tag(values) : form.tag;
}

/** The fields that apply to these values, in the definition's order. */
export function activeFields(form: FormDefinition, values: FormValues): [string, FieldDefinition][] {
  const inactive: readonly string[] = form.inactive?.(values) ?? [];
  return Object.entries(form.fields).filter(([name]) => !inactive.includes(name));
}
