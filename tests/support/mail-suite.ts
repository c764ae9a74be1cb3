/** The mail outbox suites' wiring: a real store per test, a local SMTP server and transport per suite, captured logs. */
import { connect } from "node:net";

import { afterAll, afterEach, beforeAll, beforeEach } from "vitest";

import type { LeadStore } from "@/lib/leads/store/lead-store";
import type { NewMailJob } from "@/lib/leads/store/records";
import type { MailJobsEnv } from "@/lib/mail/jobs";
import { setMailLogSink, type MailLogLine } from "@/lib/mail/log";
import type { MailDeps } from "@/lib/mail/outbox";
import { mailFrom, smtpTransport, type MailTransport } from "@/lib/mail/transport";

import { captureLeadLogs, FakeClock, openStore, submitDeps, type Backend } from "./lead-harness";
import { startSmtpServer, type ReceivedMail, type SmtpTestServer } from "./smtp-server";

export const AGENCY = ["team@bluebonnet.test", "owner@bluebonnet.test"];
export const SITE = "https://bluebonnet.test";
export const mailEnv: MailJobsEnv = {
  LEAD_NOTIFY_EMAIL: AGENCY,
  NEXT_PUBLIC_SITE_URL: SITE,
  BOOKING_TIME_ZONE: "America/Chicago",
};

/** Submission deps that queue each lead's emails and record the ones handed to the after-response sender. */
export function withJobs(store: LeadStore, clock: FakeClock) {
  const queued: NewMailJob[] = [];
  const { deps } = submitDeps(store, clock, {
    minFillMs: 0,
    mailEnv,
    scheduleMail: (jobs) => queued.push(...jobs),
  });
  return { deps, queued };
}

export const to = (mail: ReceivedMail) => [...mail.envelopeTo].sort();

export interface MailSuite {
  backend: Backend;
  store: LeadStore;
  smtp: SmtpTestServer;
  transport: MailTransport;
  clock: FakeClock;
  deps: MailDeps;
  mailLogs: MailLogLine[];
  /** Extra stores a test opens, closed after it. */
  opened: LeadStore[];
}

/** Registers the hooks; `use` receives the fresh wiring before every test (assign it to the suite's variables). */
export function useMailSuite(make: () => Backend, use: (suite: MailSuite) => void): void {
  let backend: Backend;
  let smtp: SmtpTestServer;
  let transport: MailTransport;
  let leadLogs: ReturnType<typeof captureLeadLogs>;
  const opened: LeadStore[] = [];

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
    const clock = new FakeClock();
    const store = await openStore(await backend.fresh());
    opened.push(store);
    smtp.clear();
    smtp.setMode("ok");
    const mailLogs: MailLogLine[] = [];
    setMailLogSink((line) => mailLogs.push(line));
    leadLogs = captureLeadLogs();
    const deps = { store, transport, clock: clock.read, random: () => 0.5 };
    use({ backend, store, smtp, transport, clock, deps, mailLogs, opened });
  });

  afterEach(async () => {
    setMailLogSink(undefined);
    leadLogs.restore();
    if (smtp.port && !(await isUp(smtp))) await smtp.up();
    for (const each of opened.splice(0)) await each.close();
  });
}

async function isUp(smtp: SmtpTestServer): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect(smtp.port, "127.0.0.1");
    socket.once("connect", () => {
      socket.destroy();
      resolve(true);
    });
    socket.once("error", () => resolve(false));
  });
}
