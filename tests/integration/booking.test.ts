/**
 * Booking on the real stores (SQLite file and PostgreSQL): one active booking per slot under concurrent
 * confirmations, reschedule and cancel as their own lead events, and signed manage links. The clock is fixed.
 */

import Database from "better-sqlite3";
import pg from "pg";
import { afterEach, beforeEach, describe, expect, it } from "vitest";

import { cancelBooking, rescheduleBooking } from "@/lib/booking/changes";
import { confirmBooking } from "@/lib/booking/confirm";
import { calendarFile } from "@/lib/booking/invite-response";
import { availability, bookingForToken, manageToken } from "@/lib/booking/service";
import { FORM_META } from "@/lib/leads/shared/form-meta";
import type { LeadStore } from "@/lib/leads/store/lead-store";
import type { LeadStoreConfig } from "@/lib/leads/store/open-store";

import { bookingDeps, scheduleValues, type TestBookingDeps } from "../support/booking";
import { captureLeadLogs, FakeClock, openStore, request, type Backend } from "../support/lead-harness";
import { storeBackends } from "../support/store-backends";

/** Wednesday, November 25, 2026, 3:00 PM Central. */
const NOW = Date.parse("2026-11-25T21:00:00Z");
/** Monday, November 30, 2026, 9:00 AM Central. */
const MONDAY_9 = Date.parse("2026-11-30T15:00:00Z");
const MONDAY_930 = MONDAY_9 + 30 * 60_000;
const MESSAGES = { taken: "taken!", unavailable: "unavailable!" };

const backends = await storeBackends();

