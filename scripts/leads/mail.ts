/**
 * The outbox's ops subcommands, dispatched from scripts/leads.ts:
 *
 *   npm run leads -- mail list [--status pending|sent|failed] [--limit N]
 *   npm run leads -- mail retry ID      send one pending or failed email now
 *   npm run leads -- mail retry --all   send every pending and failed email now
 *
 * The list shows ids, kinds and states only; `npm run leads -- show LEAD_ID` shows whom a lead's emails went to.
 */
import type { ServerEnv } from "@/lib/env";
import type { StoredMailJob } from "@/lib/leads/store/mail-repository";
import { MAIL_JOB_STATUSES, type LeadStore, type MailJobStatus } from "@/lib/leads/store/types";
import { MAIL_GIVE_UP_AFTER_MS } from "@/lib/mail/jobs";
import { runMailPass, sendJobsNow, type MailDeps } from "@/lib/mail/outbox";
import { mailFrom, smtpTransport } from "@/lib/mail/transport";

import { formatTable } from "../lib/table";

export const MAIL_USAGE = `  npm run leads -- mail list [--status ${MAIL_JOB_STATUSES.join("|")}] [--limit N]
  npm run leads -- mail retry ID | --all`;

export interface MailCommandIo {
  out: (line: string) => void;
  err: (line: string) => void;
  clock?: () => number;
}

const consoleIo: MailCommandIo = { out: console.log, err: console.error };

function iso(ms: number | null): string {
  return ms === null ? "-" : new Date(ms).toISOString();
}

function option(args: string[], name: string): string | undefined {
  const index = args.indexOf(name);
  return index === -1 ? undefined : (args[index + 1] ?? "");
}

function table(jobs: StoredMailJob[]): string {
  if (jobs.length === 0) return "(no emails)";
  return formatTable(
    ["ID", "CREATED", "KIND", "LEAD", "STATUS", "ATTEMPTS", "NEXT / SENT", "LAST ERROR"],
    jobs.map((job) => [
      job.id,
      iso(job.createdAt),
      job.kind,
      job.leadId ?? "-",
      job.status,
      String(job.attempts),
      job.status === "pending" ? iso(job.nextAttemptAt) : iso(job.sentAt),
      job.lastError ?? "",
    ]),
  );
}

async function list(store: LeadStore, args: string[], io: MailCommandIo): Promise<number> {
  const status = option(args, "--status");
  if (status !== undefined && !MAIL_JOB_STATUSES.includes(status as MailJobStatus)) {
    io.err(`--status must be one of ${MAIL_JOB_STATUSES.join(", ")}`);
    return 2;
  }
  const limit = Number(option(args, "--limit") ?? "50");
  if (!Number.isInteger(limit) || limit < 1) {
    io.err("--limit must be a positive whole number");
    return 2;
  }
  io.out(table(await store.mail.list({ status: status as MailJobStatus | undefined, limit })));
  const counts = await store.mail.countByStatus();
  io.out(`\n${counts.pending} pending, ${counts.sent} sent, ${counts.failed} failed`);
  return 0;
}

async function retry(store: LeadStore, env: ServerEnv, args: string[], io: MailCommandIo): Promise<number> {
  const target = args[0];
  if (!target) {
    io.err("mail retry needs an email id or --all");
    return 2;
  }
  if (!env.SMTP_URL) {
    io.err("SMTP_URL is not set: there is no mail server to send through.");
    return 2;
  }
  const clock = io.clock ?? Date.now;
  const now = clock();
  const id = target === "--all" ? undefined : target;
  if (id) {
    const job = await store.mail.get(id);
    if (!job) {
      io.err(`No email ${id}`);
      return 2;
    }
    if (job.status === "sent") {
      io.out(`Email ${id} was already sent at ${iso(job.sentAt)}; nothing to do.`);
      return 0;
    }
  }
  // A manual retry gives the email a fresh retry window if this attempt fails too.
  const queued = await store.mail.requeue({ id, now, giveUpAt: now + MAIL_GIVE_UP_AFTER_MS });
  const transport = await smtpTransport({ url: env.SMTP_URL, from: mailFrom(env.MAIL_FROM) });
  try {
    const deps: MailDeps = { store, transport, clock };
    const outcomes = id
      ? await sendJobsNow(deps, [id])
      : await runMailPass(deps, { maxBatches: Number.MAX_SAFE_INTEGER });
    const sent = outcomes.filter((outcome) => outcome === "sent").length;
    io.out(`${queued} email(s) queued, ${outcomes.length} attempted, ${sent} sent.`);
    if (sent < outcomes.length)
      io.out("The others stay pending with their error; see `npm run leads -- mail list --status pending`.");
    return sent === outcomes.length ? 0 : 1;
  } finally {
    transport.close();
  }
}

/** `mail …` with the arguments after "mail"; returns the exit code. */
export async function mailCommand(
  store: LeadStore,
  env: ServerEnv,
  [subcommand, ...args]: string[],
  io: MailCommandIo = consoleIo,
): Promise<number> {
  switch (subcommand) {
    case "list":
      return list(store, args, io);
    case "retry":
      return retry(store, env, args, io);
    default:
      io.err(`Usage:\n${MAIL_USAGE}`);
      return 2;
  }
}
