import { describe, expect, it } from "vitest";

import { pickerDates, pickerSlots } from "@/components/schedule/picker-slots";
import { holidaysOf } from "@/lib/booking/holidays";
import { isSlotOpen, SLOT_MINUTES, slotGrid, type Slot } from "@/lib/booking/slots";
import { zonedTimeLabel } from "@/lib/booking/zoned-time";

import { CALL_TIME_LABELS } from "../../support/spec-values";

const CHICAGO = "America/Chicago";
/** Wednesday, November 25, 2026, 3:00 PM in Chicago. */
const NOW = Date.parse("2026-11-25T21:00:00Z");

function serverSlots(slots: Slot[]) {
  return slots.map((slot) => ({ start: new Date(slot.start).toISOString(), available: true }));
}

function datesOf(slots: Slot[]): string[] {
  return [...new Set(slots.map((slot) => slot.agencyDate))];
}

describe("slotGrid", () => {
  it("offers the weekdays of the 14 days from tomorrow in the agency's zone, without Thanksgiving", () => {
    const grid = slotGrid({ now: NOW, timeZone: CHICAGO });
    expect(datesOf(grid)).toEqual([
      "2026-11-27",
      "2026-11-30",
      "2026-12-01",
      "2026-12-02",
      "2026-12-03",
      "2026-12-04",
      "2026-12-07",
      "2026-12-08",
      "2026-12-09",
    ]);
    expect(grid).toHaveLength(9 * 13);
    expect(SLOT_MINUTES).toHaveLength(13);
    expect(new Date(grid[0]!.start).toISOString()).toBe("2026-11-27T15:00:00.000Z");
    expect(grid[0]!.end - grid[0]!.start).toBe(15 * 60_000);
  });

  it("leaves out the configured closed dates", () => {
    const grid = slotGrid({ now: NOW, timeZone: CHICAGO, closedDates: ["2026-12-01", "2026-12-08"] });
    expect(datesOf(grid)).not.toContain("2026-12-01");
    expect(datesOf(grid)).not.toContain("2026-12-08");
    expect(datesOf(grid)).toHaveLength(7);
  });

  it("keeps 9:00 AM Central across the autumn change (CDT to CST on Sunday, November 1, 2026)", () => {
    const grid = slotGrid({ now: Date.parse("2026-10-29T18:00:00Z"), timeZone: CHICAGO });
    const friday = grid.find((slot) => slot.agencyDate === "2026-10-30")!;
    const monday = grid.find((slot) => slot.agencyDate === "2026-11-02")!;
    expect(new Date(friday.start).toISOString()).toBe("2026-10-30T14:00:00.000Z");
    expect(new Date(monday.start).toISOString()).toBe("2026-11-02T15:00:00.000Z");
    for (const slot of grid.filter((candidate) => candidate.agencyDate === "2026-11-02")) {
      expect(CALL_TIME_LABELS).toContain(zonedTimeLabel(slot.start, CHICAGO));
    }
  });

  it("keeps 9:00 AM Central across the spring change (CST to CDT on Sunday, March 8, 2026)", () => {
    const grid = slotGrid({ now: Date.parse("2026-03-05T18:00:00Z"), timeZone: CHICAGO });
    const friday = grid.find((slot) => slot.agencyDate === "2026-03-06")!;
    const monday = grid.find((slot) => slot.agencyDate === "2026-03-09")!;
    expect(new Date(friday.start).toISOString()).toBe("2026-03-06T15:00:00.000Z");
    expect(new Date(monday.start).toISOString()).toBe("2026-03-09T14:00:00.000Z");
  });
});

