/**
 * Joins class names (clsx), without merging Tailwind conflicts: a component states its variants as props, and its
 * semantic classes (app/styles/, components layer) yield to any utility a caller adds.
 */
export { clsx as cn } from "clsx";

/** en-US long date ("January 5, 2024") from an ISO date, fixed to UTC so server and client agree. */
export function formatLongDate(isoDate: string): string {
  return new Intl.DateTimeFormat("en-US", {
    year: "numeric",
    month: "long",
    day: "numeric",
    timeZone: "UTC",
  }).format(new Date(`${isoDate.slice(0, 10)}T00:00:00Z`));
}
