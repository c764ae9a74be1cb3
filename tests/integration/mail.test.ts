/**
 * The mail outbox on the real stores (SQLite file and PostgreSQL 15) with a real local SMTP server: what each
 * email says and who gets it, exactly-once sending across an outage and between two workers, header injection,
 * the skipped log without SMTP_URL, and the delivery alerts. Clock and jitter are injected: no real waiting.
 */
import { randomUUID } from "node:crypto";

import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";

import { getServerEnv } from "@/lib/env";
import { encodeAttributionCookie, nextAttribution } from "@/lib/leads/attribution";
import { GIVE_UP_AFTER_MS } from "@/lib/leads/backoff";
import { deliverLeadNow } from "@/lib/leads/delivery";
import { LEAD_FORMS } from "@/lib/leads/forms";
import { FORM_META } from "@/lib/leads/shared/form-meta";
import type { LeadStore, NewMailJob } from "@/lib/leads/store/types";
import { submitLead } from "@/lib/leads/submit-lead";
import { queueLeadFailedAlert, queueLeadsWaitingAlert } from "@/lib/mail/alerts";
import { MAIL_JOB_KINDS, mailJob, mailJobsForLead, type MailJobsEnv } from "@/lib/mail/jobs";
import { setMailLogSink, type MailLogLine } from "@/lib/mail/log";
import { runMailPass, sendJobsNow, type MailDeps } from "@/lib/mail/outbox";
import { sendQueuedMail, startMailPipeline, stopMailPipeline } from "@/lib/mail/runtime";
import { bookingVisitorEmail } from "@/lib/mail/templates/booking";
import { mailFrom, smtpTransport, type MailTransport } from "@/lib/mail/transport";

import {
  captureLeadLogs,
  deliveryDeps,
  FakeClock,
  mainFormFields,
  openStore,
  postgresBackend,
  request,
  sqliteBackend,
  submit,
  submitDeps,
  type Backend,
} from "../support/lead-harness";
import { startPostgres } from "../support/postgres";
import { startSmtpServer, type ReceivedMail, type SmtpTestServer } from "../support/smtp-server";
import { startWebhookServer, type WebhookServer } from "../support/webhook-server";

const AGENCY = ["team@bluebonnet.test", "owner@bluebonnet.test"];
const SITE = "https://bluebonnet.test";
const mailEnv: MailJobsEnv = { LEAD_NOTIFY_EMAIL: AGENCY, NEXT_PUBLIC_SITE_URL: SITE };

const postgres = await startPostgres();
if ("skipped" in postgres) console.warn(`PostgreSQL suite skipped: ${postgres.skipped}`);

const backends: { name: string; make: () => Backend; skip?: string }[] = [
  { name: "sqlite", make: sqliteBackend },
  "skipped" in postgres
    ? { name: "postgres", make: sqliteBackend, skip: postgres.skipped }
    : { name: "postgres", make: () => postgresBackend(postgres.url) },
];

afterAll(async () => {
  if (!("skipped" in postgres)) await postgres.stop();
});

function withJobs(store: LeadStore, clock: FakeClock) {
  const queued: NewMailJob[] = [];
  const { deps } = submitDeps(store, clock, {
    minFillMs: 0,
    mailEnv,
    scheduleMail: (jobs) => queued.push(...jobs),
  });
  return { deps, queued };
}

const to = (mail: ReceivedMail) => [...mail.envelopeTo].sort();

