// Only DAILY and WEEKLY RRULEs are expanded; other frequencies count their first occurrence only.
import type { Interval } from "./slots";
import { addDays, DAY_MS, weekday, zonedInstant } from "./zoned-time";

interface Property {
  name: string;
  params: Record<string, string>;
  value: string;
}

function unfold(text: string): string[] {
  return text.replace(/\r?\n[ \t]/g, "").split(/\r?\n/);
}

function parseProperty(line: string): Property | undefined {
  const colon = line.indexOf(":");
  if (colon === -1) return undefined;
  const [name = "", ...rawParams] = line.slice(0, colon).split(";");
  const params: Record<string, string> = {};
  for (const param of rawParams) {
    const [key, value] = param.split("=");
    if (key && value !== undefined) params[key.toUpperCase()] = value.replace(/^"|"$/g, "");
  }
  return { name: name.toUpperCase(), params, value: line.slice(colon + 1).trim() };
}

interface ParsedTime {
  instant: number;
  allDay: boolean;
}

// Floating times (no Z, no TZID) are read in the agency's zone.
function parseTime(property: Property, agencyZone: string): ParsedTime | undefined {
  const match = /^(\d{4})(\d{2})(\d{2})(?:T(\d{2})(\d{2})(\d{2})(Z)?)?$/.exec(property.value);
  if (!match) return undefined;
  const [, y, mo, d, h, mi, s, z] = match;
  const date = `${y}-${mo}-${d}`;
  if (h === undefined) return { instant: zonedInstant(date, 0, agencyZone), allDay: true };
  const minutes = Number(h) * 60 + Number(mi) + Number(s) / 60;
  if (z) return { instant: Date.UTC(Number(y), Number(mo) - 1, Number(d)) + minutes * 60_000, allDay: false };
  const zone = property.params.TZID ?? agencyZone;
  try {
    return { instant: zonedInstant(date, minutes, zone), allDay: false };
  } catch {
    return { instant: zonedInstant(date, minutes, agencyZone), allDay: false }; // a Windows zone name
  }
}

const WEEKDAYS = ["SU", "MO", "TU", "WE", "TH", "FR", "SA"];

function expand(first: Interval, rule: string, window: Interval): Interval[] {
  const parts = Object.fromEntries(rule.split(";").map((part) => part.split("=") as [string, string]));
  const length = first.end - first.start;
  const interval = Math.max(1, Number(parts.INTERVAL ?? 1));
  const count = parts.COUNT ? Number(parts.COUNT) : Infinity;
  const untilMatch = /^(\d{4})(\d{2})(\d{2})/.exec(parts.UNTIL ?? "");
  const until = untilMatch
    ? Date.UTC(Number(untilMatch[1]), Number(untilMatch[2]) - 1, Number(untilMatch[3])) + DAY_MS
    : Infinity;
  if (parts.FREQ !== "DAILY" && parts.FREQ !== "WEEKLY") return [first];
  const byDay = parts.BYDAY?.split(",").map((day) => WEEKDAYS.indexOf(day.slice(-2)));
  const step = parts.FREQ === "DAILY" ? 1 : 7;
  const occurrences: Interval[] = [];
  let made = 0;
  const firstDate = new Date(first.start).toISOString().slice(0, 10);
  // Walk day by day from the first occurrence (a 24-hour step keeps the UTC time; close enough for busy blocks).
  for (let offset = 0; first.start + offset * DAY_MS <= Math.min(until, window.end); offset++) {
    const date = addDays(firstDate, offset);
    const period = Math.floor(offset / step);
    if (period % interval !== 0) continue;
    const matches =
      parts.FREQ === "DAILY" ? true : byDay?.length ? byDay.includes(weekday(date)) : offset % 7 === 0;
    if (!matches) continue;
    made += 1;
    if (made > count) break;
    const start = first.start + offset * DAY_MS;
    if (start + length > window.start) occurrences.push({ start, end: start + length });
  }
  return occurrences;
}

export function parseBusyIcs(text: string, agencyZone: string, window: Interval): Interval[] {
  const busy: Interval[] = [];
  let event: Property[] | undefined;
  for (const line of unfold(text)) {
    if (line === "BEGIN:VEVENT") event = [];
    else if (line === "END:VEVENT" && event) {
      busy.push(...eventIntervals(event, agencyZone, window));
      event = undefined;
    } else if (event) {
      const property = parseProperty(line);
      if (property) event.push(property);
    }
  }
  return busy.filter((interval) => interval.start < window.end && interval.end > window.start);
}

function eventIntervals(event: Property[], agencyZone: string, window: Interval): Interval[] {
  const get = (name: string) => event.find((property) => property.name === name);
  if (get("TRANSP")?.value === "TRANSPARENT" || get("STATUS")?.value === "CANCELLED") return [];
  const startProperty = get("DTSTART");
  const start = startProperty && parseTime(startProperty, agencyZone);
  if (!start) return [];
  const endProperty = get("DTEND");
  const end = endProperty && parseTime(endProperty, agencyZone);
  const first = { start: start.instant, end: end?.instant ?? start.instant + (start.allDay ? DAY_MS : 0) };
  if (first.end <= first.start) return [];
  const rule = get("RRULE")?.value;
  return rule ? expand(first, rule, window) : [first];
}
