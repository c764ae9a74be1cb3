/**
 * Reminder and agenda scheduling with a fixed clock: which reminders a booking gets, when each is due, what it says,
 * and the agenda's morning across daylight-saving changes.
 */
import { describe, expect, it } from "vitest";

import { agendaWindow, isWorkingDay } from "@/lib/booking/agenda";
import { parseReminderOffsets } from "@/lib/booking/reminder-offsets";
import { REMINDER_CUTOFF_MS, reminderJobs } from "@/lib/booking/reminders";
import { getServerEnv } from "@/lib/env";
import type { BookingRecord } from "@/lib/leads/store/booking-repository";

const HOUR = 3_600_000;
const OFFSETS = parseReminderOffsets("24h,1h");
const MANAGE = "https://bluebonnet.test/roofing-google-ads/manage?token=t";

function booking(start: number, overrides: Partial<BookingRecord> = {}): BookingRecord {
  return {
    id: "b1",
    leadId: "l1",
    email: "dana@example.com",
    start,
    end: start + 15 * 60_000,
    timeZone: "America/Chicago",
    status: "active",
    sequence: 0,
    details: { email: "dana@example.com", firstName: "Dana", phone: "+15125550123" },
    createdAt: 0,
    updatedAt: 0,
    cancelledAt: null,
    outcome: null,
    outcomeAt: null,
    ...overrides,
  };
}

function schedule(start: number, now: number, overrides: Partial<BookingRecord> = {}) {
  return reminderJobs({ booking: booking(start, overrides), offsets: OFFSETS, now, manageUrl: MANAGE });
}

/** Monday, November 30, 2026, 9:00 AM Central Standard Time. */
const MONDAY_9 = Date.parse("2026-11-30T15:00:00Z");

describe("BOOKING_REMINDERS", () => {
  it("defaults to 24 hours and 1 hour; empty turns reminders off; a bad value is refused by name", () => {
    expect(parseReminderOffsets(getServerEnv({}).BOOKING_REMINDERS).map((offset) => offset.ms)).toEqual([
      24 * HOUR,
      HOUR,
    ]);
    expect(parseReminderOffsets(getServerEnv({ BOOKING_REMINDERS: "" }).BOOKING_REMINDERS)).toEqual([]);
    expect(parseReminderOffsets("1h, 30m,24h,1h").map((offset) => offset.label)).toEqual([
      "24h",
      "1h",
      "30m",
    ]);
    expect(() => getServerEnv({ BOOKING_REMINDERS: "tomorrow" })).toThrow(/BOOKING_REMINDERS: must be/);
    expect(() => getServerEnv({ BOOKING_REMINDERS: "24h,5m" })).toThrow(
      /BOOKING_REMINDERS: each reminder must be at least 10m/,
    );
    expect(() => getServerEnv({ BOOKING_AGENDA_TIME: "8am" })).toThrow(/BOOKING_AGENDA_TIME: must be/);
    expect(getServerEnv({}).BOOKING_AGENDA_TIME).toBe("08:00");
  });
});

