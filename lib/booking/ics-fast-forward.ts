import ICAL from "ical.js";

import { icsInstant } from "./ics-zones";
import type { Interval } from "./slots";
import { DAY_MS } from "./zoned-time";

function gcd(a: number, b: number): number {
  return b === 0 ? a : gcd(b, a % b);
}

// Days after which a DAILY or WEEKLY series (no COUNT, at most plain BYDAY) repeats exactly; else undefined.
function periodDays(rule: ICAL.Recur): number | undefined {
  const unit = rule.freq === "DAILY" ? 1 : rule.freq === "WEEKLY" ? 7 : 0;
  if (!unit || rule.count) return undefined;
  const parts = Object.entries(rule.parts).filter(([, values]) => values !== undefined);
  if (parts.some(([name]) => name !== "BYDAY")) return undefined;
  const days = rule.parts.BYDAY;
  if (days?.some((day) => !/^[A-Z]{2}$/.test(String(day)))) return undefined;
  const period = unit * Math.max(1, rule.interval);
  return unit === 1 && days ? (period * 7) / gcd(period, 7) : period;
}

/**
 * A DTSTART shortly before the window, on the series' own rhythm, so expansion skips the years between; the moved
 * DTSTART (counted as an occurrence even if the rule would not land there) ends before the window.
 */
export function fastForwardStart(
  event: ICAL.Event,
  agencyZone: string,
  window: Interval,
): ICAL.Time | undefined {
  const rules = event.component.getAllProperties("rrule");
  const rule = rules.length === 1 ? rules[0]!.getFirstValue() : undefined;
  const period = rule instanceof ICAL.Recur ? periodDays(rule) : undefined;
  if (!period) return undefined;
  const start = event.startDate;
  const lengthMs = icsInstant(event.endDate, agencyZone) - icsInstant(start, agencyZone);
  const room = window.start - icsInstant(start, agencyZone) - Math.max(0, lengthMs) - (period + 2) * DAY_MS;
  const steps = Math.floor(room / (period * DAY_MS));
  if (steps <= 0) return undefined;
  const shifted = start.clone();
  shifted.adjust(steps * period, 0, 0, 0);
  return shifted;
}
