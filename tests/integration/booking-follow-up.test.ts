/**
 * What follows a booking, on the real stores (SQLite file and PostgreSQL) with a fixed clock and a local SMTP server:
 * reminders sent exactly once by two instances and after a restart, moved on reschedule, dropped on cancel and never
 * sent once the call has started; the agency's agenda once a morning; call outcomes; the signed stage endpoint.
 */
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";

import { queueAgenda } from "@/lib/booking/agenda";
import { cancelBooking, rescheduleBooking } from "@/lib/booking/changes";
import { confirmBooking } from "@/lib/booking/confirm";
import { markCallOutcome } from "@/lib/booking/outcomes";
import { parseReminderOffsets } from "@/lib/booking/reminder-offsets";
import { bookingForToken } from "@/lib/booking/service";
import { leadStats } from "@/lib/leads/lead-stats";
import { signWebhookBody } from "@/lib/leads/signature";
import { handleStageRequest, type StageRequestDeps } from "@/lib/leads/stage-request";
import type { LeadStore } from "@/lib/leads/store/lead-store";
import type { LeadStoreConfig } from "@/lib/leads/store/open-store";
import type { NewMailJob } from "@/lib/leads/store/records";
import { setMailLogSink } from "@/lib/mail/log";
import { runMailPass, type MailDeps } from "@/lib/mail/outbox";
import { mailFrom, smtpTransport, type MailTransport } from "@/lib/mail/transport";

import { bookingDeps, scheduleValues, type TestBookingDeps } from "../support/booking";
import { captureLeadLogs, FakeClock, openStore, request, type Backend } from "../support/lead-harness";
import { startSmtpServer, type SmtpTestServer } from "../support/smtp-server";
import { storeBackends } from "../support/store-backends";

const HOUR = 3_600_000;
/** Wednesday, November 25, 2026, 3:00 PM Central. */
const NOW = Date.parse("2026-11-25T21:00:00Z");
/** Monday, November 30, 2026, 9:00 AM Central. */
const MONDAY_9 = Date.parse("2026-11-30T15:00:00Z");
const MONDAY_930 = MONDAY_9 + 30 * 60_000;
const MONDAY_AGENDA = Date.parse("2026-11-30T14:00:00Z"); // 8:00 AM Central
const MESSAGES = { taken: "taken!", unavailable: "unavailable!" };
const SECRET = "crm-stage-secret-for-tests";

const backends = await storeBackends();

let smtp: SmtpTestServer;
let transport: MailTransport;
beforeAll(async () => {
  smtp = await startSmtpServer();
  transport = await smtpTransport({ url: smtp.url, from: mailFrom(undefined) });
});
afterAll(async () => {
  transport.close();
  await smtp.close();
});

