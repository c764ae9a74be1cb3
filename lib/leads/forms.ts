import "server-only";

import type { ConsentForm } from "@/content/consent";
import { GUIDE_FILES, guideHref } from "@/content/guide-files";
import { SCHEDULE_PATH } from "@/lib/booking/paths";

import { splitName, type FieldErrors } from "./schema";
import { fieldProblem, isChecked, problemMessage } from "./shared/field-rules";
import {
  activeFields,
  tagOf,
  type FieldDefinition,
  type FormDefinition,
  type FormValues,
} from "./shared/fields";
import { LEAD_FORM_DEFINITIONS, type LeadFormName } from "./shared/forms";
import { CHATBOT_NOTES_PREFIX, oneCharacterLineBreaks } from "./shared/limits";
import { LEAD_MESSAGES } from "./shared/messages";
import { isPayloadField } from "./shared/payload-fields";
import { LEAD_TAGS, type LeadTag } from "./shared/tags";

export type { FormValues } from "./shared/fields";
export { isLeadFormName, type LeadFormName } from "./shared/forms";

export type FormCheck =
  | { ok: true; tag: LeadTag; candidate: Record<string, unknown>; consentForm?: ConsentForm }
  | { ok: false; error: string; fieldErrors: FieldErrors };

export interface LeadFormDefinition {
  name: LeadFormName;
  definition: FormDefinition;
  /** Read before validation so that bot answers can name the tag too. */
  tagFor(values: FormValues): LeadTag;
  check(values: FormValues): FormCheck;
  redirectTo?: (tag: LeadTag) => string;
  /** Its next page offers the lead a time to book (a strategy-call form). */
  booksCall?: boolean;
}

interface ServerSide {
  consentForm?: ConsentForm;
  /** Extra lead fields; a key set to undefined removes that field from the lead. */
  payload?(values: FormValues, tag: LeadTag): Record<string, unknown>;
  redirectTo?: (tag: LeadTag) => string;
  booksCall?: boolean;
}

export const HOME_GUIDE_NOTES = "Downloaded 2025 Complete Marketing Guide";
export const ROOFING_GUIDE_NOTES = "Downloaded Roofing Lead Generation Guide";

function fail(error: string, fieldErrors: FieldErrors): FormCheck {
  return { ok: false, error, fieldErrors };
}

type Checked = readonly [name: string, field: FieldDefinition, problem: ReturnType<typeof fieldProblem>];

function errorsOf(entries: readonly Checked[]): FieldErrors {
  return Object.fromEntries(
    entries.map(([name, field, problem]) => [name, [problemMessage(field, problem ?? "missing")]]),
  );
}

function checkFields(form: FormDefinition, server: ServerSide, values: FormValues): FormCheck {
  const fields = activeFields(form, values);
  const problems = fields
    .map(([name, field]): Checked => [name, field, fieldProblem(field, values[name])])
    .filter(([, , problem]) => problem !== undefined);
  const missing = problems.filter(
    ([, field, problem]) => problem === "missing" && field.input !== "checkbox",
  );
  if (missing.length > 0) {
    const names = missing.map(([name]) => name);
    const message =
      typeof form.missingMessage === "string" ? form.missingMessage : form.missingMessage(names);
    return fail(message, errorsOf(missing));
  }
  const unticked = problems.find(([, , problem]) => problem === "missing");
  if (unticked) return fail(problemMessage(unticked[1], "missing"), errorsOf([unticked]));
  if (problems.length > 0) return fail(LEAD_MESSAGES.invalid, errorsOf(problems));
  const tag = tagOf(form, values);
  const own = fields.filter(([name]) => isPayloadField(name) && name !== "consent");
  const consent = fields.some(([name, field]) => name === "consent" && field.input === "checkbox");
  const candidate = Object.fromEntries(
    Object.entries({
      ...Object.fromEntries(own.map(([name]) => [name, values[name]])),
      ...server.payload?.(values, tag),
      consent: consent && isChecked(values.consent) ? true : undefined,
      tag,
    }).filter(([, value]) => value !== undefined),
  );
  return { ok: true, tag, candidate, consentForm: server.consentForm };
}

function fullName(values: FormValues) {
  return splitName(values.name ?? "");
}

const SERVER_SIDES: Readonly<Record<LeadFormName, ServerSide>> = {
  leadForm: {
    consentForm: "leadForm",
    payload: (values, tag) => ({
      serviceType: tag === LEAD_TAGS.roofingGoogleAds ? "roofing" : values.serviceType,
    }),
    redirectTo: (tag) => (tag === LEAD_TAGS.roofingGoogleAds ? SCHEDULE_PATH : "/thank-you"),
    booksCall: true,
  },
  freeWebsite: { consentForm: "freeWebsite", redirectTo: () => "/free-website/thank-you" },
  homeGuide: {
    payload: () => ({ notes: HOME_GUIDE_NOTES }),
    redirectTo: () => guideHref(GUIDE_FILES.marketing),
  },
  roofingGuide: {
    payload: () => ({ notes: ROOFING_GUIDE_NOTES }),
    redirectTo: () => guideHref(GUIDE_FILES.roofing),
  },
  quickContact: { payload: fullName },
  schedule: { redirectTo: () => "/roofing-google-ads/final-thank-you" },
  chatbotContact: {
    payload: (values) => ({
      ...fullName(values),
      notes: `${CHATBOT_NOTES_PREFIX}${oneCharacterLineBreaks(values.message ?? "").trim()}`,
      message: undefined,
    }),
  },
};

function serverForm(name: LeadFormName): LeadFormDefinition {
  const definition: FormDefinition = LEAD_FORM_DEFINITIONS[name];
  const server = SERVER_SIDES[name];
  return {
    name,
    definition,
    tagFor: (values) => tagOf(definition, values),
    check: (values) => checkFields(definition, server, values),
    redirectTo: server.redirectTo,
    booksCall: server.booksCall,
  };
}

export const LEAD_FORMS = Object.fromEntries(
  Object.keys(LEAD_FORM_DEFINITIONS).map((name) => [name, serverForm(name as LeadFormName)]),
) as Readonly<Record<LeadFormName, LeadFormDefinition>>;
