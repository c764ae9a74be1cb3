// No Tailwind merging: semantic classes (components layer) already yield to any utility a caller adds.
export { clsx as cn } from "clsx";

export function formatLongDate(isoDate: string): string {
  return new Intl.DateTimeFormat("en-US", {
    year: "numeric",
    month: "long",
    day: "numeric",
    timeZone: "UTC",
  }).format(new Date(`${isoDate.slice(0, 10)}T00:00:00Z`));
}
