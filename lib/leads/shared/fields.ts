import type { LeadTag } from "./tags";

export type FormValues = Readonly<Partial<Record<string, string>>>;

export type FieldInput =
  "text" | "email" | "tel" | "url" | "textarea" | "select" | "radio" | "checkbox" | "hidden";

// Named, not functions, so that the browser and the server run the same check.
export type FieldFormat = "email" | "calendarDate" | "timeLabel" | "timeZone" | "dateTime";

export interface FieldOption {
  readonly value: string;
  readonly label: string;
}

export interface FieldDefinition {
  readonly label?: string;
  readonly input: FieldInput;
  readonly required: boolean;
  readonly maxLength?: number;
  readonly options?: readonly FieldOption[];
  readonly format?: FieldFormat;
  readonly missing?: string;
}

export type FieldMap = Readonly<Record<string, FieldDefinition>>;

export interface FormDefinition<F extends FieldMap = FieldMap> {
  readonly fields: F;
  readonly tag: LeadTag | ((values: FormValues) => LeadTag);
  readonly missingMessage: string | ((missing: readonly string[]) => string);
  readonly inactive?: (values: FormValues) => readonly string[];
}

export type FormValuesOf<F extends FieldMap> = {
  -readonly [K in keyof F]: F[K]["input"] extends "checkbox" ? boolean : string;
};

export function defineForm<const F extends FieldMap>(form: FormDefinition<F>): FormDefinition<F> {
  return form;
}

export function tagOf(form: FormDefinition, values: FormValues): LeadTag {
  return typeof form.tag === "function" ? form.tag(values) : form.tag;
}

export function activeFields(form: FormDefinition, values: FormValues): [string, FieldDefinition][] {
  const inactive: readonly string[] = form.inactive?.(values) ?? [];
  return Object.entries(form.fields).filter(([name]) => !inactive.includes(name));
}
