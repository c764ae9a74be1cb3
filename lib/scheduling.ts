/**
 * Call scheduling for the roofing funnel (SPEC 9 "Scheduling"): no availability service is called; dates and
 * slots are a fixed local list computed in the visitor's browser.
 */

export const CALL_LENGTH_MINUTES = 15;
export const SCHEDULE_WINDOW_DAYS = 14;
/** Any 14 days in a row hold exactly 10 weekdays: the picker reserves their room before it knows the dates. */
export const SCHEDULE_DATE_COUNT = (SCHEDULE_WINDOW_DAYS / 7) * 5;

/** The 13 slots: 9:00 AM to 11:30 AM, then 1:00 PM to 4:00 PM, every 30 minutes (no noon hour). */
export const TIME_SLOTS = [
  "9:00 AM",
  "9:30 AM",
  "10:00 AM",
  "10:30 AM",
  "11:00 AM",
  "11:30 AM",
  "1:00 PM",
  "1:30 PM",
  "2:00 PM",
  "2:30 PM",
  "3:00 PM",
  "3:30 PM",
  "4:00 PM",
] as const;

export type TimeSlot = (typeof TIME_SLOTS)[number];

export interface ScheduleDate {
  /** YYYY-MM-DD in the visitor's calendar. */
  value: string;
  /** e.g. "Mon, Nov 23". */
  label: string;
  /** e.g. "Monday, November 23, 2026". */
  longLabel: string;
}

function pad(value: number): string {
  return String(value).padStart(2, "0");
}

/** YYYY-MM-DD of a local date. */
export function toDateValue(date: Date): string {
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/**
 * The bookable dates: the 14 calendar days that start tomorrow, with Saturdays and Sundays left out.
 * `now` is read in the local time zone of the browser.
 */
export function availableDates(now: Date, days = SCHEDULE_WINDOW_DAYS): ScheduleDate[] {
  const dates: ScheduleDate[] = [];
  for (let offset = 1; offset <= days; offset++) {
    const day = new Date(now.getFullYear(), now.getMonth(), now.getDate() + offset);
    const weekday = day.getDay();
    if (weekday === 0 || weekday === 6) continue;
    dates.push({
      value: toDateValue(day),
      label: day.toLocaleDateString("en-US", { weekday: "short", month: "short", day: "numeric" }),
      longLabel: day.toLocaleDateString("en-US", {
        weekday: "long",
        month: "long",
        day: "numeric",
        year: "numeric",
      }),
    });
  }
  return dates;
}

/** "1:30 PM" -> { hours: 13, minutes: 30 }. */
export function parseSlot(label: string): { hours: number; minutes: number } {
  const match = /^(\d{1,2}):(\d{2}) (AM|PM)$/.exec(label);
  if (!match) throw new Error(`Not a time slot: ${label}`);
  const hour12 = Number(match[1]) % 12;
  return { hours: match[3] === "PM" ? hour12 + 12 : hour12, minutes: Number(match[2]) };
}

/** Offset of a time zone from UTC, in minutes, at a given instant. */
function zoneOffsetMinutes(instant: Date, timeZone: string): number {
  const parts = new Intl.DateTimeFormat("en-US", {
    timeZone,
    hourCycle: "h23",
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
    hour: "2-digit",
    minute: "2-digit",
    second: "2-digit",
  }).formatToParts(instant);
  const get = (type: string) => Number(parts.find((part) => part.type === type)?.value);
  const asUtc = Date.UTC(
    get("year"),
    get("month") - 1,
    get("day"),
    get("hour"),
    get("minute"),
    get("second"),
  );
  return Math.round((asUtc - instant.getTime()) / 60_000);
}

/** The ISO instant (UTC, "Z") of a wall-clock date and slot in an IANA time zone. */
export function appointmentDateTime(date: string, slot: string, timeZone: string): string {
  const [year, month, day] = date.split("-").map(Number);
  const { hours, minutes } = parseSlot(slot);
  const wallClockAsUtc = Date.UTC(year ?? 1970, (month ?? 1) - 1, day ?? 1, hours, minutes);
  // Two passes settle the offset on days when daylight saving time changes.
  let offset = zoneOffsetMinutes(new Date(wallClockAsUtc), timeZone);
  offset = zoneOffsetMinutes(new Date(wallClockAsUtc - offset * 60_000), timeZone);
  return new Date(wallClockAsUtc - offset * 60_000).toISOString();
}

/** Slots still bookable on a date: all of them for future days, only later ones today. */
export function slotsFor(date: string, now: Date): TimeSlot[] {
  if (date > toDateValue(now)) return [...TIME_SLOTS];
  if (date < toDateValue(now)) return [];
  const minutesNow = now.getHours() * 60 + now.getMinutes();
  return TIME_SLOTS.filter((slot) => {
    const { hours, minutes } = parseSlot(slot);
    return hours * 60 + minutes > minutesNow;
  });
}