for (const { name, make, skip } of backends) {
  describe.skipIf(skip !== undefined)(`mail outbox on ${name}`, () => {
    let backend: Backend;
    let store: LeadStore;
    let smtp: SmtpTestServer;
    let transport: MailTransport;
    let clock: FakeClock;
    let deps: MailDeps;
    let mailLogs: MailLogLine[];
    const opened: LeadStore[] = [];
    let leadLogs: ReturnType<typeof captureLeadLogs>;

    beforeAll(async () => {
      backend = make();
      smtp = await startSmtpServer();
      transport = await smtpTransport({ url: smtp.url, from: mailFrom(undefined) });
    });

    afterAll(async () => {
      transport.close();
      await smtp.close();
      await backend.cleanup();
    });

    beforeEach(async () => {
      clock = new FakeClock();
      store = await openStore(await backend.fresh());
      opened.push(store);
      deps = { store, transport, clock: clock.read, random: () => 0.5 };
      smtp.clear();
      smtp.setMode("ok");
      mailLogs = [];
      setMailLogSink((line) => mailLogs.push(line));
      leadLogs = captureLeadLogs();
    });

    afterEach(async () => {
      setMailLogSink(undefined);
      leadLogs.restore();
      if (smtp.port && !(await isUp(smtp))) await smtp.up();
      for (const each of opened.splice(0)) await each.close();
    });

    it("sends the agency notice of a lead: recipients, subject, fields, attribution, page, Reply-To", async () => {
      const landing = nextAttribution(undefined, {
        url: new URL(`${SITE}/?utm_source=google&utm_medium=cpc&utm_campaign=roof-fall&gclid=G-123`),
        referrer: "https://www.google.com/",
        now: new Date(clock.now - 60_000),
        siteHosts: ["bluebonnet.test"],
      });
      const { deps: submitting, queued } = withJobs(store, clock);
      const outcome = await submitLead(
        LEAD_FORMS.leadForm,
        {
          ...mainFormFields,
          notes: "Storm <damage> & more",
          [FORM_META.pagePath]: "/services/google-ads",
          [FORM_META.submissionId]: randomUUID(),
        },
        { ...request, attributionCookie: landing && encodeAttributionCookie(landing) },
        submitting,
      );
      if (outcome.kind !== "accepted") throw new Error(JSON.stringify(outcome));
      expect(queued.map((job) => job.kind)).toEqual([MAIL_JOB_KINDS.agencyNotice]);
      // Committed with the lead, before anything is sent.
      expect((await store.mail.list()).map((job) => job.leadId)).toEqual([outcome.leadId]);

      expect(
        await sendJobsNow(
          deps,
          queued.map((job) => job.id),
        ),
      ).toEqual(["sent"]);
      expect(smtp.received).toHaveLength(1);
      const mail = smtp.received[0]!;
      expect(to(mail)).toEqual([...AGENCY].sort());
      expect(mail.envelopeFrom).toBe("hello@bluebonnetdigital.com");
      expect(mail.headers.from).toBe("Bluebonnet Digital <hello@bluebonnetdigital.com>");
      expect(mail.subject).toBe("New lead: Dana Smith, Lone Star Roofing (website)");
      expect(mail.headers["reply-to"]).toBe("dana@example.com");
      for (const line of [
        "First name: Dana",
        "Last name: Smith",
        "Email: dana@example.com",
        "Phone: +15125550123",
        "Business name: Lone Star Roofing",
        "City: Austin",
        "Service type: hvac",
        "Notes: Storm <damage> & more",
        `Page: ${SITE}/services/google-ads`,
        "Last touch source: google",
        "Last touch medium: cpc",
        "Last touch campaign: roof-fall",
        "Last touch gclid: G-123",
      ]) {
        expect(mail.text).toContain(line);
      }
      expect(mail.html).toContain("Storm &lt;damage&gt; &amp; more");
      expect(mail.html).not.toContain("<damage>");
      expect(mail.html).toContain(`${SITE}/services/google-ads`);
      expect((await store.mail.get(queued[0]!.id))?.status).toBe("sent");
    });

    it("sends the guide email with the PDF's absolute link, and the agency notice, for both guides", async () => {
      const { deps: submitting, queued } = withJobs(store, clock);
      await submit(
        "homeGuide",
        { email: "reader@example.com", [FORM_META.submissionId]: randomUUID() },
        submitting,
      );
      await submit(
        "roofingGuide",
        { email: "roofer@example.com", [FORM_META.submissionId]: randomUUID() },
        submitting,
      );
      await sendJobsNow(
        deps,
        queued.map((job) => job.id),
      );
      const guides = smtp.received.filter((mail) => !mail.envelopeTo.includes(AGENCY[0]!));
      expect(guides.map((mail) => mail.envelopeTo)).toEqual([["reader@example.com"], ["roofer@example.com"]]);
      expect(guides[0]!.subject).toBe(
        "Your free guide: The 2025 Complete Marketing Guide for Local Service Businesses",
      );
      expect(guides[0]!.text).toContain(`${SITE}/bluebonnet-2025-marketing-guide.pdf`);
      expect(guides[0]!.html).toContain(`href="${SITE}/bluebonnet-2025-marketing-guide.pdf"`);
      expect(guides[1]!.text).toContain(`${SITE}/roofing-lead-generation-guide.pdf`);
      const notices = smtp.received.filter((mail) => mail.envelopeTo.includes(AGENCY[0]!));
      expect(notices.map((mail) => mail.subject)).toEqual([
        "New lead: reader@example.com (free-guide)",
        "New lead: roofer@example.com (roofing-lead-magnet)",
      ]);
    });

    it("sends the booking confirmation with both times, the manage link and the .ics as text/calendar", async () => {
      const ics = [
        "BEGIN:VCALENDAR",
        "VERSION:2.0",
        "METHOD:REQUEST",
        "BEGIN:VEVENT",
        "UID:booking-1@bluebonnet.test",
        "DTSTART:20261201T170000Z",
        "DTEND:20261201T173000Z",
        "SUMMARY:Free strategy call",
        "END:VEVENT",
        "END:VCALENDAR",
      ].join("\r\n");
      await store.mail.enqueue([
        mailJob(
          {
            id: "booking-1.visitor",
            kind: MAIL_JOB_KINDS.bookingVisitor,
            message: bookingVisitorEmail({
              kind: "confirmed",
              to: "jane@example.com",
              firstName: "Jane <b>",
              whenVisitor: "Tuesday, December 1, 2026 at 9:00 AM Pacific Standard Time",
              whenAgency: "Tuesday, December 1, 2026 at 11:00 AM Central Standard Time",
              manageUrl: `${SITE}/roofing-google-ads/booking?token=abc.def`,
              ics,
            }),
          },
          clock.now,
        ),
      ]);
      expect(await runMailPass(deps)).toEqual(["sent"]);
      const mail = smtp.received[0]!;
      expect(mail.envelopeTo).toEqual(["jane@example.com"]);
      expect(mail.subject).toBe("Your strategy call is booked");
      expect(mail.text).toContain("Tuesday, December 1, 2026 at 9:00 AM Pacific Standard Time");
      expect(mail.text).toContain("11:00 AM Central Standard Time");
      expect(mail.text).toContain(`${SITE}/roofing-google-ads/booking?token=abc.def`);
      expect(mail.html).toContain("Hi Jane &lt;b&gt;,");
      expect(mail.attachments).toHaveLength(1);
      expect(mail.attachments[0]!.contentType).toMatch(/^text\/calendar; charset=utf-8; method=REQUEST/);
      expect(mail.attachments[0]!.filename).toBe("invite.ics");
      expect(mail.attachments[0]!.content).toContain("DTSTART:20261201T170000Z");
    });

    it("sends the agency notice of booking events with the call in Central time, old and new", async () => {
      const jobs = mailJobsForLead(
        {
          id: "lead-resched-1",
          tag: "roofing-call-rescheduled",
          createdAt: clock.now,
          payload: {
            firstName: "Jane",
            lastName: "Doe",
            email: "jane@example.com",
            businessName: "Acme Roofing",
            scheduledDate: "2026-12-01",
            scheduledTime: "9:00 AM",
            timezone: "America/Los_Angeles",
            appointmentDateTime: "2026-12-01T17:00:00.000Z",
            previousAppointmentDateTime: "2026-11-30T16:00:00.000Z",
            tag: "roofing-call-rescheduled",
          },
          attribution: null,
        },
        { now: clock.now, env: mailEnv },
      );
      await store.mail.enqueue(jobs);
      await runMailPass(deps);
      const mail = smtp.received[0]!;
      expect(mail.subject).toBe("Call rescheduled: Jane Doe, Acme Roofing (roofing-call-rescheduled)");
      expect(mail.text).toContain(
        "Call time (Central): Tuesday, December 1, 2026 at 11:00 AM Central Standard Time",
      );
      expect(mail.text).toContain(
        "Visitor's time: Tuesday, December 1, 2026 at 9:00 AM Pacific Standard Time",
      );
      expect(mail.text).toContain(
        "Previous appointment date time (Central): Monday, November 30, 2026 at 10:00 AM Central Standard Time",
      );
      expect(mail.headers["reply-to"]).toBe("jane@example.com");
    });

    it("sends each email exactly once across a mail-server outage and a refusal", async () => {
      const { deps: submitting, queued } = withJobs(store, clock);
      await submit(
        "homeGuide",
        { email: "reader@example.com", [FORM_META.submissionId]: randomUUID() },
        submitting,
      );
      const ids = queued.map((job) => job.id);
      expect(ids).toHaveLength(2);

      await smtp.down();
      expect(await sendJobsNow(deps, ids)).toEqual(["retry-scheduled", "retry-scheduled"]);
      const waiting = await store.mail.get(ids[0]!);
      expect(waiting).toMatchObject({ status: "pending", attempts: 1, nextAttemptAt: clock.now + 30_000 });
      expect(waiting?.lastError).toMatch(/ECONNREFUSED|connect/i);
      expect(mailLogs.map((line) => line.event)).toEqual(["mail.retry_scheduled", "mail.retry_scheduled"]);

      await smtp.up();
      smtp.setMode("reject");
      clock.advance(30_000);
      expect(await runMailPass(deps)).toEqual(["retry-scheduled", "retry-scheduled"]);
      expect((await store.mail.get(ids[0]!))?.lastError).toContain("451");

      smtp.setMode("ok");
      expect(await runMailPass(deps)).toEqual([]); // not due yet: the backoff holds
      clock.advance(2 * 60_000);
      expect(await runMailPass(deps)).toEqual(["sent", "sent"]);
      clock.advance(GIVE_UP_AFTER_MS);
      expect(await runMailPass(deps)).toEqual([]);
      expect(await sendJobsNow(deps, ids)).toEqual([]);
      expect(smtp.received).toHaveLength(2);
      expect(new Set(smtp.received.map((mail) => mail.headers["message-id"])).size).toBe(2);
      expect(await store.mail.countByStatus()).toEqual({ pending: 0, sent: 2, failed: 0 });
      // The log never names the visitor.
      expect(JSON.stringify(mailLogs)).not.toContain("reader@example.com");
    });

    it("gives up after the retry window and keeps the job as failed", async () => {
      await smtp.down();
      const { deps: submitting, queued } = withJobs(store, clock);
      await submit(
        "homeGuide",
        { email: "reader@example.com", [FORM_META.submissionId]: randomUUID() },
        submitting,
      );
      await sendJobsNow(
        deps,
        queued.map((job) => job.id),
      );
      clock.advance(GIVE_UP_AFTER_MS);
      expect(await runMailPass(deps)).toEqual(["failed", "failed"]);
      expect(await store.mail.countByStatus()).toEqual({ pending: 0, sent: 0, failed: 2 });
      await smtp.up();
      expect(await store.mail.requeue({ now: clock.now, giveUpAt: clock.now + GIVE_UP_AFTER_MS })).toBe(2);
      expect(await runMailPass(deps)).toEqual(["sent", "sent"]);
    });

    it("keeps a name with CR/LF out of the headers", async () => {
      const { deps: submitting, queued } = withJobs(store, clock);
      await submit(
        "leadForm",
        {
          ...mainFormFields,
          lastName: "Smith\r\nBcc: victim@example.com",
          businessName: "Acme\r\nX-Injected: yes",
          [FORM_META.submissionId]: randomUUID(),
        },
        submitting,
      );
      // A booking event built outside the forms' schema, with a raw CR/LF in the name.
      queued.push(
        ...mailJobsForLead(
          {
            id: "lead-raw-1",
            tag: "roofing-call-cancelled",
            createdAt: clock.now,
            payload: { firstName: "Eve\r\nBcc: victim@example.com", email: "eve@example.com" },
          },
          { now: clock.now, env: mailEnv },
        ),
      );
      await store.mail.enqueue(queued.slice(1));
      expect(
        await sendJobsNow(
          deps,
          queued.map((job) => job.id),
        ),
      ).toEqual(["sent", "sent"]);
      for (const mail of smtp.received) {
        expect(to(mail)).toEqual([...AGENCY].sort());
        expect(mail.headers.bcc).toBeUndefined();
        expect(mail.headers["x-injected"]).toBeUndefined();
        expect(mail.raw.split(/\r?\n\r?\n/)[0]).not.toMatch(/^(Bcc|X-Injected):/im);
      }
      expect(smtp.received[0]!.subject).toBe(
        "New lead: Dana Smith Bcc: victim@example.com, Acme X-Injected: yes (website)",
      );
      expect(smtp.received[1]!.subject).toBe(
        "Call cancelled: Eve Bcc: victim@example.com (roofing-call-cancelled)",
      );
    });

    it("sends nothing without SMTP_URL: each email is logged as skipped and stays queued", async () => {
      const env = getServerEnv({ LEAD_NOTIFY_EMAIL: AGENCY.join(", "), NEXT_PUBLIC_SITE_URL: SITE });
      const { deps: submitting, queued } = withJobs(store, clock);
      await submit(
        "homeGuide",
        { email: "reader@example.com", [FORM_META.submissionId]: randomUUID() },
        submitting,
      );
      const holder = globalThis as Record<symbol, unknown>;
      delete holder[Symbol.for("mail.runtime")];
      try {
        await sendQueuedMail(Promise.resolve(store), env, queued);
      } finally {
        delete holder[Symbol.for("mail.runtime")];
      }
      expect(smtp.received).toEqual([]);
      expect(mailLogs.map((line) => [line.event, line.kind])).toEqual([
        ["mail.skipped", MAIL_JOB_KINDS.agencyNotice],
        ["mail.skipped", MAIL_JOB_KINDS.guide],
      ]);
      expect(JSON.stringify(mailLogs)).not.toContain("reader@example.com");
      expect(await store.mail.countByStatus()).toEqual({ pending: 2, sent: 0, failed: 0 });

      // Set within the retry window, a mail server sends them; past it, they expire unsent.
      clock.advance(60 * 60_000);
      expect(await runMailPass(deps)).toEqual(["sent", "sent"]);
      await submit(
        "homeGuide",
        { email: "late@example.com", [FORM_META.submissionId]: randomUUID() },
        submitting,
      );
      clock.advance(GIVE_UP_AFTER_MS);
      expect(await runMailPass(deps)).toEqual(["expired", "expired"]);
      expect(smtp.received).toHaveLength(2);
    });

    it("two workers on separate connections send each job once", async () => {
      const config = await backend.fresh();
      const first = await openStore(config);
      const second = await openStore(config);
      opened.push(first, second);
      const jobs = Array.from({ length: 24 }, (_, n) =>
        mailJob(
          {
            id: `race-${n}`,
            kind: MAIL_JOB_KINDS.agencyNotice,
            message: { to: [AGENCY[0]!], subject: `Race ${n}`, text: `n=${n}`, html: `<p>${n}</p>` },
          },
          clock.now,
        ),
      );
      await first.mail.enqueue(jobs);
      const other = await smtpTransport({ url: smtp.url, from: mailFrom(undefined) });
      try {
        const [a, b] = await Promise.all([
          runMailPass({ ...deps, store: first }, { batchSize: 3 }),
          runMailPass({ store: second, transport: other, clock: clock.read }, { batchSize: 3 }),
        ]);
        expect([...a, ...b].filter((outcome) => outcome === "sent")).toHaveLength(24);
      } finally {
        other.close();
      }
      const subjects = smtp.received.map((mail) => mail.subject).sort();
      expect(subjects).toEqual(jobs.map((job) => job.message.subject).sort());
      expect(await first.mail.countByStatus()).toEqual({ pending: 0, sent: 24, failed: 0 });
    });

    it("runs the outbox loop in the server process: sends due jobs, alerts on waiting leads, stops cleanly", async () => {
      const env = getServerEnv({
        SMTP_URL: smtp.url,
        LEAD_NOTIFY_EMAIL: AGENCY.join(","),
        LEAD_WEBHOOK_URL: "http://127.0.0.1:9/webhook",
        LEAD_RETRY_POLL_MS: "100",
      });
      const { deps: submitting } = submitDeps(store, clock, { minFillMs: 0 });
      clock.now = Date.now() - 31 * 60_000; // a lead that has waited past LEAD_ALERT_AFTER_MINUTES
      await submit("leadForm", { ...mainFormFields, [FORM_META.submissionId]: randomUUID() }, submitting);
      await store.mail.enqueue([
        mailJob(
          {
            id: "loop-1",
            kind: MAIL_JOB_KINDS.agencyNotice,
            message: { to: [AGENCY[0]!], subject: "From the loop", text: "x", html: "x" },
          },
          Date.now(),
        ),
      ]);
      const holder = globalThis as Record<symbol, unknown>;
      delete holder[Symbol.for("mail.runtime")];
      try {
        await startMailPipeline(Promise.resolve(store), env);
        await vi.waitFor(() => expect(smtp.received).toHaveLength(2), { timeout: 10_000, interval: 50 });
      } finally {
        await stopMailPipeline();
        delete holder[Symbol.for("mail.runtime")];
      }
      expect(smtp.received.map((mail) => mail.subject).sort()).toEqual([
        "From the loop",
        "Lead delivery delayed: 1 lead(s) waiting",
      ]);
      expect(mailLogs.map((line) => line.event)).toContain("mail.loop_started");
    });

    describe("delivery alerts", () => {
      let webhook: WebhookServer;
      beforeAll(async () => {
        webhook = await startWebhookServer();
      });
      afterAll(async () => {
        await webhook.close();
      });

      it("alerts the agency when a lead is marked failed, without the lead's personal data", async () => {
        webhook.setMode("status-500");
        const { deps: submitting } = submitDeps(store, clock, { minFillMs: 0 });
        const { leadId } = await submit(
          "leadForm",
          { ...mainFormFields, [FORM_META.submissionId]: randomUUID() },
          submitting,
        );
        clock.advance(GIVE_UP_AFTER_MS);
        const delivery = {
          ...deliveryDeps(store, clock, { url: webhook.url, timeoutMs: 2_000 }),
          onLeadFailed: async (lead: Parameters<typeof queueLeadFailedAlert>[2]) => {
            await queueLeadFailedAlert(store, AGENCY, lead, clock.now);
          },
        };
        expect(await deliverLeadNow(delivery, leadId)).toBe("failed");
        expect(await runMailPass(deps)).toEqual(["sent"]);
        const mail = smtp.received[0]!;
        expect(to(mail)).toEqual([...AGENCY].sort());
        expect(mail.subject).toBe("Lead delivery failed: a lead could not be forwarded to the CRM");
        expect(mail.text).toContain(`Lead id: ${leadId}`);
        expect(mail.text).toContain("Last error: Webhook request failed with status 500");
        expect(mail.text).toContain(`npm run leads -- retry ${leadId}`);
        for (const personal of ["Dana", "Smith", "dana@example.com", "5125550123", "Lone Star"]) {
          expect(mail.raw).not.toContain(personal);
        }
      });

      it("alerts at most once an hour while leads wait longer than the threshold", async () => {
        webhook.setMode("status-500");
        const { deps: submitting } = submitDeps(store, clock, { minFillMs: 0 });
        const firstLeadAt = clock.now;
        await submit("leadForm", { ...mainFormFields, [FORM_META.submissionId]: randomUUID() }, submitting);
        const config = { to: AGENCY, afterMinutes: 30 };
        clock.advance(29 * 60_000);
        expect(await queueLeadsWaitingAlert(store, config, clock.now)).toBeUndefined();
        clock.advance(2 * 60_000);
        await submit(
          "leadForm",
          { ...mainFormFields, city: "Waco", [FORM_META.submissionId]: randomUUID() },
          submitting,
        );
        expect(await queueLeadsWaitingAlert(store, config, clock.now)).toBeDefined();
        clock.advance(59 * 60_000);
        expect(await queueLeadsWaitingAlert(store, config, clock.now)).toBeUndefined();
        clock.advance(2 * 60_000);
        expect(await queueLeadsWaitingAlert(store, config, clock.now)).toBeDefined();
        expect(await runMailPass(deps)).toEqual(["sent", "sent"]);
        expect(smtp.received.map((mail) => mail.subject)).toEqual([
          "Lead delivery delayed: 1 lead(s) waiting",
          "Lead delivery delayed: 2 lead(s) waiting",
        ]);
        expect(smtp.received[0]!.text).toContain(`oldest since ${new Date(firstLeadAt).toISOString()}`);
        expect(smtp.received[0]!.raw).not.toContain("dana@example.com");
      });
    });
  });
}

async function isUp(smtp: SmtpTestServer): Promise<boolean> {
  const { connect } = await import("node:net");
  return new Promise((resolve) => {
    const socket = connect(smtp.port, "127.0.0.1");
    socket.once("connect", () => {
      socket.destroy();
      resolve(true);
    });
    socket.once("error", () => resolve(false));
  });
}
