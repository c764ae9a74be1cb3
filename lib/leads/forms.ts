/**
 * One definition per lead form: its required fields and messages, the payload and tag it sends, and where a successful no-JavaScript submission lands. Shared by the server actions, the JSON API
 * and (for the field lists and messages) the client forms.
 */
import "server-only";

import type { ConsentForm } from "@/content/consent";
import { GUIDE_FILES, guideHref } from "@/content/guide-files";

import {
  BUSINESS_STATUSES,
  REVENUE_OPTIONS,
  SERVICE_TYPES,
  splitName,
  WEBSITE_GOALS,
  type FieldErrors,
} from "./schema";
import { CHATBOT_MESSAGE_MAX_LENGTH, CHATBOT_NOTES_PREFIX, oneCharacterLineBreaks } from "./shared/limits";
import { LEAD_MESSAGES } from "./shared/messages";
import { LEAD_TAGS, type LeadTag } from "./shared/tags";

export type FormValues = Readonly<Partial<Record<string, string>>>;

export type LeadFormName =
  "leadForm" | "freeWebsite" | "homeGuide" | "roofingGuide" | "quickContact" | "schedule" | "chatbotContact";

export type FormCheck =
  | { ok: true; tag: LeadTag; candidate: Record<string, unknown>; consentForm?: ConsentForm }
  | { ok: false; error: string; fieldErrors: FieldErrors };

export interface LeadFormDefinition {
  name: LeadFormName;
  /** The tag a submission carries, read before validation so that bot answers can name it too. */
  tagFor(values: FormValues): LeadTag;
  check(values: FormValues): FormCheck;
  /** Where a successful submission without JavaScript goes; absent keeps the success state on the page. */
  redirectTo?: (tag: LeadTag) => string;
}

/** The short forms (quick contact, chatbot) ask one full name, split into firstName and lastName. */
export const FULL_NAME_FIELD = "name";

export const HOME_GUIDE_NOTES = "Downloaded 2025 Complete Marketing Guide";
export const ROOFING_GUIDE_NOTES = "Downloaded Roofing Lead Generation Guide";
export const HOME_GUIDE_PDF_PATH = guideHref(GUIDE_FILES.marketing);
export const ROOFING_GUIDE_PDF_PATH = guideHref(GUIDE_FILES.roofing);

/** A checkbox posts "on"; JavaScript forms may post "true". */
export function isChecked(value: string | undefined): boolean {
  return value === "on" || value === "true";
}

function filled(values: FormValues, name: string): string | undefined {
  const value = values[name]?.trim();
  return value ? value : undefined;
}

function missingFields(values: FormValues, names: readonly string[]): string[] {
  return names.filter((name) => filled(values, name) === undefined);
}

function requiredErrors(names: readonly string[]): FieldErrors {
  return Object.fromEntries(names.map((name) => [name, [LEAD_MESSAGES.required]]));
}

function fail(error: string, fieldErrors: FieldErrors): FormCheck {
  return { ok: false, error, fieldErrors };
}

type Options = readonly { value: string }[];

/** Field errors for values that are present but not one of their listed options. */
function optionErrors(
  values: FormValues,
  optionsByField: Readonly<Record<string, Options>>,
): FieldErrors | undefined {
  const wrong = Object.entries(optionsByField).filter(([name, options]) => {
    const value = filled(values, name);
    return value !== undefined && !options.some((option) => option.value === value);
  });
  if (wrong.length === 0) return undefined;
  return Object.fromEntries(wrong.map(([name]) => [name, [LEAD_MESSAGES.invalidOption]]));
}

const LEAD_FORM_FIELDS = [
  "businessName",
  "city",
  "website",
  "notes",
  "firstName",
  "lastName",
  "email",
  "phone",
] as const;

function pick(values: FormValues, names: readonly string[]): Record<string, string | undefined> {
  return Object.fromEntries(names.map((name) => [name, values[name]]));
}

/** The main form posts its page's tag; anything but the roofing tag is the default "website". */
function leadFormTag(values: FormValues): LeadTag {
  return values.tag === LEAD_TAGS.roofingGoogleAds ? LEAD_TAGS.roofingGoogleAds : LEAD_TAGS.website;
}

