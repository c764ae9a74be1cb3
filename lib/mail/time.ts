/** e.g. "Tuesday, December 1, 2026 at 9:00 AM Pacific Standard Time"; undefined for an unusable time or zone. */
export function formatCallTime(instant: string | number | Date, timeZone: string): string | undefined {
  const date = new Date(instant);
  if (Number.isNaN(date.getTime())) return undefined;
  try {
    return new Intl.DateTimeFormat("en-US", {
      timeZone,
      weekday: "long",
      month: "long",
      day: "numeric",
      year: "numeric",
      hour: "numeric",
      minute: "2-digit",
      timeZoneName: "long",
    })
      .format(date)
      .replace(/\s/g, " "); // ICU puts a narrow no-break space before AM/PM; plain spaces read the same everywhere
  } catch {
    return undefined; // an unknown zone
  }
}
