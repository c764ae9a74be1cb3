/** The CSV export of the leads (the ops command's `export --csv` and the console's Export): one row per lead, fields, attribution and consent flattened. */
import { TRACKED_PARAMS, type Touch } from "@/lib/leads/attribution";
import { PAYLOAD_FIELD_NAMES } from "@/lib/leads/shared/payload-fields";
import type { StoredLead } from "@/lib/leads/store/types";

/** The lead's own fields, in the webhook payload's order (its tag has a column of its own). */
const LEAD_FIELDS = PAYLOAD_FIELD_NAMES.filter((field) => field !== "tag");

const TOUCH_FIELDS = [...TRACKED_PARAMS, "referrer", "landingPage", "landedAt"] as const;

function iso(ms: number | null): string {
  return ms === null ? "" : new Date(ms).toISOString();
}

/** Quotes when needed, and defuses spreadsheet formulas a visitor could have typed (=, +, -, @). */
export function csvCell(value: unknown): string {
  let text = value === undefined || value === null ? "" : String(value);
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

function touchCells(touch: Touch | undefined): string[] {
  return TOUCH_FIELDS.map((field) => touch?.[field] ?? "");
}

export function leadsCsv(leads: StoredLead[]): string {
  const header = [
    "id",
    "submission_id",
    "created_at",
    "tag",
    "status",
    "attempts",
    "last_error",
    "delivered_at",
    ...LEAD_FIELDS,
    "page_path",
    ...TOUCH_FIELDS.map((field) => `first_${field}`),
    ...TOUCH_FIELDS.map((field) => `last_${field}`),
    "consent_version",
    "consent_given_at",
    "consent_page_url",
    "consent_ip",
    "consent_user_agent",
    "consent_text",
  ];
  const rows = leads.map((lead) => {
    const payload: Record<string, unknown> = lead.payload;
    return [
      lead.id,
      lead.submissionId,
      iso(lead.createdAt),
      lead.tag,
      lead.status,
      lead.attempts,
      lead.lastError,
      iso(lead.deliveredAt),
      ...LEAD_FIELDS.map((field) => payload[field]),
      lead.attribution?.pagePath,
      ...touchCells(lead.attribution?.firstTouch),
      ...touchCells(lead.attribution?.lastTouch),
      lead.consent?.version,
      lead.consent?.givenAt,
      lead.consent?.pageUrl,
      lead.consent?.ip,
      lead.consent?.userAgent,
      lead.consent?.text,
    ];
  });
  return [header, ...rows].map((row) => row.map(csvCell).join(",")).join("\r\n") + "\r\n";
}
