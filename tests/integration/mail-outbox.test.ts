/**
 * The mail outbox's sending on the real stores with a real local SMTP server: exactly once across an outage and
 * between two workers, giving up, the skipped log without SMTP_URL, the loop, and the delivery alerts. Clock and
 * jitter are injected: no real waiting.
 */
import { randomUUID } from "node:crypto";

import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";

import { getServerEnv } from "@/lib/env";
import { GIVE_UP_AFTER_MS } from "@/lib/leads/backoff";
import { deliverLeadNow } from "@/lib/leads/delivery";
import { FORM_META } from "@/lib/leads/shared/form-meta";
import { queueLeadFailedAlert, queueLeadsWaitingAlert } from "@/lib/mail/alerts";
import { MAIL_JOB_KINDS, mailJob } from "@/lib/mail/jobs";
import { runMailPass, sendJobsNow } from "@/lib/mail/outbox";
import { sendQueuedMail, startMailPipeline, stopMailPipeline } from "@/lib/mail/runtime";
import { mailFrom, smtpTransport } from "@/lib/mail/transport";

import { deliveryDeps, mainFormFields, openStore, submit, submitDeps } from "../support/lead-harness";
import { AGENCY, SITE, to, useMailSuite, withJobs, type MailSuite } from "../support/mail-suite";
import { storeBackends } from "../support/store-backends";
import { startWebhookServer, type WebhookServer } from "../support/webhook-server";

const backends = await storeBackends();

for (const { name, make, skip } of backends) {
  describe.skipIf(skip !== undefined)(`mail outbox on ${name}`, () => {
    let { backend, store, smtp, clock, deps, mailLogs, opened } = {} as MailSuite;
    useMailSuite(make, (suite) => ({ backend, store, smtp, clock, deps, mailLogs, opened } = suite));

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
