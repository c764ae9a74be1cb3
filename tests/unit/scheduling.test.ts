import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";

import {
  appointmentDateTime,
  availableDates,
  parseSlot,
  SCHEDULE_DATE_COUNT,
  slotsFor,
  TIME_SLOTS,
} from "@/lib/scheduling";

describe("availableDates", () => {
  it("always offers the number of dates the picker reserves room for, whatever the day", () => {
    expect(SCHEDULE_DATE_COUNT).toBe(10);
    for (let day = 0; day < 21; day++) {
      const now = new Date(2026, 10, 1 + day, 15, 30);
      expect(availableDates(now), now.toDateString()).toHaveLength(SCHEDULE_DATE_COUNT);
    }
  });

  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it("offers the 14 days from tomorrow without weekends", () => {
    vi.setSystemTime(new Date(2026, 10, 20, 15, 0)); // Friday, November 20, 2026
    const dates = availableDates(new Date());
    expect(dates.map((date) => date.value)).toEqual([
      "2026-11-23",
      "2026-11-24",
      "2026-11-25",
      "2026-11-26",
      "2026-11-27",
      "2026-11-30",
      "2026-12-01",
      "2026-12-02",
      "2026-12-03",
      "2026-12-04",
    ]);
    expect(dates[0]?.label).toBe("Mon, Nov 23");
  });

  it("never offers today, a Saturday or a Sunday", () => {
    for (let day = 1; day <= 28; day++) {
      const now = new Date(2026, 1, day, 9, 0);
      const dates = availableDates(now);
      expect(dates.length).toBeGreaterThanOrEqual(10);
      for (const date of dates) {
        const weekday = new Date(`${date.value}T12:00:00`).getDay();
        expect(weekday).not.toBe(0);
        expect(weekday).not.toBe(6);
        expect(date.value > `2026-02-${String(day).padStart(2, "0")}`).toBe(true);
      }
    }
  });
});

describe("time slots", () => {
  it("has 13 slots and no noon hour", () => {
    expect(TIME_SLOTS).toHaveLength(13);
    expect(TIME_SLOTS.some((slot) => slot.startsWith("12:"))).toBe(false);
    expect(TIME_SLOTS[0]).toBe("9:00 AM");
    expect(TIME_SLOTS[5]).toBe("11:30 AM");
    expect(TIME_SLOTS[6]).toBe("1:00 PM");
    expect(TIME_SLOTS[12]).toBe("4:00 PM");
  });

  it("parses labels into 24-hour times", () => {
    expect(parseSlot("9:30 AM")).toEqual({ hours: 9, minutes: 30 });
    expect(parseSlot("1:00 PM")).toEqual({ hours: 13, minutes: 0 });
    expect(() => parseSlot("noon")).toThrow();
  });

  it("keeps every slot of a future day and only later ones today", () => {
    const now = new Date(2026, 10, 23, 13, 10);
    expect(slotsFor("2026-11-24", now)).toHaveLength(13);
    expect(slotsFor("2026-11-23", now)[0]).toBe("1:30 PM");
    expect(slotsFor("2026-11-22", now)).toEqual([]);
  });

  it("does not offer the slot that starts at the current minute", () => {
    expect(slotsFor("2026-11-23", new Date(2026, 10, 23, 13, 30))[0]).toBe("2:00 PM");
    expect(slotsFor("2026-11-23", new Date(2026, 10, 23, 13, 29))[0]).toBe("1:30 PM");
    expect(slotsFor("2026-11-23", new Date(2026, 10, 23, 16, 0))).toEqual([]);
  });
});

describe("appointmentDateTime", () => {
  it("reads the slot in the visitor's time zone", () => {
    expect(appointmentDateTime("2026-11-23", "9:00 AM", "America/Chicago")).toBe("2026-11-23T15:00:00.000Z");
    expect(appointmentDateTime("2026-07-01", "1:30 PM", "America/Chicago")).toBe("2026-07-01T18:30:00.000Z");
    expect(appointmentDateTime("2026-11-23", "4:00 PM", "UTC")).toBe("2026-11-23T16:00:00.000Z");
    expect(appointmentDateTime("2026-03-09", "9:00 AM", "America/New_York")).toBe("2026-03-09T13:00:00.000Z");
  });
});
