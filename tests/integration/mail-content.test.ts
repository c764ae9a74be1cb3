/**
 * What each email says and who gets it, sent through the outbox on the real stores (SQLite file and PostgreSQL 15)
 * to a real local SMTP server: the agency notice, the guide email, the booking emails, and headers kept safe.
 */
import { randomUUID } from "node:crypto";

import { describe, expect, it } from "vitest";

import { encodeAttributionCookie, nextAttribution } from "@/lib/leads/attribution";
import { LEAD_FORMS } from "@/lib/leads/forms";
import { FORM_META } from "@/lib/leads/shared/form-meta";
import { submitLead } from "@/lib/leads/submit-lead";
import { MAIL_JOB_KINDS, mailJob, mailJobsForLead } from "@/lib/mail/jobs";
import { runMailPass, sendJobsNow } from "@/lib/mail/outbox";
import { bookingVisitorEmail } from "@/lib/mail/templates/booking";

import { mainFormFields, request, submit } from "../support/lead-harness";
import { AGENCY, mailEnv, SITE, to, useMailSuite, withJobs, type MailSuite } from "../support/mail-suite";
import { storeBackends } from "../support/store-backends";

const backends = await storeBackends();

for (const { name, make, skip } of backends) {
  describe.skipIf(skip !== undefined)(`mail content on ${name}`, () => {
    let { store, smtp, clock, deps } = {} as MailSuite;
    useMailSuite(make, (suite) => ({ store, smtp, clock, deps } = suite));

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
        "Call time (Central Time): Tuesday, December 1, 2026 at 11:00 AM Central Standard Time",
      );
      expect(mail.text).toContain(
        "Visitor's time: Tuesday, December 1, 2026 at 9:00 AM Pacific Standard Time",
      );
      expect(mail.text).toContain(
        "Previous appointment date time (Central Time): Monday, November 30, 2026 at 10:00 AM Central Standard Time",
      );
      expect(mail.headers["reply-to"]).toBe("jane@example.com");
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
  });
}
