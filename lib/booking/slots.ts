import { defaultClosedDates } from "./holidays";
import { addDays, MINUTE_MS, weekday, zonedDate, zonedInstant } from "./zoned-time";

export const CALL_LENGTH_MINUTES = 15;
export const SCHEDULE_WINDOW_DAYS = 14;
// Any 14 days in a row hold exactly 10 weekdays: the picker reserves their room before the dates arrive.
export const SCHEDULE_DATE_COUNT = (SCHEDULE_WINDOW_DAYS / 7) * 5;

export const SLOT_MINUTES: readonly number[] = [
  ...[0, 1, 2, 3, 4, 5].map((step) => 9 * 60 + step * 30),
  ...[0, 1, 2, 3, 4, 5, 6].map((step) => 13 * 60 + step * 30),
];

export interface Slot {
  start: number;
  end: number;
  agencyDate: string;
}

export interface GridOptions {
  now: number;
  timeZone: string;
  closedDates?: readonly string[];
  days?: number;
}

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
  booked: ReadonlySet<number>;
  busy?: readonly Interval[];
}

export function isSlotOpen(
  slot: Slot,
  { now, minNoticeHours, booked, busy = [] }: AvailabilityOptions,
): boolean {
  if (slot.start < now + minNoticeHours * 60 * MINUTE_MS) return false;
  if (booked.has(slot.start)) return false;
  return !busy.some((interval) => interval.start < slot.end && interval.end > slot.start);
}