for (const { name, make, skip } of backends) {
  describe.skipIf(skip !== undefined)(`booked-call follow-up on ${name}`, () => {
    let backend: Backend;
    let config: LeadStoreConfig;
    let store: LeadStore;
    let other: LeadStore;
    let clock: FakeClock;
    let deps: TestBookingDeps;
    let logs: ReturnType<typeof captureLeadLogs>;

    beforeEach(async () => {
      logs = captureLeadLogs();
      setMailLogSink(() => {});
      backend = make();
      config = await backend.fresh();
      store = await openStore(config);
      other = await openStore(config); // a second instance on the same database
      clock = new FakeClock();
      clock.now = NOW;
      deps = {
        ...bookingDeps(store, clock, []),
        settings: { ...bookingDeps(store, clock, []).settings, reminders: parseReminderOffsets("24h,1h") },
      };
      smtp.clear();
    });
    afterEach(async () => {
      await store.close();
      await other.close();
      await backend.cleanup();
      logs.restore();
      setMailLogSink(undefined);
    });

    const mailDeps = (on: LeadStore): MailDeps => ({
      store: on,
      transport,
      clock: clock.read,
      random: () => 0.5,
    });
    /** Both instances run their mail pass at the same moment, twice each. */
    const passes = () => Promise.all([store, other, store, other].map((each) => runMailPass(mailDeps(each))));
    const reminders = () => smtp.received.filter((mail) => mail.subject.startsWith("Reminder:"));

    async function book(n: number, start = MONDAY_9, timezone?: string) {
      const outcome = await confirmBooking(scheduleValues(n, start, timezone), request, deps, MESSAGES);
      if (outcome.kind !== "booked") throw new Error(`expected a booking, got ${JSON.stringify(outcome)}`);
      return outcome;
    }

    async function pendingReminders(on = store) {
      return (await on.mail.list({ status: "pending" }))
        .filter((job) => job.kind === "booking-reminder")
        .map((job) => [job.id, job.nextAttemptAt])
        .sort();
    }

    it("sends each reminder exactly once across two instances and a restart, when due, in the visitor's zone", async () => {
      const { booking } = await book(1, MONDAY_9, "America/Denver");
      await passes();
      expect(smtp.received.map((mail) => mail.subject)).toEqual(["Your strategy call is booked"]);

      clock.now = MONDAY_9 - 24 * HOUR - 1;
      await passes();
      expect(reminders()).toHaveLength(0);
      clock.now = MONDAY_9 - 24 * HOUR;
      await passes();
      await passes();
      expect(reminders().map((mail) => mail.subject)).toEqual([
        "Reminder: your strategy call is in 24 hours",
      ]);
      const [day] = reminders();
      expect(day?.envelopeTo).toEqual(["dana1@example.com"]);
      expect(day?.text).toContain("Monday, November 30, 2026 at 8:00 AM Mountain Time");
      expect(day?.text).toMatch(/We will call you at:\r?\n\+15125550123/);
      expect(day?.text).toContain("https://bluebonnet.test/roofing-google-ads/manage?token=");

      // A restart: the instance comes back on the same database and finds nothing left to send.
      await other.close();
      other = await openStore(config);
      await passes();
      expect(reminders()).toHaveLength(1);

      clock.now = MONDAY_9 - HOUR + 60_000;
      await passes();
      await passes();
      expect(reminders().map((mail) => mail.subject)).toEqual([
        "Reminder: your strategy call is in 24 hours",
        "Reminder: your strategy call is in 1 hour",
      ]);
      clock.now = MONDAY_9 + HOUR;
      await passes();
      expect(reminders()).toHaveLength(2);
      expect(await pendingReminders()).toEqual([]);
      expect((await store.mail.get(`${booking.id}.reminder-1h.0`))?.status).toBe("sent");
    });

    it("a reschedule moves both reminders; a cancel drops them; none is sent afterwards", async () => {
      const handedOver: string[] = [];
      deps.scheduleMail = (jobs) => handedOver.push(...jobs.map((job) => job.kind));
      const { booking } = await book(1);
      expect(await pendingReminders()).toEqual([
        [`${booking.id}.reminder-1h.0`, MONDAY_9 - HOUR],
        [`${booking.id}.reminder-24h.0`, MONDAY_9 - 24 * HOUR],
      ]);
      // `mail retry --all` sends what failed or waits, never a reminder before (or after) its time.
      expect(await store.mail.requeue({ now: NOW, giveUpAt: NOW + 48 * HOUR })).toBe(1); // the confirmation
      expect((await pendingReminders()).map(([, due]) => due)).toEqual([
        MONDAY_9 - HOUR,
        MONDAY_9 - 24 * HOUR,
      ]);
      clock.now = NOW + HOUR;
      expect((await rescheduleBooking(deps, booking.id, MONDAY_930)).kind).toBe("changed");
      expect(await pendingReminders(other)).toEqual([
        [`${booking.id}.reminder-1h.1`, MONDAY_930 - HOUR],
        [`${booking.id}.reminder-24h.1`, MONDAY_930 - 24 * HOUR],
      ]);
      expect((await cancelBooking(deps, booking.id)).kind).toBe("changed");
      // Only what is due goes to the sender after the response; reminders wait in the outbox.
      expect(handedOver).toEqual(["booking-confirmed", "booking-rescheduled", "booking-cancelled"]);
      expect(await pendingReminders()).toEqual([]);
      for (const at of [MONDAY_930 - 24 * HOUR, MONDAY_930 - HOUR]) {
        clock.now = at;
        await passes();
      }
      expect(reminders()).toEqual([]);
    });

    it("a reminder still queued when the call starts is dropped, never sent late", async () => {
      const { booking } = await book(1);
      clock.now = MONDAY_9 - 4 * 60_000; // the mail server was unreachable until now
      await passes();
      expect(reminders()).toEqual([]);
      const job = await store.mail.get(`${booking.id}.reminder-1h.0`);
      expect(job).toMatchObject({ status: "failed", lastError: expect.stringMatching(/^expired/) });
    });

    it("queues the morning agenda once across two instances, listing the day's calls, only on working days from its time", async () => {
      await book(1, MONDAY_9, "America/Los_Angeles");
      await book(2, MONDAY_930);
      const settings = { ...deps.settings, agendaMinutes: 8 * 60 };
      const agency = ["agency@bluebonnet.test"];
      clock.now = MONDAY_AGENDA - 1;
      expect(await queueAgenda(store, settings, agency, clock.now)).toBe("not-due");
      expect(await queueAgenda(store, settings, agency, Date.parse("2026-11-28T15:00:00Z"))).toBe("closed");
      clock.now = MONDAY_AGENDA;
      smtp.clear();
      await Promise.all([store, other, store].map((each) => queueAgenda(each, settings, agency, clock.now)));
      await passes();
      clock.now += 60_000;
      await queueAgenda(other, settings, agency, clock.now);
      await passes();
      const agendas = smtp.received.filter((mail) => mail.subject.startsWith("Today's calls"));
      expect(agendas.map((mail) => [mail.subject, mail.envelopeTo])).toEqual([
        ["Today's calls: Monday, November 30, 2026 (2)", agency],
      ]);
      expect(agendas[0]?.text).toContain("times in Central Time");
      expect(agendas[0]?.text).toMatch(
        /9:00 AM \| Dana1 Smith \| Lone Star Roofing \| \+15125550123 \| Monday, November 30, 2026 at 7:00 AM Pacific Time/,
      );
      expect(agendas[0]?.text).toMatch(/9:30 AM \| Dana2 Smith/);
    });

    it("marks a call showed or no-show after its time; a no-show emails a link that moves the missed call", async () => {
      const first = await book(1);
      const second = await book(2, MONDAY_930);
      const mailed: NewMailJob[] = [];
      const scheduled: string[] = [];
      deps.scheduleMail = (jobs) => mailed.push(...jobs);
      deps.scheduleDelivery = (id) => scheduled.push(id);
      expect(await markCallOutcome(deps, first.booking.id, "showed")).toMatchObject({ kind: "upcoming" });
      expect(await markCallOutcome(deps, "no-such-booking", "showed")).toEqual({ kind: "not-found" });

      clock.now = MONDAY_930 + 20 * 60_000;
      const showed = await markCallOutcome(deps, first.booking.id, "showed");
      expect(showed).toMatchObject({ kind: "marked", booking: { outcome: "showed", outcomeAt: clock.now } });
      expect(await markCallOutcome(deps, first.booking.id, "no-show")).toMatchObject({
        kind: "already-marked",
        booking: { outcome: "showed" },
      });
      const missed = await markCallOutcome(deps, second.booking.id, "no-show");
      if (showed.kind !== "marked" || missed.kind !== "marked") throw new Error("expected both marked");
      expect([showed.lead.tag, missed.lead.tag]).toEqual(["roofing-call-showed", "roofing-call-no-show"]);
      expect(missed.lead.payload).toMatchObject({
        email: "dana2@example.com",
        scheduledDate: "2026-11-30",
        scheduledTime: "9:30 AM",
        tag: "roofing-call-no-show",
      });
      expect(scheduled).toEqual([showed.lead.id, missed.lead.id]);
      expect(mailed.map((job) => [job.kind, job.message.to, job.message.subject])).toEqual([
        ["booking-no-show", ["dana2@example.com"], "Sorry we missed you"],
      ]);
      const link = /https:\/\/bluebonnet\.test\/roofing-google-ads\/manage\?token=(\S+)/.exec(
        mailed[0]?.message.text ?? "",
      );
      const token = decodeURIComponent(link?.[1] ?? "");
      expect(await bookingForToken(deps, token)).toMatchObject({
        kind: "ok",
        booking: { id: second.booking.id },
      });

      const tuesday = MONDAY_9 + 24 * HOUR + 6 * HOUR; // Tuesday 3:00 PM, more than 12 hours ahead
      const moved = await rescheduleBooking(deps, second.booking.id, tuesday);
      expect(moved).toMatchObject({ kind: "changed", booking: { start: tuesday, outcome: null } });
      expect(await pendingReminders()).toEqual([
        [`${second.booking.id}.reminder-1h.1`, tuesday - HOUR],
        [`${second.booking.id}.reminder-24h.1`, tuesday - 24 * HOUR],
      ]);
      clock.now = tuesday + HOUR;
      const rebooked = await markCallOutcome(deps, second.booking.id, "showed");
      expect(rebooked).toMatchObject({ kind: "marked", lead: { tag: "roofing-call-showed" } });
      expect(rebooked.kind === "marked" && rebooked.lead.id).not.toBe(missed.lead.id);
    });

    describe("POST /api/leads/{id}/stage", () => {
      const stageDeps = (): StageRequestDeps => ({
        store: async () => store,
        secret: SECRET,
        clock: clock.read,
        newId: () => crypto.randomUUID(),
      });
      const signed = (body: string, at = clock.now, secret = SECRET) =>
        signWebhookBody(body, secret, Math.floor(at / 1000));

      it("refuses a bad signature, a replay and an unknown lead with their own status; keeps every stage as history", async () => {
        const { leadId } = await book(1);
        const won = JSON.stringify({ leadId, stage: "won", value: 2500, currency: "USD" });
        const contacted = JSON.stringify({ leadId, stage: "contacted" });
        clock.now = NOW + 7 * 60_000;

        const call = (leadId: string, body: string, signature: string | null) =>
          handleStageRequest({ leadId, body, signature }, stageDeps());
        expect(await call(leadId, contacted, null)).toMatchObject({ status: 401, body: { ok: false } });
        expect(
          await call(leadId, contacted, signed(contacted, clock.now, "another-secret-entirely")),
        ).toMatchObject({
          status: 401,
        });
        expect(await call(leadId, contacted, signed(contacted, clock.now - 10 * 60_000))).toMatchObject({
          status: 401,
        });
        expect(await call(leadId, contacted, signed(`${contacted} `))).toMatchObject({ status: 401 });
        const hired = JSON.stringify({ leadId, stage: "hired" });
        expect(await call(leadId, hired, signed(hired))).toMatchObject({
          status: 400,
          body: { fields: ["stage"] },
        });
        const unknown = JSON.stringify({ leadId: "no-such-lead", stage: "contacted" });
        expect(await call("no-such-lead", unknown, signed(unknown, clock.now - 1000))).toMatchObject({
          status: 404,
          body: { error: "No lead no-such-lead." },
        });

        const header = signed(contacted);
        const first = await call(leadId, contacted, header);
        expect(first).toMatchObject({
          status: 200,
          body: { ok: true, stage: { stage: "contacted", sinceLeadMs: 7 * 60_000 } },
        });
        const replay = await call(leadId, contacted, header);
        expect(replay).toMatchObject({ status: 409, body: { ok: false } });
        // Extra signatures added to a captured header do not make it new.
        expect(await call(leadId, contacted, `${header},v1=${"0".repeat(64)}`)).toMatchObject({
          status: 409,
        });

        clock.now += HOUR;
        expect(await call(leadId, won, signed(won))).toMatchObject({
          status: 200,
          body: { stage: { stage: "won", valueCents: 250_000, currency: "USD", source: "crm" } },
        });
        const history = await other.outcomes.stagesFor([leadId]);
        expect(history.map((stage) => stage.stage)).toEqual(["contacted", "won"]);

        expect(
          await handleStageRequest(
            { leadId, body: won, signature: signed(won) },
            { ...stageDeps(), secret: undefined },
          ),
        ).toMatchObject({ status: 404 });
      });

      it("refuses a stage signed for another lead, or naming none, and records nothing", async () => {
        const { leadId } = await book(1);
        const { leadId: otherLeadId } = await book(2, MONDAY_930);
        const call = (leadId: string, body: string) =>
          handleStageRequest({ leadId, body, signature: signed(body) }, stageDeps());
        const wonForA = JSON.stringify({ leadId, stage: "won", value: 250_000, currency: "USD" });
        expect(await call(otherLeadId, wonForA)).toMatchObject({
          status: 400,
          body: {
            ok: false,
            error: `The body's leadId must be ${otherLeadId}, the lead in the path.`,
            fields: ["leadId"],
          },
        });
        const unnamed = JSON.stringify({ stage: "won", value: 250_000, currency: "USD" });
        expect(await call(otherLeadId, unnamed)).toMatchObject({ status: 400, body: { fields: ["leadId"] } });
        expect(await call(otherLeadId, JSON.stringify({ leadId: 7, stage: "won" }))).toMatchObject({
          status: 400,
          body: { fields: ["leadId"] },
        });
        expect(await other.outcomes.stagesFor([leadId, otherLeadId])).toEqual([]);
        // The same body is still good for the lead it names.
        expect(await call(leadId, wonForA)).toMatchObject({ status: 200, body: { ok: true } });
      });

      it("feeds the stats per source: leads, bookings, show rate, median time to contact and won value", async () => {
        const booked = await book(1);
        clock.now = MONDAY_930 + HOUR;
        await markCallOutcome(deps, booked.booking.id, "showed");
        await store.outcomes.addStage({
          id: "s1",
          leadId: booked.leadId,
          stage: "contacted",
          valueCents: null,
          currency: null,
          source: "cli",
          now: NOW + 10 * 60_000,
        });
        await store.outcomes.addStage({
          id: "s2",
          leadId: booked.leadId,
          stage: "won",
          valueCents: 250_000,
          currency: "USD",
          source: "cli",
          now: clock.now,
        });
        const [first, total] = leadStats(await other.outcomes.rowsSince(NOW - HOUR));
        expect(first).toMatchObject({
          source: "(direct)",
          leads: 1,
          bookings: 1,
          showed: 1,
          noShows: 0,
          showRate: 1,
          medianToContactMs: 10 * 60_000,
          won: 1,
          wonCents: 250_000,
        });
        expect(total).toMatchObject({ source: "all", leads: 1, wonCents: 250_000 });
      });
    });
  });
}