for (const { name, make, skip } of backends) {
  describe.skipIf(skip !== undefined)(`booking on ${name}`, () => {
    let backend: Backend;
    let config: LeadStoreConfig;
    let store: LeadStore;
    let clock: FakeClock;
    let deps: TestBookingDeps;
    let scheduled: string[];
    let logs: ReturnType<typeof captureLeadLogs>;

    beforeEach(async () => {
      logs = captureLeadLogs();
      backend = make();
      config = await backend.fresh();
      store = await openStore(config);
      clock = new FakeClock();
      clock.now = NOW;
      scheduled = [];
      deps = bookingDeps(store, clock, scheduled);
    });
    afterEach(async () => {
      await store.close();
      await backend.cleanup();
      logs.restore();
    });

    async function book(n: number, start = MONDAY_9, timezone?: string) {
      const outcome = await confirmBooking(scheduleValues(n, start, timezone), request, deps, MESSAGES);
      if (outcome.kind !== "booked") throw new Error(`expected a booking, got ${JSON.stringify(outcome)}`);
      return outcome;
    }

    it("20 concurrent confirmations of one slot make exactly one booking; the others are told it is taken", async () => {
      const outcomes = await Promise.all(
        Array.from({ length: 20 }, (_, n) =>
          confirmBooking(scheduleValues(n, MONDAY_9), request, deps, MESSAGES),
        ),
      );
      expect(outcomes.filter((outcome) => outcome.kind === "booked")).toHaveLength(1);
      expect(outcomes.filter((outcome) => outcome.kind === "taken")).toHaveLength(19);
      expect(outcomes.find((outcome) => outcome.kind === "taken")).toEqual({
        kind: "taken",
        error: "taken!",
      });
      expect(await store.bookings.list({ from: 0 })).toHaveLength(1);
      const leads = await store.listLeads();
      expect(leads.map((lead) => lead.tag)).toEqual(["roofing-scheduled-call"]);
      expect(scheduled).toEqual([leads[0]!.id]);
      const slot = (await availability(deps)).find((candidate) => candidate.start === MONDAY_9);
      expect(slot?.available).toBe(false);
    });

    it("a lost slot race is an expected outcome: logged at info as booking.slot_taken, never as a store failure", async () => {
      await Promise.all(
        Array.from({ length: 5 }, (_, n) =>
          confirmBooking(scheduleValues(n, MONDAY_9), request, deps, MESSAGES),
        ),
      );
      expect(
        logs.lines.filter((line) => line.event === "booking.slot_taken").map((line) => line.level),
      ).toEqual(Array(4).fill("info"));
      expect(logs.lines.filter((line) => line.level === "error")).toEqual([]);
    });

    it("stores the visitor's date and time in their own zone, consistent with the instant, and queues the invite email", async () => {
      const outcome = await book(1, MONDAY_9, "America/Los_Angeles");
      const lead = await store.getLead(outcome.leadId);
      expect(lead?.payload).toMatchObject({
        email: "dana1@example.com",
        scheduledDate: "2026-11-30",
        scheduledTime: "7:00 AM",
        timezone: "America/Los_Angeles",
        appointmentDateTime: "2026-11-30T15:00:00.000Z",
        tag: "roofing-scheduled-call",
      });
      expect(outcome.booking).toMatchObject({ start: MONDAY_9, end: MONDAY_9 + 15 * 60_000, sequence: 0 });
      const jobs = await mailJobs(config);
      expect(jobs).toHaveLength(1);
      expect(jobs[0]).toMatchObject({
        lead_id: outcome.leadId,
        recipients: "dana1@example.com",
        kind: "booking-confirmed",
      });
      expect(String(jobs[0]!.message)).toContain("7:00 AM Pacific Time");
      expect(String(jobs[0]!.message)).toContain("METHOD:REQUEST");
    });

    it("a repeated submission returns the first booking; a slot inside the notice or closed is refused", async () => {
      const first = scheduleValues(1, MONDAY_9);
      const a = await confirmBooking(first, request, deps, MESSAGES);
      const b = await confirmBooking(first, request, deps, MESSAGES);
      expect(a).toMatchObject({ kind: "booked", duplicate: false });
      expect(b).toMatchObject({ kind: "booked", duplicate: true });
      expect(b.kind === "booked" && a.kind === "booked" && b.booking.id === a.booking.id).toBe(true);
      const tomorrow = Date.parse("2026-11-27T15:00:00Z"); // Friday 9:00 AM: open now...
      clock.now = tomorrow - 11 * 3_600_000; // ...but not 11 hours before
      expect(await confirmBooking(scheduleValues(2, tomorrow), request, deps, MESSAGES)).toEqual({
        kind: "taken",
        error: "unavailable!",
      });
      const thanksgiving = Date.parse("2026-11-26T15:00:00Z");
      expect(await confirmBooking(scheduleValues(3, thanksgiving), request, deps, MESSAGES)).toEqual({
        kind: "taken",
        error: "unavailable!",
      });
    });

    it("with agency mail configured, each booking event queues the agency's notice beside the visitor's email and sends both after the response", async () => {
      const sent: string[][] = [];
      deps.mailEnv = {
        LEAD_NOTIFY_EMAIL: ["agency@bluebonnet.test"],
        NEXT_PUBLIC_SITE_URL: "https://bluebonnet.test",
        BOOKING_TIME_ZONE: "America/Chicago",
      };
      deps.scheduleMail = (jobs) => sent.push(jobs.map((job) => job.kind));
      const { booking, leadId } = await book(1);
      expect(sent).toEqual([["booking-confirmed", "agency-notice"]]);
      const moved = await rescheduleBooking(deps, booking.id, MONDAY_930);
      const cancelled = await cancelBooking(deps, booking.id);
      expect(sent.slice(1)).toEqual([
        ["booking-rescheduled", "agency-notice"],
        ["booking-cancelled", "agency-notice"],
      ]);
      const notices = (await mailJobs(config)).filter((job) => job.kind === "agency-notice");
      expect(notices.map((job) => job.lead_id).sort()).toEqual(
        [
          leadId,
          moved.kind === "changed" ? moved.lead.id : "",
          cancelled.kind === "changed" ? cancelled.lead.id : "",
        ].sort(),
      );
      expect(notices.every((job) => job.recipients === "agency@bluebonnet.test")).toBe(true);
    });

    it("a booking judged a bot is kept in quarantine and never holds the slot", async () => {
      deps.minFillMs = 60_000;
      const quick = {
        ...scheduleValues(1, MONDAY_9),
        [FORM_META.startedAt]: String(NOW - 1_000),
        [FORM_META.submittedAt]: String(NOW),
      };
      expect(await confirmBooking(quick, request, deps, MESSAGES)).toMatchObject({ kind: "quarantined" });
      expect(await store.bookings.list({ from: 0 })).toEqual([]);
      expect((await store.listLeads({ status: "spam" })).map((lead) => lead.tag)).toEqual([
        "roofing-scheduled-call",
      ]);
      expect((await availability(deps)).find((slot) => slot.start === MONDAY_9)?.available).toBe(true);
    });

    it("a busy time in the agency's calendar is not offered", async () => {
      deps.busy = async () => [{ start: MONDAY_9, end: MONDAY_930 }];
      const slots = await availability(deps);
      expect(slots.find((slot) => slot.start === MONDAY_9)?.available).toBe(false);
      expect(slots.find((slot) => slot.start === MONDAY_930)?.available).toBe(true);
    });

    it("reschedule moves the booking in one transaction and forwards its own event with the old and new times", async () => {
      const { booking } = await book(1);
      await book(2, MONDAY_930 + 30 * 60_000);
      expect(await rescheduleBooking(deps, booking.id, MONDAY_930 + 30 * 60_000)).toEqual({ kind: "taken" });
      const moved = await rescheduleBooking(deps, booking.id, MONDAY_930);
      expect(moved.kind).toBe("changed");
      if (moved.kind !== "changed") return;
      expect(moved.booking).toMatchObject({
        id: booking.id,
        start: MONDAY_930,
        sequence: 1,
        status: "active",
      });
      expect(moved.lead.tag).toBe("roofing-call-rescheduled");
      expect(moved.lead.payload).toMatchObject({
        email: "dana1@example.com",
        scheduledTime: "9:30 AM",
        appointmentDateTime: new Date(MONDAY_930).toISOString(),
        previousScheduledDate: "2026-11-30",
        previousScheduledTime: "9:00 AM",
        previousAppointmentDateTime: new Date(MONDAY_9).toISOString(),
        tag: "roofing-call-rescheduled",
      });
      expect(scheduled).toContain(moved.lead.id);
      const slots = await availability(deps);
      expect(slots.find((slot) => slot.start === MONDAY_9)?.available).toBe(true);
      expect(slots.find((slot) => slot.start === MONDAY_930)?.available).toBe(false);
    });

    it("cancel frees the slot at once, forwards its event, and cannot be repeated", async () => {
      const { booking } = await book(1);
      const cancelled = await cancelBooking(deps, booking.id);
      expect(cancelled.kind).toBe("changed");
      if (cancelled.kind !== "changed") return;
      expect(cancelled.booking).toMatchObject({ status: "cancelled", sequence: 1, cancelledAt: NOW });
      expect(cancelled.lead).toMatchObject({ tag: "roofing-call-cancelled" });
      expect(cancelled.lead.payload).toMatchObject({
        scheduledTime: "9:00 AM",
        tag: "roofing-call-cancelled",
      });
      expect(await cancelBooking(deps, booking.id)).toMatchObject({ kind: "not-active" });
      expect((await availability(deps)).find((slot) => slot.start === MONDAY_9)?.available).toBe(true);
      // The slot can be booked again by someone else.
      await book(2);
      const tags = (await store.listLeads()).map((lead) => lead.tag).sort();
      expect(tags).toEqual(["roofing-call-cancelled", "roofing-scheduled-call", "roofing-scheduled-call"]);
    });

    it("a reschedule retires every earlier manage link, and so does a cancellation", async () => {
      const { booking, token } = await book(1);
      const moved = await rescheduleBooking(deps, booking.id, MONDAY_930);
      if (moved.kind !== "changed") throw new Error(`not moved: ${moved.kind}`);
      expect(await bookingForToken(deps, token)).toEqual({ kind: "replaced" });
      const current = manageToken(deps, moved.booking);
      expect(await bookingForToken(deps, current)).toMatchObject({
        kind: "ok",
        booking: { start: MONDAY_930 },
      });

      const cancelled = await cancelBooking(deps, booking.id);
      if (cancelled.kind !== "changed") throw new Error(`not cancelled: ${cancelled.kind}`);
      expect(await bookingForToken(deps, current)).toEqual({ kind: "replaced" });
      expect(await bookingForToken(deps, token)).toEqual({ kind: "replaced" });
      expect(await bookingForToken(deps, manageToken(deps, cancelled.booking))).toMatchObject({
        kind: "ok",
        booking: { status: "cancelled", sequence: 2 },
      });
    });

    it("the calendar file answers the current link only: an earlier one never yields the new manage link", async () => {
      const { booking, token } = await book(1);
      const moved = await rescheduleBooking(deps, booking.id, MONDAY_930);
      if (moved.kind !== "changed") throw new Error(`not moved: ${moved.kind}`);
      const current = manageToken(deps, moved.booking);
      const old = await calendarFile(deps, token);
      expect(old.status).toBe(410);
      const body = await old.text();
      expect(body).toMatch(/changed since this link was sent/);
      expect(body).not.toContain(current);
      const fresh = await calendarFile(deps, current);
      expect(fresh.status).toBe(200);
      // Unfolded (RFC 5545 continues a long line after CRLF and a space), it carries the current link.
      expect((await fresh.text()).replace(/\r\n /g, "")).toContain(current);
    });

    it("a manage link works until the call's time, and an altered one never", async () => {
      const { booking, token } = await book(1);
      expect(token).toBe(manageToken(deps, booking));
      expect(await bookingForToken(deps, token)).toMatchObject({ kind: "ok", booking: { id: booking.id } });
      const [id, version, expiry, signature] = token.split(".") as [string, string, string, string];
      const later = (MONDAY_9 + 7 * 86_400_000).toString(36);
      expect(await bookingForToken(deps, `${id}.${version}.${later}.${signature}`)).toEqual({
        kind: "invalid",
      });
      expect(await bookingForToken(deps, `${id}.${version}.${expiry}.${"A".repeat(43)}`)).toEqual({
        kind: "invalid",
      });
      clock.now = MONDAY_9;
      expect(await bookingForToken(deps, token)).toEqual({ kind: "expired" });
      expect(await cancelBooking(deps, booking.id)).toMatchObject({ kind: "not-active" });
    });
  });
}

/** The outbox rows, read with the driver itself (the repositories only write them). */
async function mailJobs(config: LeadStoreConfig): Promise<Record<string, unknown>[]> {
  if (config.kind === "sqlite") {
    const database = new Database(config.path, { readonly: true });
    try {
      return database.prepare("select * from mail_jobs").all() as Record<string, unknown>[];
    } finally {
      database.close();
    }
  }
  const client = new pg.Client({ connectionString: config.url });
  await client.connect();
  try {
    return (await client.query("select * from mail_jobs")).rows as Record<string, unknown>[];
  } finally {
    await client.end();
  }
}
