import { MAIL_JOB_STATUSES, type MailJobStatus } from "@/lib/db/schema";
import type { ServerEnv } from "@/lib/env";
import type { LeadStore } from "@/lib/leads/store/lead-store";
import type { StoredMailJob } from "@/lib/leads/store/mail-repository";
import { MAIL_GIVE_UP_AFTER_MS } from "@/lib/mail/jobs";
import { runMailPass, sendJobsNow, type MailDeps } from "@/lib/mail/outbox";
import { mailFrom, smtpTransport } from "@/lib/mail/transport";

import { formatTable } from "../lib/table";
import { parseArgs, positiveInt, recordId } from "./args";
import { UsageError, type LeadsCommand } from "./command";
import { iso } from "./output";

export interface MailCommandIo {
  out: (line: string) => void;
  err: (line: string) => void;
  clock?: () => number;
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
  const { values } = parseArgs(args, { "--status": "value", "--limit": "value" });
  const status = values["--status"];
  if (status !== undefined && !MAIL_JOB_STATUSES.includes(status as MailJobStatus)) {
    io.err(`--status must be one of ${MAIL_JOB_STATUSES.join(", ")}`);
    return 2;
  }
  const limit = values["--limit"] === undefined ? 50 : positiveInt(values["--limit"], "--limit");
  io.out(table(await store.mail.list({ status: status as MailJobStatus | undefined, limit })));
  const counts = await store.mail.countByStatus();
  io.out(`\n${counts.pending} pending, ${counts.sent} sent, ${counts.failed} failed`);
  return 0;
}

async function retry(store: LeadStore, env: ServerEnv, args: string[], io: MailCommandIo): Promise<number> {
  const parsed = parseArgs(args, { "--all": "flag" }, 1);
  if (parsed.flags.has("--all") === (parsed.positionals[0] !== undefined))
    throw new UsageError("needs an email id or --all");
  const target = parsed.flags.has("--all") ? "--all" : recordId(parsed.positionals[0], "an email");
  if (!env.SMTP_URL) {
    io.err("SMTP_URL is not set: there is no mail server to send through.");
    return 1;
  }
  const clock = io.clock ?? Date.now;
  const now = clock();
  const id = target === "--all" ? undefined : target;
  if (id) {
    const job = await store.mail.get(id);
    if (!job) {
      io.err(`No email ${id}.`);
      return 1;
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
      io.err("The others stay pending with their error; see: npm run leads -- mail list --status pending");
    return sent === outcomes.length ? 0 : 1;
  } finally {
    transport.close();
  }
}

export async function mailCommand(
  store: LeadStore,
  env: ServerEnv,
  [subcommand, ...args]: string[],
  io: MailCommandIo,
): Promise<number> {
  if (subcommand === "list") return list(store, args, io);
  if (subcommand === "retry") return retry(store, env, args, io);
  throw new UsageError(`mail needs list or retry`);
}

export const mailCommands: LeadsCommand = {
  name: "mail",
  summary: "the email outbox",
  help: `Usage: npm run leads -- mail list [--status ${MAIL_JOB_STATUSES.join("|")}] [--limit N]
       npm run leads -- mail retry ID | --all`,
  subcommands: [
    {
      name: "list",
      summary: "the email outbox, newest first (ids, kinds, states; never addresses)",
      help: `Usage: npm run leads -- mail list [--status STATUS] [--limit N]

Lists queued emails newest first: id, time, kind, lead, status, attempts, next attempt or sending time, last error.

  --status STATUS  only emails in this status: ${MAIL_JOB_STATUSES.join(", ")}
  --limit N        at most N emails (default 50)`,
      run: (args, { store, env, io, clock }) => mailCommand(store, env, ["list", ...args], { ...io, clock }),
    },
    {
      name: "retry",
      summary: "send one email, or every unsent one (--all), through SMTP_URL now",
      help: `Usage: npm run leads -- mail retry ID | --all

Sends a pending or failed email through SMTP_URL now; --all sends every one. One that fails again gets a fresh
retry window. Exit code 1 when some were not sent.`,
      run: (args, { store, env, io, clock }) => mailCommand(store, env, ["retry", ...args], { ...io, clock }),
    },
  ],
};