describe("the labels each visitor sees", () => {
  const grid = slotGrid({ now: NOW, timeZone: CHICAGO });
  const slots = serverSlots(grid);

  it("a visitor in Chicago sees exactly the spec's labels, the agency's dates", () => {
    expect(pickerDates(slots, CHICAGO).map((date) => date.value)).toEqual(datesOf(grid));
    expect(pickerDates(slots, CHICAGO)[0]).toEqual({
      value: "2026-11-27",
      label: "Fri, Nov 27",
      longLabel: "Friday, November 27, 2026",
    });
    expect(pickerSlots(slots, "2026-11-30", CHICAGO, CHICAGO).map((slot) => slot.label)).toEqual(
      CALL_TIME_LABELS,
    );
  });

  it("a visitor in Los Angeles sees Pacific times, each with the agency's time beside it", () => {
    const la = pickerSlots(slots, "2026-11-30", "America/Los_Angeles", CHICAGO);
    expect(la[0]).toEqual({
      value: "2026-11-30T15:00:00.000Z",
      time: "7:00 AM",
      label: "7:00 AM (9:00 AM Central)",
    });
    expect(la.at(-1)?.label).toBe("2:00 PM (4:00 PM Central)");
  });

  it("a visitor in New York sees Eastern times", () => {
    const ny = pickerSlots(slots, "2026-11-30", "America/New_York", CHICAGO);
    expect(ny.map((slot) => slot.time)).toEqual([
      "10:00 AM",
      "10:30 AM",
      "11:00 AM",
      "11:30 AM",
      "12:00 PM",
      "12:30 PM",
      "2:00 PM",
      "2:30 PM",
      "3:00 PM",
      "3:30 PM",
      "4:00 PM",
      "4:30 PM",
      "5:00 PM",
    ]);
  });

  it("a visitor in Auckland sees the next day's early morning (NZDT, UTC+13)", () => {
    const auckland = "Pacific/Auckland";
    const dates = pickerDates(slots, auckland).map((date) => date.value);
    expect(dates[0]).toBe("2026-11-28");
    expect(dates).not.toContain("2026-11-27");
    const monday = pickerSlots(slots, "2026-12-01", auckland, CHICAGO);
    expect(monday[0]).toMatchObject({ time: "4:00 AM", label: "4:00 AM (9:00 AM Central)" });
    expect(monday.at(-1)?.time).toBe("11:00 AM");
  });

  it("only available slots are offered", () => {
    const someTaken = slots.map((slot, index) => ({ ...slot, available: index !== 13 }));
    const labels = pickerSlots(someTaken, "2026-11-30", CHICAGO, CHICAGO).map((slot) => slot.label);
    expect(labels).not.toContain("9:00 AM");
    expect(labels).toHaveLength(12);
  });
});

describe("isSlotOpen", () => {
  const grid = slotGrid({ now: NOW, timeZone: CHICAGO });
  const friday9 = grid[0]!; // Friday 9:00 AM Central = 15:00Z
  const friday930 = grid[1]!;

  it("refuses a slot inside the minimum notice", () => {
    const thursdayNight = Date.parse("2026-11-27T03:30:00Z"); // Thursday 9:30 PM Central: 11.5 h before 9:00 AM
    const options = { now: thursdayNight, minNoticeHours: 12, booked: new Set<number>() };
    expect(isSlotOpen(friday9, options)).toBe(false);
    expect(isSlotOpen(friday930, options)).toBe(true);
    expect(isSlotOpen(friday9, { ...options, minNoticeHours: 0 })).toBe(true);
  });

  it("refuses a booked slot and one overlapping a busy time", () => {
    const options = { now: NOW, minNoticeHours: 12, booked: new Set([friday9.start]) };
    expect(isSlotOpen(friday9, options)).toBe(false);
    expect(isSlotOpen(friday930, options)).toBe(true);
    const busy = [{ start: friday930.start + 10 * 60_000, end: friday930.start + 60 * 60_000 }];
    expect(isSlotOpen(friday930, { ...options, busy })).toBe(false);
    expect(
      isSlotOpen(friday930, { ...options, busy: [{ start: friday930.end, end: friday930.end + 1 }] }),
    ).toBe(true);
  });
});

describe("holidaysOf", () => {
  it("gives the observed dates, moving a weekend holiday to the nearest weekday", () => {
    expect(holidaysOf(2026)).toEqual([
      "2026-01-01",
      "2026-05-25",
      "2026-07-03",
      "2026-09-07",
      "2026-11-26",
      "2026-12-25",
    ]);
    expect(holidaysOf(2022)).toContain("2022-12-26"); // Christmas on a Sunday
    expect(holidaysOf(2022)).toContain("2021-12-31"); // New Year's Day 2022 on a Saturday
  });

  it("closes next New Year's observed day when it falls in this year's window", () => {
    const grid = slotGrid({ now: Date.parse("2021-12-28T18:00:00Z"), timeZone: CHICAGO });
    expect(datesOf(grid)).not.toContain("2021-12-31");
  });
});
