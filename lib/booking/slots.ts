/** The agency's bookable grid: its hours in its own zone, weekdays, the 14 days from tomorrow, minus closed days. */
import { defaultClosedDates } from "./holidays";
import { addDays, MINUTE_MS, weekday, zonedDate, zonedInstant } from "./zoned-time";

export const CALL_LENGTH_MINUTES = 15;
export const SCHEDULE_WINDOW_DAYS = 14;
/** Any 14 days in a row hold exactly 10 weekdays: the picker reserves their room before the dates arrive. */
export const SCHEDULE_DATE_COUNT = (SCHEDULE_WINDOW_DAYS / 7) * 5;

/** The 13 slot starts in minutes after midnight: 9:00 to 11:30 AM and 1:00 to 4:00 PM, every 30 minutes. */
export const SLOT_MINUTES: readonly number[] = [
  ...[0, 1, 2, 3, 4, 5].map((step) => 9 * 60 + step * 30),
  ...[0, 1, 2, 3, 4, 5, 6].map((step) => 13 * 60 + step * 30),
];

export interface Slot {
  /** Epoch milliseconds of the call's start and end. */
  start: number;
  end: number;
  /** "YYYY-MM-DD" in the agency's zone. */
  agencyDate: string;
}

export interface GridOptions {
  now: number;
  timeZone: string;
  /** Extra closed dates ("YYYY-MM-DD", the agency's calendar) on top of the default holidays. */
  closedDates?: readonly string[];
  days?: number;
}

/** Every slot of the window, whether booked or not: weekdays from tomorrow (agency time), closed days left out. */
export function slotGrid({
  now,
  timeZone,
  closedDates = [],
  days = SCHEDULE_WINDOW_DAYS,
}: GridOptions): Slot[] {
  const today = zonedDate(now, timeZone);
  const year = Number(today.slice(0, 4));
  const closed = new Set([...defaultClosedDates([year]), ...closedDates]);
  const slots: Slot[] = [];
  for (let offset = 1; offset <= days; offset++) {
    const date = addDays(today, offset);
    const day = weekday(date);
    if (day === 0 || day === 6 || closed.has(date)) continue;
    for (const minutes of SLOT_MINUTES) {
      const start = zonedInstant(date, minutes, timeZone);
      slots.push({ start, end: start + CALL_LENGTH_MINUTES * MINUTE_MS, agencyDate: date });
    }
  }
  return slots;
}

export interface Interval {
  start: number;
  end: number;
}

export interface AvailabilityOptions {
  now: number;
  minNoticeHours: number;
  /** Starts of active bookings. */
  booked: ReadonlySet<number>;
  /** Busy times of the agency's own calendar. */
  busy?: readonly Interval[];
}

/** Whether a grid slot can be booked now: not booked, not inside the minimum notice, not overlapping a busy time. */
export function isSlotOpen(
  slot: Slot,
  { now, minNoticeHours, booked, busy = [] }: AvailabilityOptions,
): boolean {
  if (slot.start < now + minNoticeHours * 60 * MINUTE_MS) return false;
  if (booked.has(slot.start)) return false;
  return !busy.some((interval) => interval.start < slot.end && interval.end > slot.start);
}