describe("reminderJobs", () => {
  it("a call booked days ahead gets both reminders, due 24 h and 1 h before, dropped 5 minutes before the call", () => {
    const jobs = schedule(MONDAY_9, MONDAY_9 - 5 * 24 * HOUR);
    expect(jobs.map((job) => [job.id, job.dueAt, job.giveUpAt])).toEqual([
      ["b1.reminder-24h.0", MONDAY_9 - 24 * HOUR, MONDAY_9 - REMINDER_CUTOFF_MS],
      ["b1.reminder-1h.0", MONDAY_9 - HOUR, MONDAY_9 - REMINDER_CUTOFF_MS],
    ]);
    expect(jobs.every((job) => job.kind === "booking-reminder" && job.leadId === "l1")).toBe(true);
  });

  it("a call booked 30 minutes ahead gets no 1 h reminder (nor a 24 h one); booked 23 hours ahead, only the 1 h one", () => {
    expect(schedule(MONDAY_9, MONDAY_9 - 30 * 60_000)).toEqual([]);
    expect(schedule(MONDAY_9, MONDAY_9 - HOUR)).toEqual([]);
    expect(schedule(MONDAY_9, MONDAY_9 - 23 * HOUR).map((job) => job.id)).toEqual(["b1.reminder-1h.0"]);
  });

  it("the email says when in the visitor's zone, the number we will call and the manage link", () => {
    const [day] = schedule(MONDAY_9, MONDAY_9 - 3 * 24 * HOUR, { timeZone: "America/Los_Angeles" });
    expect(day?.message.to).toEqual(["dana@example.com"]);
    expect(day?.message.subject).toBe("Reminder: your strategy call is in 24 hours");
    expect(day?.message.text).toContain("Monday, November 30, 2026 at 7:00 AM Pacific Time");
    expect(day?.message.text).toContain("We will call you at:\n+15125550123");
    expect(day?.message.text).toContain(MANAGE);
    expect(day?.message.html).toContain(`href="${MANAGE.replace(/&/g, "&amp;")}"`);
  });

  it("a reschedule moves both: the moved booking's reminders are due before its new time, under new ids", () => {
    const booked = schedule(MONDAY_9, MONDAY_9 - 5 * 24 * HOUR);
    const tuesday = MONDAY_9 + 24 * HOUR + 2 * HOUR;
    const moved = schedule(tuesday, MONDAY_9 - 4 * 24 * HOUR, { sequence: 1 });
    expect(moved.map((job) => [job.id, job.dueAt])).toEqual([
      ["b1.reminder-24h.1", tuesday - 24 * HOUR],
      ["b1.reminder-1h.1", tuesday - HOUR],
    ]);
    expect(moved.map((job) => job.id)).not.toContain(booked[0]?.id);
  });

  it("across the autumn change a reminder is 24 real hours before and the email names the call's own local time", () => {
    // Monday, November 2, 2026, 9:00 AM CST: clocks went back on Sunday at 2:00 AM; booked the Friday before (CDT).
    const call = Date.parse("2026-11-02T15:00:00Z");
    const [day, hour] = schedule(call, Date.parse("2026-10-30T15:00:00Z"));
    expect(day?.dueAt).toBe(Date.parse("2026-11-01T15:00:00Z")); // Sunday 9:00 AM CST
    expect(hour?.dueAt).toBe(Date.parse("2026-11-02T14:00:00Z")); // 8:00 AM CST
    expect(day?.message.text).toContain("Monday, November 2, 2026 at 9:00 AM Central Time");
  });

  it("across the spring change too", () => {
    // Monday, March 9, 2026, 9:00 AM CDT: clocks went forward on Sunday; booked the Thursday before (CST).
    const call = Date.parse("2026-03-09T14:00:00Z");
    const [day] = schedule(call, Date.parse("2026-03-05T15:00:00Z"), { timeZone: "Europe/London" });
    expect(day?.dueAt).toBe(Date.parse("2026-03-08T14:00:00Z"));
    // London has not changed yet: 14:00 GMT.
    expect(day?.message.text).toContain("Monday, March 9, 2026 at 2:00 PM United Kingdom Time");
  });
});

describe("agenda", () => {
  const settings = { timeZone: "America/Chicago", minNoticeHours: 12, closedDates: ["2026-12-24"] };

  it("is due at the configured time in the agency's zone on either side of a daylight-saving change", () => {
    const friday = agendaWindow(Date.parse("2026-10-30T12:00:00Z"), { ...settings, agendaMinutes: 8 * 60 });
    const monday = agendaWindow(Date.parse("2026-11-02T12:00:00Z"), { ...settings, agendaMinutes: 8 * 60 });
    expect(new Date(friday.from).toISOString()).toBe("2026-10-30T13:00:00.000Z"); // 8:00 CDT
    expect(new Date(monday.from).toISOString()).toBe("2026-11-02T14:00:00.000Z"); // 8:00 CST
    expect(new Date(monday.until).toISOString()).toBe("2026-11-02T22:00:00.000Z"); // the last call, 4:00 PM
    const early = agendaWindow(Date.parse("2026-11-02T12:00:00Z"), {
      ...settings,
      agendaMinutes: 7 * 60 + 30,
    });
    expect(new Date(early.from).toISOString()).toBe("2026-11-02T13:30:00.000Z");
  });

  it("working days are weekdays that are not holidays or closed dates", () => {
    expect(isWorkingDay("2026-11-30", settings.closedDates)).toBe(true);
    expect(isWorkingDay("2026-11-28", settings.closedDates)).toBe(false); // Saturday
    expect(isWorkingDay("2026-11-26", settings.closedDates)).toBe(false); // Thanksgiving
    expect(isWorkingDay("2026-12-24", settings.closedDates)).toBe(false); // closed by configuration
  });
});
