/** Busy-calendar feeds in the shapes Google Calendar, Outlook and Apple Calendar export ("secret address" feeds). */

const CRLF = "\r\n";

// Google writes its calendar's zone once, with the US rules only.
const GOOGLE_CHICAGO = [
  "BEGIN:VTIMEZONE",
  "TZID:America/Chicago",
  "X-LIC-LOCATION:America/Chicago",
  "BEGIN:DAYLIGHT",
  "TZOFFSETFROM:-0600",
  "TZOFFSETTO:-0500",
  "TZNAME:CDT",
  "DTSTART:19700308T020000",
  "RRULE:FREQ=YEARLY;BYMONTH=3;BYDAY=2SU",
  "END:DAYLIGHT",
  "BEGIN:STANDARD",
  "TZOFFSETFROM:-0500",
  "TZOFFSETTO:-0600",
  "TZNAME:CST",
  "DTSTART:19701101T020000",
  "RRULE:FREQ=YEARLY;BYMONTH=11;BYDAY=1SU",
  "END:STANDARD",
  "END:VTIMEZONE",
];

// Outlook names zones the Windows way and starts their rules in 1601.
const OUTLOOK_CENTRAL = [
  "BEGIN:VTIMEZONE",
  "TZID:Central Standard Time",
  "BEGIN:STANDARD",
  "DTSTART:16010101T020000",
  "TZOFFSETFROM:-0500",
  "TZOFFSETTO:-0600",
  "RRULE:FREQ=YEARLY;INTERVAL=1;BYDAY=1SU;BYMONTH=11",
  "END:STANDARD",
  "BEGIN:DAYLIGHT",
  "DTSTART:16010101T020000",
  "TZOFFSETFROM:-0600",
  "TZOFFSETTO:-0500",
  "RRULE:FREQ=YEARLY;INTERVAL=1;BYDAY=2SU;BYMONTH=3",
  "END:DAYLIGHT",
  "END:VTIMEZONE",
];

// Apple keeps the zone's history: the 2007 US rule change included.
const APPLE_CHICAGO = [
  "BEGIN:VTIMEZONE",
  "TZID:America/Chicago",
  "X-LIC-LOCATION:America/Chicago",
  "BEGIN:DAYLIGHT",
  "TZOFFSETFROM:-0600",
  "RRULE:FREQ=YEARLY;UNTIL=20060402T080000Z;BYMONTH=4;BYDAY=1SU",
  "DTSTART:19870405T020000",
  "TZNAME:CDT",
  "TZOFFSETTO:-0500",
  "END:DAYLIGHT",
  "BEGIN:STANDARD",
  "TZOFFSETFROM:-0500",
  "RRULE:FREQ=YEARLY;UNTIL=20061029T070000Z;BYMONTH=10;BYDAY=-1SU",
  "DTSTART:19671029T020000",
  "TZNAME:CST",
  "TZOFFSETTO:-0600",
  "END:STANDARD",
  "BEGIN:DAYLIGHT",
  "TZOFFSETFROM:-0600",
  "RRULE:FREQ=YEARLY;BYMONTH=3;BYDAY=2SU",
  "DTSTART:20070311T020000",
  "TZNAME:CDT",
  "TZOFFSETTO:-0500",
  "END:DAYLIGHT",
  "BEGIN:STANDARD",
  "TZOFFSETFROM:-0500",
  "RRULE:FREQ=YEARLY;BYMONTH=11;BYDAY=1SU",
  "DTSTART:20071104T020000",
  "TZNAME:CST",
  "TZOFFSETTO:-0600",
  "END:STANDARD",
  "END:VTIMEZONE",
];

let serial = 0;

function vevent(lines: string[], extra: string[]): string[] {
  serial += 1;
  const uid = lines.find((line) => line.startsWith("UID:")) ? [] : [`UID:event-${serial}@fixture.test`];
  return ["BEGIN:VEVENT", "DTSTAMP:20261120T120000Z", ...uid, ...lines, ...extra, "END:VEVENT"];
}

function calendar(head: string[], zones: string[], events: string[][], extra: string[]): string {
  return [
    "BEGIN:VCALENDAR",
    ...head,
    ...zones,
    ...events.flatMap((lines) => vevent(lines, extra)),
    "END:VCALENDAR",
    "",
  ].join(CRLF);
}

/** Google's secret iCal address: PUBLISH, X-WR headers, the calendar's zone (other zones may have no VTIMEZONE). */
export function googleFeed(...events: string[][]): string {
  return calendar(
    [
      "PRODID:-//Google Inc//Google Calendar 70.9054//EN",
      "VERSION:2.0",
      "CALSCALE:GREGORIAN",
      "METHOD:PUBLISH",
      "X-WR-CALNAME:Bluebonnet",
      "X-WR-TIMEZONE:America/Chicago",
    ],
    GOOGLE_CHICAGO,
    events,
    ["SEQUENCE:0", "SUMMARY:Busy", "LAST-MODIFIED:20261120T120000Z"],
  );
}

/** Outlook's published calendar: Windows zone names, X-MICROSOFT properties. */
export function outlookFeed(...events: string[][]): string {
  return calendar(
    ["METHOD:PUBLISH", "PRODID:Microsoft Exchange Server 2010", "VERSION:2.0", "X-WR-CALNAME:Calendar"],
    OUTLOOK_CENTRAL,
    events,
    ["CLASS:PUBLIC", "PRIORITY:5", "X-MICROSOFT-CDO-IMPORTANCE:1", "X-MICROSOFT-DISALLOW-COUNTER:FALSE"],
  );
}

/** Apple Calendar's export: its full VTIMEZONE and X-APPLE properties. */
export function appleFeed(...events: string[][]): string {
  return calendar(
    ["VERSION:2.0", "PRODID:-//Apple Inc.//macOS 15.1//EN", "CALSCALE:GREGORIAN"],
    APPLE_CHICAGO,
    events,
    ["X-APPLE-TRAVEL-ADVISORY-BEHAVIOR:AUTOMATIC", "CREATED:20260701T150000Z", "SEQUENCE:0"],
  );
}
