/** The agency's busy calendar as Google, Outlook and Apple export it, read on a fixed clock in Chicago. */
import { describe, expect, it } from "vitest";

import { parseBusyIcs } from "@/lib/booking/busy-ics";
import { isSlotOpen, slotGrid } from "@/lib/booking/slots";
import { zonedInstant } from "@/lib/booking/zoned-time";

import { appleFeed, googleFeed, outlookFeed } from "../../support/busy-calendars";

const CHICAGO = "America/Chicago";
// Monday 30 November to Friday 11 December 2026, midnight to midnight in Chicago (DST ended on 1 November).
const WINDOW = { start: Date.parse("2026-11-30T06:00:00Z"), end: Date.parse("2026-12-12T06:00:00Z") };

/** "2026-12-01 10:00" on Chicago's wall clock, as an instant. */
function chicago(wall: string): number {
  const [date = "", time = "00:00"] = wall.split(" ");
  const [hours = 0, minutes = 0] = time.split(":").map(Number);
  return zonedInstant(date, hours * 60 + minutes, CHICAGO);
}

function busy(feed: string): string[] {
  return parseBusyIcs(feed, CHICAGO, WINDOW)
    .map((interval) => `${new Date(interval.start).toISOString()}/${new Date(interval.end).toISOString()}`)
    .sort();
}

function expected(...pairs: [string, string][]): string[] {
  return pairs
    .map(([from, to]) => `${new Date(chicago(from)).toISOString()}/${new Date(chicago(to)).toISOString()}`)
    .sort();
}

const WEEKLY_TUESDAY_FROM_JULY = [
  "UID:standup@google.com",
  "DTSTART;TZID=America/Chicago:20260707T100000",
  "DTEND;TZID=America/Chicago:20260707T110000",
  "RRULE:FREQ=WEEKLY;BYDAY=TU",
];

const OUTLOOK_WEEKLY_THURSDAY = [
  "UID:040000008200E00074C5B7101A82E0080000000010F3A5F1C5A0DC01000000000000000010000000",
  "DTSTART;TZID=Central Standard Time:20260709T140000",
  "DTEND;TZID=Central Standard Time:20260709T150000",
  "RRULE:FREQ=WEEKLY;UNTIL=20270107T200000Z;INTERVAL=1;BYDAY=TH;WKST=SU",
  "X-MICROSOFT-CDO-BUSYSTATUS:BUSY",
];

