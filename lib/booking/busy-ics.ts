import ICAL from "ical.js";

import { fastForwardStart } from "./ics-fast-forward";
import { icsInstant, registerMissingZones } from "./ics-zones";
import type { Interval } from "./slots";

// A hostile rule can keep ical.js looking for an occurrence that never comes: the whole read has a time budget.
export const BUSY_PARSE_BUDGET_MS = 2_000;

export interface BusyParseOptions {
  budgetMs?: number;
  // An event ical.js cannot read is left out, and the rest of the calendar still counts.
  onSkippedEvent?: (reason: string) => void;
}

class BudgetExceeded extends Error {}

type Budget = () => void;

// Set while a feed is read (synchronously): every step of ical.js's rule search, the first included, checks it.
let activeBudget: Budget | undefined;
const checkRules = ICAL.RecurIterator.prototype.check_contracting_rules;
ICAL.RecurIterator.prototype.check_contracting_rules = function (this: ICAL.RecurIterator) {
  activeBudget?.();
  return checkRules.call(this);
};

function parseCalendar(text: string): ICAL.Component {
  let root: ICAL.Component;
  try {
    root = new ICAL.Component(ICAL.parse(text) as unknown[]);
  } catch (error) {
    // ical.js quotes the offending line: keep the feed's content out of the log.
    const reason = (error instanceof Error ? error.message : String(error)).replace(/\s*".*$/s, "");
    throw new Error(`the busy calendar is not an iCalendar feed (${reason})`);
  }
  if (root.name !== "vcalendar") throw new Error("the busy calendar is not an iCalendar feed (no VCALENDAR)");
  return root;
}

function isBusy(component: ICAL.Component): boolean {
  const upper = (name: string) => String(component.getFirstPropertyValue(name) ?? "").toUpperCase();
  return upper("status") !== "CANCELLED" && upper("transp") !== "TRANSPARENT";
}

function single(event: ICAL.Event, agencyZone: string): Interval[] {
  const start = icsInstant(event.startDate, agencyZone);
  return [{ start, end: icsInstant(event.endDate, agencyZone) }];
}

// From DTSTART, or just before the window when the series' rhythm allows (./ics-fast-forward.ts), to the window's end.
function occurrences(
  event: ICAL.Event,
  agencyZone: string,
  window: Interval,
  moved: ReadonlySet<number>,
  budget: Budget,
): Interval[] {
  const expansion = event.iterator(fastForwardStart(event, agencyZone, window));
  const duration = event.duration;
  const found: Interval[] = [];
  for (let next = expansion.next(); next; next = expansion.next()) {
    budget();
    const start = icsInstant(next, agencyZone);
    if (start >= window.end) break;
    if (moved.has(start)) continue;
    const endTime = next.clone();
    endTime.addDuration(duration);
    const end = icsInstant(endTime, agencyZone);
    if (end > window.start) found.push({ start, end });
  }
  return found;
}

/** The busy intervals a calendar feed holds inside the window (the agency's zone reads dates and floating times). */
export function parseBusyIcs(
  text: string,
  agencyZone: string,
  window: Interval,
  { budgetMs = BUSY_PARSE_BUDGET_MS, onSkippedEvent }: BusyParseOptions = {},
): Interval[] {
  const deadline = Date.now() + budgetMs;
  const budget: Budget = () => {
    if (Date.now() > deadline)
      throw new BudgetExceeded(`the busy calendar took longer than ${budgetMs} ms to read`);
  };
  activeBudget = budget;
  try {
    return readEvents(parseCalendar(text), agencyZone, window, budget, onSkippedEvent);
  } finally {
    activeBudget = undefined;
  }
}

function readEvents(
  calendar: ICAL.Component,
  agencyZone: string,
  window: Interval,
  budget: Budget,
  onSkippedEvent: ((reason: string) => void) | undefined,
): Interval[] {
  registerMissingZones(calendar);
  const components = calendar.getAllSubcomponents("vevent");
  // Overrides (RECURRENCE-ID) stand on their own; the series skips the occurrences they replace or cancel.
  const overrides = new Map<string, number[]>();
  for (const component of components) {
    const id = component.getFirstPropertyValue("recurrence-id");
    if (!(id instanceof ICAL.Time)) continue;
    const uid = String(component.getFirstPropertyValue("uid"));
    overrides.set(uid, [...(overrides.get(uid) ?? []), icsInstant(id, agencyZone)]);
  }
  const busy: Interval[] = [];
  for (const component of components) {
    budget();
    try {
      busy.push(...eventIntervals(component, agencyZone, window, overrides, budget));
    } catch (error) {
      if (error instanceof BudgetExceeded) throw error;
      const uid = String(component.getFirstPropertyValue("uid") ?? "");
      onSkippedEvent?.(`skipped event ${uid}: ${error instanceof Error ? error.message : String(error)}`);
    }
  }
  return busy.filter(
    (interval) => interval.end > interval.start && interval.start < window.end && interval.end > window.start,
  );
}

function eventIntervals(
  component: ICAL.Component,
  agencyZone: string,
  window: Interval,
  overrides: ReadonlyMap<string, number[]>,
  budget: Budget,
): Interval[] {
  if (!isBusy(component) || !component.hasProperty("dtstart")) return [];
  const event = new ICAL.Event(component, { exceptions: [] });
  if (event.isRecurrenceException() || !event.isRecurring()) return single(event, agencyZone);
  const moved = new Set(overrides.get(event.uid) ?? []);
  const found = occurrences(event, agencyZone, window, moved, budget);
  // ical.js leaves DTSTART out of an RDATE-only expansion; it is the first occurrence all the same.
  const first = single(event, agencyZone)[0]!;
  if (
    !component.hasProperty("rrule") &&
    !moved.has(first.start) &&
    !found.some((one) => one.start === first.start)
  ) {
    found.push(first);
  }
  return found;
}
