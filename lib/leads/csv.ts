import { TRACKED_PARAMS, type Touch } from "@/lib/leads/attribution";
import { PAYLOAD_FIELD_NAMES } from "@/lib/leads/shared/payload-fields";
import type { StageRecord } from "@/lib/leads/store/outcome-repository";
import type { StoredLead } from "@/lib/leads/store/records";

const LEAD_FIELDS = PAYLOAD_FIELD_NAMES.filter((field) => field !== "tag");

const TOUCH_FIELDS = [...TRACKED_PARAMS, "referrer", "landingPage", "landedAt"] as const;

function iso(ms: number | null): string {
  return ms === null ? "" : new Date(ms).toISOString();
}

// Defuses spreadsheet formulas a visitor could have typed (=, +, -, @).
export function csvCell(value: unknown): string {
  let text = value === undefined || value === null ? "" : String(value);
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

function touchCells(touch: Touch | undefined): string[] {
  return TOUCH_FIELDS.map((field) => touch?.[field] ?? "");
}

function stageCells(stages: StageRecord[]): unknown[] {
  const latest = stages.at(-1);
  const contacted = stages.find((stage) => stage.stage === "contacted");
  const won = stages.findLast((stage) => stage.stage === "won");
  const history = stages.map((stage) =>
    [
      stage.stage,
      iso(stage.createdAt),
      stage.valueCents === null ? "" : `${stage.valueCents / 100} ${stage.currency ?? ""}`,
    ]
      .join(" ")
      .trim(),
  );
  return [
    latest?.stage,
    latest ? iso(latest.createdAt) : "",
    contacted ? Math.round(contacted.sinceLeadMs / 1000) : "",
    won?.valueCents == null ? "" : won.valueCents / 100,
    won?.currency,
    history.join("; "),
  ];
}

export function leadsCsv(leads: StoredLead[], stages: StageRecord[] = []): string {
  const stagesOf = new Map<string, StageRecord[]>();
  for (const stage of stages) stagesOf.set(stage.leadId, [...(stagesOf.get(stage.leadId) ?? []), stage]);
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
    "stage",
    "stage_at",
    "contacted_after_seconds",
    "won_value",
    "won_currency",
    "stage_history",
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
      ...stageCells(stagesOf.get(lead.id) ?? []),
    ];
  });
  return [header, ...rows].map((row) => row.map(csvCell).join(",")).join("\r\n") + "\r\n";
}
