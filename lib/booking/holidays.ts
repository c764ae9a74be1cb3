import { addDays, dateKey, weekday } from "./zoned-time";

/** A Saturday holiday is observed on the Friday before, a Sunday one on the Monday after. */
function observed(date: string): string {
  const day = weekday(date);
  return day === 6 ? addDays(date, -1) : day === 0 ? addDays(date, 1) : date;
}

function nthWeekday(year: number, month: number, day: number, nth: number): string {
  if (nth === -1) {
    const last = new Date(Date.UTC(year, month, 0)).getUTCDate();
    let date = dateKey(year, month, last);
    while (weekday(date) !== day) date = addDays(date, -1);
    return date;
  }
  let date = dateKey(year, month, 1);
  while (weekday(date) !== day) date = addDays(date, 1);
  return addDays(date, (nth - 1) * 7);
}

// New Year's, Memorial, Independence, Labor, Thanksgiving and Christmas Day.
export function holidaysOf(year: number): string[] {
  return [
    observed(dateKey(year, 1, 1)),
    nthWeekday(year, 5, 1, -1),
    observed(dateKey(year, 7, 4)),
    nthWeekday(year, 9, 1, 1),
    nthWeekday(year, 11, 4, 4),
    observed(dateKey(year, 12, 25)),
  ];
}

// Next year's New Year's Day may be observed on December 31.
export function defaultClosedDates(years: number[]): Set<string> {
  return new Set(years.flatMap((year) => [...holidaysOf(year), ...holidaysOf(year + 1)]));
}
