/** `npm run leads -- mail list|retry` against a real SQLite store and the local SMTP server. */
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";

import { getServerEnv } from "@/lib/env";
import type { LeadStore } from "@/lib/leads/store/lead-store";
import { MAIL_JOB_KINDS, mailJob } from "@/lib/mail/jobs";
import { setMailLogSink } from "@/lib/mail/log";
import { mailCommand } from "@/scripts/leads/mail";

import { FakeClock, openStore, sqliteBackend, type Backend } from "../support/lead-harness";
import { startSmtpServer, type SmtpTestServer } from "../support/smtp-server";

describe("the mail ops command", () => {
  let backend: Backend;
  let smtp: SmtpTestServer;
  let store: LeadStore;
  let clock: FakeClock;
  let out: string[];
  let err: string[];
  const io = () => ({
    out: (line: string) => out.push(line),
    err: (line: string) => err.push(line),
    clock: clock.read,
  });
  const env = () => getServerEnv({ SMTP_URL: smtp.url });

  beforeAll(async () => {
    backend = sqliteBackend();
    smtp = await startSmtpServer();
  });
  afterAll(async () => {
    await smtp.close();
    await backend.cleanup();
  });
  beforeEach(async () => {
    clock = new FakeClock();
    store = await openStore(await backend.fresh());
    out = [];
    err = [];
    smtp.clear();
    setMailLogSink(() => undefined);
    await store.mail.enqueue(
      ["a", "b"].map((id) =>
        mailJob(
          {
            id: `job-${id}`,
            kind: MAIL_JOB_KINDS.agencyNotice,
            leadId: `lead-${id}`,
            message: { to: ["team@bluebonnet.test"], subject: `Job ${id}`, text: id, html: id },
          },
          clock.now,
        ),
      ),
    );
  });
  afterEach(async () => {
    setMailLogSink(undefined);
    await store.close();
  });

  it("lists emails by status without their recipients", async () => {
    expect(await mailCommand(store, env(), ["list", "--status", "pending"], io())).toBe(0);
    const printed = out.join("\n");
    expect(printed).toMatch(/job-a\s+2025-03-01T15:00:00.000Z\s+agency-notice\s+lead-a\s+pending\s+0/);
    expect(printed).toContain("2 pending, 0 sent, 0 failed");
    expect(printed).not.toContain("team@bluebonnet.test");
    expect(await mailCommand(store, env(), ["list", "--status", "lost"], io())).toBe(2);
    expect(err).toEqual(["--status must be one of pending, sent, failed"]);
  });

  it("retries one email, then all, each sent once", async () => {
    expect(await mailCommand(store, env(), ["retry", "job-a"], io())).toBe(0);
    expect(smtp.received.map((mail) => mail.subject)).toEqual(["Job a"]);
    expect(await mailCommand(store, env(), ["retry", "job-a"], io())).toBe(0);
    expect(out.at(-1)).toMatch(/^Email job-a was already sent at /);
    expect(await mailCommand(store, env(), ["retry", "--all"], io())).toBe(0);
    expect(out.at(-1)).toBe("1 email(s) queued, 1 attempted, 1 sent.");
    expect(smtp.received.map((mail) => mail.subject)).toEqual(["Job a", "Job b"]);
  });

  it("refuses to retry without SMTP_URL or an id", async () => {
    expect(await mailCommand(store, getServerEnv({}), ["retry", "--all"], io())).toBe(1);
    await expect(mailCommand(store, env(), ["retry"], io())).rejects.toThrow("needs an email id or --all");
    await expect(mailCommand(store, env(), ["retry", "a b"], io())).rejects.toThrow(
      '"a b" is not an email id',
    );
    expect(await mailCommand(store, env(), ["retry", "nope"], io())).toBe(1);
    expect(err).toEqual(["SMTP_URL is not set: there is no mail server to send through.", "No email nope."]);
    expect(smtp.received).toEqual([]);
  });
});