const MATRIX: { feature: string; feed: string; busy: [string, string][] }[] = [
  {
    feature: "TZID across the DST change: weekly meeting made in July, read in December (Apple, VTIMEZONE)",
    feed: appleFeed(WEEKLY_TUESDAY_FROM_JULY),
    busy: [
      ["2026-12-01 10:00", "2026-12-01 11:00"],
      ["2026-12-08 10:00", "2026-12-08 11:00"],
    ],
  },
  {
    feature: "TZID with no VTIMEZONE in the feed, across the DST change (Google, New York)",
    feed: googleFeed([
      "DTSTART;TZID=America/New_York:20260708T110000",
      "DTEND;TZID=America/New_York:20260708T113000",
      "RRULE:FREQ=WEEKLY;BYDAY=WE",
    ]),
    busy: [
      ["2026-12-02 10:00", "2026-12-02 10:30"],
      ["2026-12-09 10:00", "2026-12-09 10:30"],
    ],
  },
  {
    feature: "Windows zone name with its VTIMEZONE, weekly from July (Outlook)",
    feed: outlookFeed(OUTLOOK_WEEKLY_THURSDAY),
    busy: [
      ["2026-12-03 14:00", "2026-12-03 15:00"],
      ["2026-12-10 14:00", "2026-12-10 15:00"],
    ],
  },
  {
    feature: "Windows zone name with no VTIMEZONE (Outlook, Eastern Standard Time)",
    feed: outlookFeed([
      "DTSTART;TZID=Eastern Standard Time:20261202T110000",
      "DTEND;TZID=Eastern Standard Time:20261202T120000",
    ]),
    busy: [["2026-12-02 10:00", "2026-12-02 11:00"]],
  },
  {
    feature: "UTC times (Google)",
    feed: googleFeed(["DTSTART:20261201T150000Z", "DTEND:20261201T160000Z"]),
    busy: [["2026-12-01 09:00", "2026-12-01 10:00"]],
  },
  {
    feature: "DAILY with COUNT (Apple)",
    feed: appleFeed([
      "DTSTART;TZID=America/Chicago:20261127T090000",
      "DTEND;TZID=America/Chicago:20261127T093000",
      "RRULE:FREQ=DAILY;COUNT=5",
    ]),
    busy: [
      ["2026-11-30 09:00", "2026-11-30 09:30"],
      ["2026-12-01 09:00", "2026-12-01 09:30"],
    ],
  },
  {
    feature: "WEEKLY with INTERVAL, BYDAY and UNTIL (Google)",
    feed: googleFeed([
      "DTSTART;TZID=America/Chicago:20261102T130000",
      "DTEND;TZID=America/Chicago:20261102T140000",
      "RRULE:FREQ=WEEKLY;WKST=SU;UNTIL=20261210T055959Z;INTERVAL=2;BYDAY=MO,FR",
    ]),
    busy: [
      ["2026-11-30 13:00", "2026-11-30 14:00"],
      ["2026-12-04 13:00", "2026-12-04 14:00"],
    ],
  },
  {
    feature: "MONTHLY on the first Thursday, from June (Outlook)",
    feed: outlookFeed([
      "DTSTART;TZID=Central Standard Time:20260604T140000",
      "DTEND;TZID=Central Standard Time:20260604T150000",
      "RRULE:FREQ=MONTHLY;BYDAY=1TH",
    ]),
    busy: [["2026-12-03 14:00", "2026-12-03 15:00"]],
  },
  {
    feature: "MONTHLY on a day of the month, from January (Google)",
    feed: googleFeed([
      "DTSTART;TZID=America/Chicago:20260108T150000",
      "DTEND;TZID=America/Chicago:20260108T153000",
      "RRULE:FREQ=MONTHLY;BYMONTHDAY=8",
    ]),
    busy: [["2026-12-08 15:00", "2026-12-08 15:30"]],
  },
  {
    feature: "YEARLY all-day event (Apple)",
    feed: appleFeed([
      "DTSTART;VALUE=DATE:20201204",
      "DTEND;VALUE=DATE:20201205",
      "RRULE:FREQ=YEARLY",
      "X-APPLE-EWS-BUSYSTATUS:BUSY",
    ]),
    busy: [["2026-12-04 00:00", "2026-12-05 00:00"]],
  },
  {
    feature: "EXDATE removes one occurrence (Google)",
    feed: googleFeed([
      "DTSTART;TZID=America/Chicago:20261102T130000",
      "DTEND;TZID=America/Chicago:20261102T140000",
      "RRULE:FREQ=WEEKLY;BYDAY=MO",
      "EXDATE;TZID=America/Chicago:20261207T130000",
    ]),
    busy: [["2026-11-30 13:00", "2026-11-30 14:00"]],
  },
  {
    feature: "RDATE adds an occurrence (Apple)",
    feed: appleFeed([
      "DTSTART;TZID=America/Chicago:20261201T150000",
      "DTEND;TZID=America/Chicago:20261201T160000",
      "RDATE;TZID=America/Chicago:20261209T110000",
    ]),
    busy: [
      ["2026-12-01 15:00", "2026-12-01 16:00"],
      ["2026-12-09 11:00", "2026-12-09 12:00"],
    ],
  },
  {
    feature: "RECURRENCE-ID moves one occurrence (Google)",
    feed: googleFeed(WEEKLY_TUESDAY_FROM_JULY, [
      "UID:standup@google.com",
      "RECURRENCE-ID;TZID=America/Chicago:20261201T100000",
      "DTSTART;TZID=America/Chicago:20261201T150000",
      "DTEND;TZID=America/Chicago:20261201T160000",
    ]),
    busy: [
      ["2026-12-01 15:00", "2026-12-01 16:00"],
      ["2026-12-08 10:00", "2026-12-08 11:00"],
    ],
  },
  {
    feature: "RECURRENCE-ID cancels one occurrence (Outlook)",
    feed: outlookFeed(OUTLOOK_WEEKLY_THURSDAY, [
      OUTLOOK_WEEKLY_THURSDAY[0]!,
      "RECURRENCE-ID;TZID=Central Standard Time:20261203T140000",
      "DTSTART;TZID=Central Standard Time:20261203T140000",
      "DTEND;TZID=Central Standard Time:20261203T150000",
      "STATUS:CANCELLED",
    ]),
    busy: [["2026-12-10 14:00", "2026-12-10 15:00"]],
  },
  {
    feature: "RECURRENCE-ID moves an occurrence from before the window into it (Google)",
    feed: googleFeed(
      [
        "UID:review@google.com",
        "DTSTART;TZID=America/Chicago:20261106T090000",
        "DTEND;TZID=America/Chicago:20261106T093000",
        "RRULE:FREQ=WEEKLY;BYDAY=FR",
      ],
      [
        "UID:review@google.com",
        "RECURRENCE-ID;TZID=America/Chicago:20261127T090000",
        "DTSTART;TZID=America/Chicago:20261201T110000",
        "DTEND;TZID=America/Chicago:20261201T113000",
      ],
    ),
    busy: [
      ["2026-12-01 11:00", "2026-12-01 11:30"],
      ["2026-12-04 09:00", "2026-12-04 09:30"],
      ["2026-12-11 09:00", "2026-12-11 09:30"],
    ],
  },
  {
    feature: "EXDATE on a weekly all-day event (Apple)",
    feed: appleFeed([
      "DTSTART;VALUE=DATE:20261106",
      "DTEND;VALUE=DATE:20261107",
      "RRULE:FREQ=WEEKLY",
      "EXDATE;VALUE=DATE:20261204",
    ]),
    busy: [["2026-12-11 00:00", "2026-12-12 00:00"]],
  },
  {
    feature: "DURATION instead of DTEND (Apple)",
    feed: appleFeed(["DTSTART;TZID=America/Chicago:20261202T130000", "DURATION:PT1H30M"]),
    busy: [["2026-12-02 13:00", "2026-12-02 14:30"]],
  },
  {
    feature: "all-day event blocks the whole day in the agency's zone (Outlook)",
    feed: outlookFeed([
      "DTSTART;VALUE=DATE:20261203",
      "DTEND;VALUE=DATE:20261204",
      "X-MICROSOFT-CDO-ALLDAYEVENT:TRUE",
    ]),
    busy: [["2026-12-03 00:00", "2026-12-04 00:00"]],
  },
  {
    feature: "floating time read in the agency's zone (Apple)",
    feed: appleFeed(["DTSTART:20261204T090000", "DTEND:20261204T100000"]),
    busy: [["2026-12-04 09:00", "2026-12-04 10:00"]],
  },
  {
    feature: "STATUS:CANCELLED and TRANSP:TRANSPARENT are not busy (Google)",
    feed: googleFeed(
      ["DTSTART:20261201T150000Z", "DTEND:20261201T160000Z", "STATUS:CANCELLED"],
      ["DTSTART:20261202T150000Z", "DTEND:20261202T160000Z", "TRANSP:TRANSPARENT"],
    ),
    busy: [],
  },
];

