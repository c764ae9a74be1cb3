import type { LeadAttribution, Touch } from "./attribution";
import { LEAD_TAGS } from "./shared/tags";
import type { OutcomeRows } from "./store/outcome-repository";

// These tags record something happening to an earlier lead, not a new arrival.
const EVENT_TAGS: ReadonlySet<string> = new Set([
  LEAD_TAGS.roofingCallRescheduled,
  LEAD_TAGS.roofingCallCancelled,
  LEAD_TAGS.roofingCallShowed,
  LEAD_TAGS.roofingCallNoShow,
]);

const CLICK_IDS = [
  ["gclid", "google"],
  ["gbraid", "google"],
  ["wbraid", "google"],
  ["fbclid", "facebook"],
  ["msclkid", "microsoft"],
] as const satisfies readonly (readonly [keyof Touch, string])[];

export const DIRECT_SOURCE = "(direct)";

export function leadSource(attribution: LeadAttribution | null): string {
  const touch = attribution?.firstTouch ?? attribution?.lastTouch;
  if (touch?.utm_source) return touch.utm_source.toLowerCase();
  const click = CLICK_IDS.find(([param]) => touch?.[param]);
  return click ? `${click[1]} (${click[0]})` : DIRECT_SOURCE;
}

export interface SourceStats {
  source: string;
  leads: number;
  bookings: number;
  showed: number;
  noShows: number;
  showRate: number | null;
  medianToContactMs: number | null;
  won: number;
  wonCents: number;
}

interface Tally {
  leads: number;
  bookings: number;
  showed: number;
  noShows: number;
  toContact: number[];
  won: Map<string, number>;
}

function median(values: number[]): number | null {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

export function leadStats(rows: OutcomeRows): SourceStats[] {
  const arrivals = rows.leads.filter((lead) => !EVENT_TAGS.has(lead.tag));
  const sourceOf = new Map(arrivals.map((lead) => [lead.id, leadSource(lead.attribution)]));
  const groups = new Map<string, Tally>();
  const group = (source: string) => {
    let entry = groups.get(source);
    if (!entry) {
      entry = { leads: 0, bookings: 0, showed: 0, noShows: 0, toContact: [], won: new Map() };
      groups.set(source, entry);
    }
    return entry;
  };
  for (const source of sourceOf.values()) group(source).leads += 1;
  for (const booking of rows.bookings) {
    const source = sourceOf.get(booking.leadId);
    if (source === undefined) continue;
    const entry = group(source);
    entry.bookings += 1;
    if (booking.outcome === "showed") entry.showed += 1;
    if (booking.outcome === "no-show") entry.noShows += 1;
  }
  const contacted = new Set<string>();
  for (const stage of rows.stages) {
    const source = sourceOf.get(stage.leadId);
    if (source === undefined) continue;
    const entry = group(source);
    if (stage.stage === "contacted" && !contacted.has(stage.leadId)) {
      contacted.add(stage.leadId);
      entry.toContact.push(stage.sinceLeadMs);
    }
    // The latest `won` of a lead counts (a CRM may correct the value).
    if (stage.stage === "won") entry.won.set(stage.leadId, stage.valueCents ?? 0);
  }
  const toStats = (source: string, entries: Tally[]): SourceStats => {
    const sum = (pick: (entry: Tally) => number) => entries.reduce((total, entry) => total + pick(entry), 0);
    const showed = sum((entry) => entry.showed);
    const noShows = sum((entry) => entry.noShows);
    const won = entries.flatMap((entry) => [...entry.won.values()]);
    return {
      source,
      leads: sum((entry) => entry.leads),
      bookings: sum((entry) => entry.bookings),
      showed,
      noShows,
      showRate: showed + noShows === 0 ? null : showed / (showed + noShows),
      medianToContactMs: median(entries.flatMap((entry) => entry.toContact)),
      won: won.length,
      wonCents: won.reduce((total, cents) => total + cents, 0),
    };
  };
  const perSource = [...groups.entries()]
    .map(([source, entry]) => toStats(source, [entry]))
    .sort((a, b) => b.leads - a.leads || a.source.localeCompare(b.source));
  return [...perSource, toStats("all", [...groups.values()])];
}
