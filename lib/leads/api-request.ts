import "server-only";

import { API_BODY_LIMIT_BYTES } from "../server/body-limits";
import { readLimitedText } from "../server/read-limited-body";
import { isLeadFormName, type FormValues, type LeadFormName } from "./forms";
import { INVALID_FORM_DATA, type FieldErrors } from "./schema";
import { FORM_META_FIELDS } from "./shared/form-meta";
import { LEAD_FORM_DEFINITIONS } from "./shared/forms";
import { LEAD_MESSAGES } from "./shared/messages";
import { PAYLOAD_FIELD_NAMES } from "./shared/payload-fields";

const MAX_FIELDS = 50;

export type LeadApiRequest =
  | { ok: true; form: LeadFormName; values: FormValues }
  | { ok: false; status: number; error: string; fieldErrors?: FieldErrors };

const NOT_TEXT_MESSAGE = "Must be text, a number or true/false.";
const FORM_INPUT_NAMES: ReadonlySet<string> = new Set([
  ...PAYLOAD_FIELD_NAMES,
  ...FORM_META_FIELDS,
  ...Object.values(LEAD_FORM_DEFINITIONS).flatMap((form) => Object.keys(form.fields)),
]);

// A list or object is reported: dropped, it would come back as "required" and hide the wrong type.
function toFormValues(fields: Record<string, unknown>): { values: FormValues; notText: string[] } {
  const values: Record<string, string> = {};
  const notText: string[] = [];
  for (const [name, value] of Object.entries(fields).slice(0, MAX_FIELDS)) {
    if (typeof value === "string") values[name] = value;
    else if (typeof value === "boolean" || (typeof value === "number" && Number.isFinite(value)))
      values[name] = String(value);
    // Keys no form reads are ignored whatever they hold, as before: an integration's extra data loses no lead.
    else if (value !== null && value !== undefined && FORM_INPUT_NAMES.has(name)) notText.push(name);
  }
  return { values, notText };
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

export async function readLeadApiRequest(request: Request): Promise<LeadApiRequest> {
  if (!(request.headers.get("content-type") ?? "").toLowerCase().startsWith("application/json")) {
    return { ok: false, status: 415, error: "Send the lead as application/json." };
  }
  let text: string | undefined;
  try {
    text = await readLimitedText(request, API_BODY_LIMIT_BYTES);
  } catch {
    return { ok: false, status: 400, error: INVALID_FORM_DATA };
  }
  if (text === undefined) return { ok: false, status: 413, error: LEAD_MESSAGES.tooLarge };
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    return { ok: false, status: 400, error: INVALID_FORM_DATA };
  }
  if (!isRecord(body) || !isLeadFormName(body.form) || !isRecord(body.fields)) {
    return { ok: false, status: 400, error: INVALID_FORM_DATA };
  }
  const { values, notText } = toFormValues(body.fields);
  if (notText.length > 0) {
    const fieldErrors = Object.fromEntries(notText.map((name) => [name, [NOT_TEXT_MESSAGE]]));
    return { ok: false, status: 400, error: INVALID_FORM_DATA, fieldErrors };
  }
  return { ok: true, form: body.form, values };
}

export function ownHosts(headers: Headers, siteUrl: string): (string | null)[] {
  return [new URL(siteUrl).host, headers.get("x-forwarded-host"), headers.get("host")];
}

// Browsers always send Origin on a cross-site POST; scripts without one pass and still face the abuse checks.
export function isAllowedOrigin(origin: string | null, ownHosts: readonly (string | null)[]): boolean {
  if (!origin) return true;
  let host: string;
  try {
    host = new URL(origin).host;
  } catch {
    return false;
  }
  // X-Forwarded-Host may list a proxy chain: the first is the visitor's, as Next's action check reads it.
  return ownHosts.some((own) => own?.split(",")[0]?.trim().toLowerCase() === host);
}