const leadForm: LeadFormDefinition = {
  name: "leadForm",
  tagFor: leadFormTag,
  check(values) {
    const tag = leadFormTag(values);
    const roofing = tag === LEAD_TAGS.roofingGoogleAds;
    const classification = roofing ? "roofingRevenue" : "serviceType";
    const missing = missingFields(values, [
      "businessName",
      "city",
      "firstName",
      "lastName",
      "email",
      "phone",
      classification,
    ]);
    if (missing.length > 0) return fail(LEAD_MESSAGES.leadFormMissing, requiredErrors(missing));
    if (!isChecked(values.consent)) {
      return fail(LEAD_MESSAGES.leadFormConsent, { consent: [LEAD_MESSAGES.leadFormConsent] });
    }
    const wrong = optionErrors(
      values,
      roofing ? { roofingRevenue: REVENUE_OPTIONS } : { serviceType: SERVICE_TYPES },
    );
    if (wrong) return fail(LEAD_MESSAGES.invalid, wrong);
    return {
      ok: true,
      tag,
      consentForm: "leadForm",
      candidate: {
        ...pick(values, LEAD_FORM_FIELDS),
        serviceType: roofing ? "roofing" : values.serviceType,
        roofingRevenue: roofing ? values.roofingRevenue : undefined,
        consent: true,
        tag,
      },
    };
  },
  redirectTo: (tag) => (tag === LEAD_TAGS.roofingGoogleAds ? "/roofing-google-ads/schedule" : "/thank-you"),
};

const freeWebsite: LeadFormDefinition = {
  name: "freeWebsite",
  tagFor: () => LEAD_TAGS.freeWebsite,
  check(values) {
    const missingQuestions = missingFields(values, ["businessStatus", "businessType", "websiteGoal"]);
    const missingContact = missingFields(values, ["firstName", "lastName", "email", "phone"]);
    const missing = [...missingQuestions, ...missingContact];
    if (missing.length > 0) {
      const message =
        missingQuestions.length > 0
          ? LEAD_MESSAGES.freeWebsiteQuestionsMissing
          : LEAD_MESSAGES.freeWebsiteContactMissing;
      return fail(message, requiredErrors(missing));
    }
    if (!isChecked(values.consent)) {
      return fail(LEAD_MESSAGES.freeWebsiteConsent, { consent: [LEAD_MESSAGES.freeWebsiteConsent] });
    }
    const wrong = optionErrors(values, { businessStatus: BUSINESS_STATUSES, websiteGoal: WEBSITE_GOALS });
    if (wrong) return fail(LEAD_MESSAGES.invalid, wrong);
    return {
      ok: true,
      tag: LEAD_TAGS.freeWebsite,
      consentForm: "freeWebsite",
      candidate: {
        ...pick(values, [
          "businessStatus",
          "businessType",
          "websiteGoal",
          "firstName",
          "lastName",
          "email",
          "phone",
        ]),
        ...pick(values, ["businessName", "city", "website"]),
        consent: true,
        tag: LEAD_TAGS.freeWebsite,
      },
    };
  },
  redirectTo: () => "/free-website/thank-you",
};

function guideForm(name: LeadFormName, tag: LeadTag, notes: string, pdfPath: string): LeadFormDefinition {
  return {
    name,
    tagFor: () => tag,
    check(values) {
      if (filled(values, "email") === undefined) {
        return fail(LEAD_MESSAGES.guideEmailMissing, { email: [LEAD_MESSAGES.guideEmailMissing] });
      }
      return { ok: true, tag, candidate: { email: values.email, notes, tag } };
    },
    redirectTo: () => pdfPath,
  };
}

const quickContact: LeadFormDefinition = {
  name: "quickContact",
  tagFor: () => LEAD_TAGS.quickContact,
  check(values) {
    const missing = missingFields(values, [FULL_NAME_FIELD, "email", "message"]);
    if (missing.length > 0) return fail(LEAD_MESSAGES.quickContactMissing, requiredErrors(missing));
    const { firstName, lastName } = splitName(values[FULL_NAME_FIELD] ?? "");
    return {
      ok: true,
      tag: LEAD_TAGS.quickContact,
      candidate: {
        firstName,
        lastName,
        email: values.email,
        message: values.message,
        tag: LEAD_TAGS.quickContact,
      },
    };
  },
};

const DATE_PATTERN = /^(\d{4})-(\d{2})-(\d{2})$/;
const TIME_LABEL_PATTERN = /^(1[0-2]|0?[1-9]):[0-5]\d\s?(AM|PM)$/i;

