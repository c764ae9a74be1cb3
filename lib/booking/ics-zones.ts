import ICAL from "ical.js";

import { ianaZone } from "./windows-zones";
import { dateKey, MINUTE_MS, zonedInstant } from "./zoned-time";

/** A zone named by a TZID the feed has no VTIMEZONE for, with its offsets from Intl. */
class IntlZone extends ICAL.Timezone {
  constructor(
    tzid: string,
    private readonly iana: string,
  ) {
    super({ tzid });
  }

  override utcOffset(time: ICAL.Time): number {
    const date = dateKey(time.year, time.month, time.day);
    const minutes = time.hour * 60 + time.minute;
    const wallAsUtc = Date.UTC(time.year, time.month - 1, time.day) + minutes * MINUTE_MS;
    return (wallAsUtc - zonedInstant(date, minutes, this.iana)) / 1000;
  }
}

/** Registers, for ical.js, each TZID the events use that the feed does not define and Intl (or Windows) knows. */
export function registerMissingZones(calendar: ICAL.Component): void {
  const defined = new Set(
    calendar.getAllSubcomponents("vtimezone").map((zone) => String(zone.getFirstPropertyValue("tzid"))),
  );
  for (const event of calendar.getAllSubcomponents("vevent")) {
    for (const property of event.getAllProperties()) {
      const tzid = property.getParameter("tzid");
      if (typeof tzid !== "string" || defined.has(tzid) || ICAL.TimezoneService.has(tzid)) continue;
      const iana = ianaZone(tzid);
      // Deterministic from the name alone, so sharing the registration between feeds is safe.
      if (iana) ICAL.TimezoneService.register(new IntlZone(tzid, iana), tzid);
    }
  }
}

/** The instant of a feed time: dates start at midnight and floating times count in the agency's zone. */
export function icsInstant(time: ICAL.Time, agencyZone: string): number {
  const date = dateKey(time.year, time.month, time.day);
  if (time.isDate) return zonedInstant(date, 0, agencyZone);
  if (time.zone === ICAL.Timezone.localTimezone) {
    return zonedInstant(date, time.hour * 60 + time.minute, agencyZone) + time.second * 1000;
  }
  return time.toUnixTime() * 1000;
}