describe("parseBusyIcs matrix", () => {
  it.each(MATRIX)("$feature", ({ feed, busy: wanted }) => {
    expect(busy(feed)).toEqual(expected(...wanted));
  });
});

describe("parseBusyIcs through the slot generator", () => {
  it("offers the free 9:00 slot and not the real 10:00 meeting after the clocks change", () => {
    const now = Date.parse("2026-11-27T18:00:00Z");
    const grid = slotGrid({ now, timeZone: CHICAGO });
    const window = { start: grid[0]!.start, end: grid.at(-1)!.end };
    const options = {
      now,
      minNoticeHours: 12,
      booked: new Set<number>(),
      busy: parseBusyIcs(appleFeed(WEEKLY_TUESDAY_FROM_JULY), CHICAGO, window),
    };
    const open = (wall: string) => {
      const slot = grid.find((candidate) => candidate.start === chicago(wall));
      if (!slot) throw new Error(`no slot at ${wall}`);
      return isSlotOpen(slot, options);
    };
    expect(open("2026-12-01 09:00")).toBe(true);
    expect(open("2026-12-01 09:30")).toBe(true);
    expect(open("2026-12-01 10:00")).toBe(false);
    expect(open("2026-12-01 10:30")).toBe(false);
    expect(open("2026-12-01 11:00")).toBe(true);
    expect(open("2026-12-08 10:00")).toBe(false);
  });
});

