// The chatbot and home guide show success whatever the answer, so a failed send is kept here and resent.
import { FORM_META } from "./form-meta";
import type { FormState } from "./form-state";
// Type only: the forms' definitions stay out of the pages' bundles (the server checks the name).
import type { LeadFormName } from "./forms";

export const UNSENT_LEADS_KEY = "unsent-leads";
export const UNSENT_LEAD_KEPT_EVENT = "unsent-lead-kept";
export const RESEND_DELAYS_MS = [5_000, 30_000, 120_000, 600_000] as const;

export interface UnsentLead {
  form: LeadFormName;
  fields: Record<string, string>;
  keptAt: number;
}

export type LeadStorage = Pick<Storage, "getItem" | "setItem" | "removeItem">;

function browserStorage(): LeadStorage | undefined {
  try {
    return window.localStorage;
  } catch {
    return undefined;
  }
}

function isUnsentLead(value: unknown): value is UnsentLead {
  if (!value || typeof value !== "object") return false;
  const lead = value as Partial<UnsentLead>;
  return (
    typeof lead.form === "string" &&
    typeof lead.keptAt === "number" &&
    !!lead.fields &&
    typeof lead.fields === "object" &&
    Object.values(lead.fields).every((field) => typeof field === "string")
  );
}

export function unsentLeads(storage: LeadStorage | undefined = browserStorage()): UnsentLead[] {
  try {
    const parsed: unknown = JSON.parse(storage?.getItem(UNSENT_LEADS_KEY) ?? "[]");
    return Array.isArray(parsed) ? parsed.filter(isUnsentLead) : [];
  } catch {
    return [];
  }
}

function write(storage: LeadStorage, leads: UnsentLead[]): void {
  if (leads.length === 0) storage.removeItem(UNSENT_LEADS_KEY);
  else storage.setItem(UNSENT_LEADS_KEY, JSON.stringify(leads));
}

const submissionIdOf = (lead: UnsentLead) => lead.fields[FORM_META.submissionId] ?? "";

export function shouldKeep(result: { state: FormState; exception: boolean }): boolean {
  return result.exception || (!result.state.success && !result.state.fieldErrors);
}

export function keepUnsentLead(
  form: LeadFormName,
  data: FormData,
  storage: LeadStorage | undefined = browserStorage(),
  now: number = Date.now(),
): boolean {
  const fields: Record<string, string> = {};
  for (const [name, value] of data.entries()) if (typeof value === "string") fields[name] = value;
  const lead: UnsentLead = { form, fields, keptAt: now };
  if (!storage) return false;
  try {
    write(storage, [
      ...unsentLeads(storage).filter((kept) => submissionIdOf(kept) !== submissionIdOf(lead)),
      lead,
    ]);
  } catch {
    return false;
  }
  if (typeof window !== "undefined") window.dispatchEvent(new Event(UNSENT_LEAD_KEPT_EVENT));
  return true;
}

export interface ResendReport {
  sent: number;
  refused: number;
  left: number;
}

// Settled: taken (2xx) or refused for what it holds or where it came from, so resending cannot help.
function isSettled(status: number): boolean {
  return (status >= 200 && status < 300) || status === 400 || status === 403 || status === 413;
}

export async function resendUnsentLeads(
  post: typeof fetch = fetch,
  storage: LeadStorage | undefined = browserStorage(),
): Promise<ResendReport> {
  const report: ResendReport = { sent: 0, refused: 0, left: 0 };
  if (!storage) return report;
  for (const lead of unsentLeads(storage)) {
    let status = 0;
    try {
      const response = await post("/api/leads", {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ form: lead.form, fields: lead.fields }),
      });
      status = response.status;
    } catch {
      // No network: kept for the next try.
    }
    if (!isSettled(status)) {
      report.left += 1;
      continue;
    }
    if (status < 300) report.sent += 1;
    else {
      report.refused += 1;
      console.error(`A kept ${lead.form} lead was refused (${status}).`);
    }
    try {
      write(
        storage,
        unsentLeads(storage).filter((kept) => submissionIdOf(kept) !== submissionIdOf(lead)),
      );
    } catch {
      // Left in storage: a second arrival is recognised by its submission id.
    }
  }
  return report;
}
