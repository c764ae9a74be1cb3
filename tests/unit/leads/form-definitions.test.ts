/**
 * Every field of every lead form, checked twice on the same values: by the rules the browser form runs
 * (react-hook-form's, or the form's own check) and by the server (the form's check, then the zod payload).
 * Both must accept the same values and refuse the same ones with the same message.
 */
import { createFormControl } from "react-hook-form";
import { describe, expect, it } from "vitest";

import { invalidChatContactFields, type ChatContactValues } from "@/lib/chatbot/contact-submission";
import { LEAD_FORMS, type FormValues, type LeadFormName } from "@/lib/leads/forms";
import { parseLead, type FieldErrors } from "@/lib/leads/schema";
import { fieldError, fieldRules } from "@/lib/leads/shared/field-rules";
import { activeFields, type FieldDefinition } from "@/lib/leads/shared/fields";
import { LEAD_FORM_DEFINITIONS } from "@/lib/leads/shared/forms";
import { PAYLOAD_FIELD_NAMES } from "@/lib/leads/shared/payload-fields";
import { leadsCsv } from "@/scripts/leads-csv";

import { mainFormFields } from "../../support/lead-harness";

const contact = { firstName: "Dana", lastName: "Smith", email: "dana@example.com", phone: "5125550123" };
const slot = {
  scheduledDate: "2025-03-04",
  scheduledTime: "9:30 AM",
  timezone: "America/Chicago",
  appointmentDateTime: "2025-03-04T15:30:00.000Z",
};

/** One valid fill of each form (the main form on both of its pages). */
const VALID: readonly { form: LeadFormName; values: Record<string, string> }[] = [
  { form: "leadForm", values: { ...mainFormFields, tag: "website" } },
  { form: "leadForm", values: { ...mainFormFields, tag: "roofing-google-ads", roofingRevenue: "25k-50k" } },
  {
    form: "freeWebsite",
    values: {
      businessStatus: "starting",
      businessType: "Plumbing",
      websiteGoal: "all",
      ...contact,
      consent: "true",
    },
  },
  { form: "homeGuide", values: { email: "dana@example.com" } },
  { form: "roofingGuide", values: { email: "dana@example.com" } },
  { form: "quickContact", values: { name: "Mary Ann Smith", email: "m@example.com", message: "Hi" } },
  {
    form: "schedule",
    values: { ...mainFormFields, serviceType: "roofing", roofingRevenue: "over-250k", ...slot },
  },
  {
    form: "chatbotContact",
    values: { name: "Sam", email: "s@example.com", phone: "5125550100", message: "Hi" },
  },
];

/** The values worth trying in a field: empty, blank, at and past its length, off its list, malformed. */
function casesFor(field: FieldDefinition): string[] {
  if (field.input === "checkbox") return ["true", "on", ""];
  const cases = ["", "   "];
  const max = field.maxLength;
  if (max !== undefined) {
    const atMax = (length: number) =>
      field.format === "email" ? `${"a".repeat(length - 12)}@example.com` : "x".repeat(length);
    if (!field.options && (!field.format || field.format === "email")) cases.push(atMax(max));
    cases.push(atMax(max + 1));
  }
  if (field.options) cases.push(...field.options.map((option) => option.value), "not-an-option");
  if (field.format === "email") cases.push("ada@example.c", "ada example.com");
  if (field.format && field.format !== "email") cases.push("not-valid");
  return cases;
}

/** react-hook-form with the field's derived rules, as the main and free-website forms register it. */
async function reactHookFormError(name: string, field: FieldDefinition, value: string) {
  const form = createFormControl<Record<string, unknown>>({ mode: "onChange" });
  form.register(name, fieldRules(field));
  // A ticked box holds its value ("true"), an unticked one false.
  form.setValue(name, field.input === "checkbox" && value === "" ? false : value);
  await form.trigger(name);
  return form.getFieldState(name).error?.message;
}

/** What the browser form says about one field's value, by the checks that form really runs. */
async function clientError(form: LeadFormName, values: FormValues, name: string, field: FieldDefinition) {
  const value = values[name] ?? "";
  if (form === "leadForm" || form === "freeWebsite") return reactHookFormError(name, field, value);
  if (form === "chatbotContact") {
    const invalid = invalidChatContactFields(values as ChatContactValues).includes(name as never);
    return invalid ? fieldError(field, value) : undefined;
  }
  return fieldError(field, value);
}

function serverErrors(form: LeadFormName, values: FormValues): FieldErrors | undefined {
  const checked = LEAD_FORMS[form].check(values);
  if (!checked.ok) return checked.fieldErrors;
  const parsed = parseLead(checked.candidate);
  return parsed.success ? undefined : parsed.fieldErrors;
}

const rows = VALID.flatMap(({ form, values }) =>
  activeFields(LEAD_FORM_DEFINITIONS[form], values).flatMap(([name, field]) =>
    casesFor(field).map((value) => ({ form, tag: values.tag ?? "", name, field, value, values })),
  ),
);

describe("lead form definitions: the browser's rules and the server's check agree", () => {
  it.each(VALID)("$form accepts its valid fill on both sides", async ({ form, values }) => {
    expect(serverErrors(form, values)).toBeUndefined();
    for (const [name, field] of activeFields(LEAD_FORM_DEFINITIONS[form], values)) {
      expect(await clientError(form, values, name, field), name).toBeUndefined();
    }
  });

  it.each(rows)("$form $tag · $name = $value", async ({ form, name, field, value, values }) => {
    const filled = { ...values, [name]: value };
    const client = await clientError(form, filled, name, field);
    const server = serverErrors(form, filled);
    if (client === undefined) {
      expect(server).toBeUndefined();
    } else {
      expect(server?.[name]).toEqual([client]);
    }
  });

  it("tries every field of every form", () => {
    const named = new Set(rows.map((row) => `${row.form}.${row.name}`));
    for (const [form, definition] of Object.entries(LEAD_FORM_DEFINITIONS)) {
      for (const name of Object.keys(definition.fields))
        expect(named, `${form}.${name}`).toContain(`${form}.${name}`);
    }
    expect(rows.length).toBeGreaterThan(200);
  });
});

describe("the payload field list", () => {
  it("names every field a form sends as itself, and the CSV has a column for each", () => {
    const header = leadsCsv([]).split("\r\n")[0]?.split(",") ?? [];
    for (const name of PAYLOAD_FIELD_NAMES) expect(header).toContain(name);
    const formFields = Object.values(LEAD_FORM_DEFINITIONS).flatMap((form) => Object.keys(form.fields));
    // The short forms' full name is split into firstName and lastName; every other field is a lead field.
    expect(formFields.filter((name) => !(PAYLOAD_FIELD_NAMES as readonly string[]).includes(name))).toEqual([
      "name",
      "name",
    ]);
  });
});