describe("parseBusyIcs bounds", () => {
  it("gives up on a series that floods the years before the window, within its time budget", () => {
    const hostile = googleFeed([
      "DTSTART;TZID=America/Chicago:20000105T090000",
      "DTEND;TZID=America/Chicago:20000105T090001",
      "RRULE:FREQ=SECONDLY",
    ]);
    const began = Date.now();
    expect(() => parseBusyIcs(hostile, CHICAGO, WINDOW, { budgetMs: 200 })).toThrow(
      /took longer than 200 ms/,
    );
    expect(Date.now() - began).toBeLessThan(5_000);
  });

  it("reads years-old daily and weekly series without walking every past occurrence", () => {
    const series = (weekdays: string, day: number) => [
      `DTSTART;TZID=America/Chicago:201001${String(day).padStart(2, "0")}T0${day}0000`,
      `DTEND;TZID=America/Chicago:201001${String(day).padStart(2, "0")}T0${day}3000`,
      weekdays ? `RRULE:FREQ=WEEKLY;INTERVAL=2;BYDAY=${weekdays}` : "RRULE:FREQ=DAILY",
    ];
    // 2010-01-04 is a Monday: the fortnightly series' weeks are those of 30 November and 14 December 2026.
    const feed = appleFeed(series("", 5), series("", 6), series("", 7), series("", 8), series("MO,WE", 4));
    const read = parseBusyIcs(feed, CHICAGO, WINDOW, { budgetMs: 300 });
    const at = (wall: string) => read.some((interval) => interval.start === chicago(wall));
    expect(read).toHaveLength(4 * 12 + 2);
    expect([at("2026-12-11 05:00"), at("2026-11-30 04:00"), at("2026-12-02 04:00")]).toEqual([
      true,
      true,
      true,
    ]);
    expect(at("2026-12-07 04:00")).toBe(false);
  });

  it("gives up on a rule with no occurrence at all, whose first search is already endless", () => {
    const never = googleFeed([
      "DTSTART;TZID=America/Chicago:20260105T090000",
      "DTEND;TZID=America/Chicago:20260105T100000",
      "RRULE:FREQ=DAILY;BYMONTH=2;BYMONTHDAY=30",
    ]);
    expect(() => parseBusyIcs(never, CHICAGO, WINDOW, { budgetMs: 200 })).toThrow(/took longer than 200 ms/);
  });

  it("leaves out an event it cannot read, says why, and keeps the others", () => {
    const skipped: string[] = [];
    const feed = googleFeed(
      ["UID:bad@google.com", "DTSTART:20261201T150000Z", "RRULE:FREQ=WEEKLY;BYMONTHDAY=1"],
      ["DTSTART:20261202T150000Z", "DTEND:20261202T160000Z"],
    );
    expect(parseBusyIcs(feed, CHICAGO, WINDOW, { onSkippedEvent: (reason) => skipped.push(reason) })).toEqual(
      [{ start: Date.parse("2026-12-02T15:00:00Z"), end: Date.parse("2026-12-02T16:00:00Z") }],
    );
    expect(skipped).toEqual([expect.stringMatching(/^skipped event bad@google.com: For WEEKLY recurrences/)]);
  });

  it("refuses text that is not a calendar with a clear error", () => {
    expect(() => parseBusyIcs("<html>Sign in</html>", CHICAGO, WINDOW)).toThrow(/not an iCalendar feed/);
  });
});
