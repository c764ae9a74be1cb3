import "server-only";

import { errorMessage } from "@/lib/leads/log";
import type { LeadStore } from "@/lib/leads/store/lead-store";
import type { ClaimedMailJob } from "@/lib/leads/store/mail-repository";
import { recordFailedAttempt, runInBatches, startPollLoop, type PollLoop } from "@/lib/server/outbox-worker";

import { logMailEvent } from "./log";
import { SMTP_CONNECT_TIMEOUT_MS, SMTP_SEND_TIMEOUT_MS, type MailTransport } from "./transport";

export interface MailDeps {
  store: LeadStore;
  transport: MailTransport;
  clock: () => number;
  random?: () => number;
}

export type SendOutcome = "sent" | "retry-scheduled" | "failed" | "expired" | "claim-lost";

/** Long enough for a send to time out and its result to be written before another process may take the job. */
export const MAIL_LEASE_MS = SMTP_CONNECT_TIMEOUT_MS * 2 + SMTP_SEND_TIMEOUT_MS + 60_000;

const DEFAULT_BATCH_SIZE = 8;
const DEFAULT_MAX_BATCHES = 100;

export async function sendClaimedJob(deps: MailDeps, job: ClaimedMailJob): Promise<SendOutcome> {
  const { store } = deps;
  const fields = { jobId: job.id, kind: job.kind };
  // Past its give-up time before a first attempt (no mail server configured, or a reminder whose call has come).
  if (job.attempts === 0 && deps.clock() >= job.giveUpAt) {
    const error = "expired before it could be sent (too late to be of use)";
    const kept = await store.mail.markAttemptFailed(job, { now: deps.clock(), error, nextAttemptAt: null });
    logMailEvent(kept ? "mail.expired" : "mail.lease_lost", { ...fields, error });
    return kept ? "expired" : "claim-lost";
  }

  let failure: string | undefined;
  try {
    await deps.transport.send(job.message, { messageId: job.id });
  } catch (error) {
    failure = errorMessage(error);
  }
  const now = deps.clock();
  const attempts = job.attempts + 1;

  if (failure === undefined) {
    const kept = await store.mail.markSent(job, now);
    logMailEvent(kept ? "mail.sent" : "mail.lease_lost", { ...fields, attempts });
    return kept ? "sent" : "claim-lost";
  }

  const { outcome, nextAttemptAt } = await recordFailedAttempt(
    job,
    { now, error: failure, random: deps.random },
    (claim, failed) => store.mail.markAttemptFailed(claim, failed),
  );
  const failed = { ...fields, attempts, error: failure };
  if (outcome === "claim-lost") logMailEvent("mail.lease_lost", failed);
  else if (nextAttemptAt === null) logMailEvent("mail.failed", failed);
  else
    logMailEvent("mail.retry_scheduled", { ...failed, nextAttemptAt: new Date(nextAttemptAt).toISOString() });
  return outcome;
}

export async function sendJobsNow(deps: MailDeps, ids: string[]): Promise<SendOutcome[]> {
  const claimed = await deps.store.mail.claimDue({
    now: deps.clock(),
    limit: ids.length,
    leaseMs: MAIL_LEASE_MS,
    ids,
  });
  const outcomes: SendOutcome[] = [];
  // One after another: a visitor's emails go to the same server, in the order they were queued.
  for (const job of claimed) outcomes.push(await sendClaimedJob(deps, job));
  return outcomes;
}

export async function runMailPass(
  deps: MailDeps,
  options: { batchSize?: number; maxBatches?: number } = {},
): Promise<SendOutcome[]> {
  return runInBatches(
    (limit) => deps.store.mail.claimDue({ now: deps.clock(), limit, leaseMs: MAIL_LEASE_MS }),
    (job) => sendClaimedJob(deps, job),
    {
      batchSize: options.batchSize ?? DEFAULT_BATCH_SIZE,
      maxBatches: options.maxBatches ?? DEFAULT_MAX_BATCHES,
    },
  );
}

export type MailLoop = PollLoop;

export function startMailLoop(
  deps: MailDeps,
  options: { pollMs: number; beforePass?: () => Promise<void> },
): MailLoop {
  const loop = startPollLoop(
    async () => {
      await options.beforePass?.();
      await runMailPass(deps);
    },
    {
      pollMs: options.pollMs,
      onError: (error) => logMailEvent("mail.loop_error", { error: errorMessage(error) }),
    },
  );
  logMailEvent("mail.loop_started");
  return loop;
}