function isCalendarDate(value: string): boolean {
  const match = DATE_PATTERN.exec(value);
  if (!match) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(value);
}

function isTimeZone(value: string): boolean {
  try {
    new Intl.DateTimeFormat("en-US", { timeZone: value });
    return true;
  } catch {
    return false;
  }
}

function scheduleFieldErrors(values: FormValues): FieldErrors | undefined {
  const errors: FieldErrors = {};
  const date = filled(values, "scheduledDate") ?? "";
  const time = filled(values, "scheduledTime") ?? "";
  const timezone = filled(values, "timezone");
  const appointment = filled(values, "appointmentDateTime");
  if (!isCalendarDate(date)) errors.scheduledDate = ["Choose a valid date."];
  if (!TIME_LABEL_PATTERN.test(time)) errors.scheduledTime = ["Choose a valid time."];
  if (timezone !== undefined && (timezone.length > 100 || !isTimeZone(timezone)))
    errors.timezone = ["Unknown time zone."];
  if (appointment !== undefined && Number.isNaN(Date.parse(appointment))) {
    errors.appointmentDateTime = ["Invalid appointment time."];
  }
  return Object.keys(errors).length > 0 ? errors : undefined;
}

const schedule: LeadFormDefinition = {
  name: "schedule",
  tagFor: () => LEAD_TAGS.roofingScheduledCall,
  check(values) {
    const missing = missingFields(values, ["scheduledDate", "scheduledTime"]);
    if (missing.length > 0) return fail(LEAD_MESSAGES.scheduleMissing, requiredErrors(missing));
    if (filled(values, "email") === undefined) return fail(LEAD_MESSAGES.scheduleNoLeadData, {});
    const wrong = scheduleFieldErrors(values);
    if (wrong) return fail(LEAD_MESSAGES.invalid, wrong);
    return {
      ok: true,
      tag: LEAD_TAGS.roofingScheduledCall,
      candidate: {
        ...pick(values, [...LEAD_FORM_FIELDS, "serviceType", "roofingRevenue"]),
        ...pick(values, ["scheduledDate", "scheduledTime", "timezone", "appointmentDateTime"]),
        consent: isChecked(values.consent) ? true : undefined,
        tag: LEAD_TAGS.roofingScheduledCall,
      },
    };
  },
  redirectTo: () => "/roofing-google-ads/final-thank-you",
};

const chatbotContact: LeadFormDefinition = {
  name: "chatbotContact",
  tagFor: () => LEAD_TAGS.chatbot,
  check(values) {
    const missing = missingFields(values, [FULL_NAME_FIELD, "email", "phone", "message"]);
    if (missing.length > 0) return fail(LEAD_MESSAGES.chatbotMissing, requiredErrors(missing));
    const message = oneCharacterLineBreaks(filled(values, "message") ?? "");
    if (message.length > CHATBOT_MESSAGE_MAX_LENGTH) {
      return fail(LEAD_MESSAGES.invalid, {
        message: [`Must be at most ${CHATBOT_MESSAGE_MAX_LENGTH} characters.`],
      });
    }
    const { firstName, lastName } = splitName(values[FULL_NAME_FIELD] ?? "");
    return {
      ok: true,
      tag: LEAD_TAGS.chatbot,
      candidate: {
        firstName,
        lastName,
        email: values.email,
        phone: values.phone,
        notes: `${CHATBOT_NOTES_PREFIX}${message}`,
        tag: LEAD_TAGS.chatbot,
      },
    };
  },
};

export const LEAD_FORMS: Readonly<Record<LeadFormName, LeadFormDefinition>> = {
  leadForm,
  freeWebsite,
  homeGuide: guideForm("homeGuide", LEAD_TAGS.freeGuide, HOME_GUIDE_NOTES, HOME_GUIDE_PDF_PATH),
  roofingGuide: guideForm(
    "roofingGuide",
    LEAD_TAGS.roofingLeadMagnet,
    ROOFING_GUIDE_NOTES,
    ROOFING_GUIDE_PDF_PATH,
  ),
  quickContact,
  schedule,
  chatbotContact,
};

export function isLeadFormName(value: unknown): value is LeadFormName {
  return typeof value === "string" && Object.hasOwn(LEAD_FORMS, value);
}
