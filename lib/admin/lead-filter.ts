import "server-only";

// The filter is posted and kept in the session, never in a URL, where an email would leak into logs.
import { z } from "zod";

import { addDays, zonedInstant } from "@/lib/booking/zoned-time";
import { LEAD_STATUSES } from "@/lib/db/schema";
import type { LeadStore } from "@/lib/leads/store/lead-store";
import type { StoredLead } from "@/lib/leads/store/records";

const DATE = /^\d{4}-\d{2}-\d{2}$/;
const optionalText = (max: number) =>
  z.preprocess((value) => (typeof value === "string" ? value.trim() : ""), z.string().max(max));

export const leadFilterSchema = z.object({
  q: optionalText(100),
  status: z.union([z.enum(LEAD_STATUSES), z.literal("")]).catch(""),
  tag: optionalText(60),
  source: optionalText(100),
  from: z.union([z.string().regex(DATE), z.literal("")]).catch(""),
  to: z.union([z.string().regex(DATE), z.literal("")]).catch(""),
});

export type LeadFilter = z.output<typeof leadFilterSchema>;

export const EMPTY_FILTER: LeadFilter = { q: "", status: "", tag: "", source: "", from: "", to: "" };

export function parseLeadFilter(input: Record<string, unknown>): LeadFilter {
  const parsed = leadFilterSchema.safeParse(input);
  return parsed.success ? parsed.data : EMPTY_FILTER;
}

export function storedFilter(json: string | null): LeadFilter {
  if (!json) return EMPTY_FILTER;
  try {
    return parseLeadFilter(JSON.parse(json) as Record<string, unknown>);
  } catch {
    return EMPTY_FILTER;
  }
}

export function isFiltered(filter: LeadFilter): boolean {
  return Object.values(filter).some((value) => value !== "");
}

function searchable(lead: StoredLead): string[] {
  const { firstName, lastName, email, phone, businessName } = lead.payload;
  return [
    [firstName, lastName].filter(Boolean).join(" "),
    email ?? "",
    phone ?? "",
    (phone ?? "").replace(/\D/g, ""),
    businessName ?? "",
  ].map((field) => field.toLowerCase());
}

export function leadSource(lead: StoredLead): string {
  const touches = [lead.attribution?.lastTouch, lead.attribution?.firstTouch];
  for (const touch of touches) if (touch?.utm_source) return touch.utm_source;
  for (const touch of touches) {
    if (!touch?.referrer) continue;
    try {
      return new URL(touch.referrer).hostname;
    } catch {
      return touch.referrer;
    }
  }
  return "direct";
}

export function matchesFilter(lead: StoredLead, filter: LeadFilter, timeZone: string): boolean {
  if (filter.tag && lead.tag !== filter.tag) return false;
  if (filter.from && lead.createdAt < zonedInstant(filter.from, 0, timeZone)) return false;
  if (filter.to && lead.createdAt >= zonedInstant(addDays(filter.to, 1), 0, timeZone)) return false;
  if (filter.source) {
    const wanted = filter.source.toLowerCase();
    const sources = [
      leadSource(lead),
      lead.attribution?.firstTouch?.utm_source,
      lead.attribution?.lastTouch?.utm_source,
    ];
    if (!sources.some((source) => source?.toLowerCase() === wanted)) return false;
  }
  if (filter.q) {
    const needle = filter.q.toLowerCase();
    // "(512) 555-0100" finds the phone stored as +15125550100.
    const digits = /^[\d\s().+-]+$/.test(needle) ? needle.replace(/\D/g, "") : "";
    const fields = searchable(lead);
    if (!fields.some((field) => field.includes(needle) || (digits.length >= 3 && field.includes(digits))))
      return false;
  }
  return true;
}

export async function findLeads(
  store: LeadStore,
  filter: LeadFilter,
  timeZone: string,
): Promise<StoredLead[]> {
  const leads = await store.listLeads({ status: filter.status || undefined });
  return leads.filter((lead) => matchesFilter(lead, filter, timeZone));
}
