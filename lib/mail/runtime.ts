import "server-only";

// Kept on `globalThis`: Next.js bundles instrumentation, actions and route handlers separately.
import { queueAgenda } from "@/lib/booking/agenda";
import { bookingSettings } from "@/lib/booking/settings";
import type { ServerEnv } from "@/lib/env";
import { errorMessage } from "@/lib/leads/log";
import type { LeadStore } from "@/lib/leads/store/lead-store";

import { queueLeadFailedAlert, queueLeadsWaitingAlert } from "./alerts";
import { MAIL_JOB_KINDS } from "./jobs";
import { logMailEvent } from "./log";
import { sendJobsNow, startMailLoop, type MailDeps, type MailLoop } from "./outbox";
import { mailFrom, smtpTransport } from "./transport";

interface MailRuntime {
  env: ServerEnv;
  store: Promise<LeadStore>;
  // Undefined when SMTP_URL is unset: jobs stay queued and each is logged as skipped.
  deps?: Promise<MailDeps>;
  loop?: MailLoop;
  sendsInFlight: number;
}

// Past this, jobs wait for the loop, so a stalled mail server cannot pile up sockets.
const IMMEDIATE_SEND_CONCURRENCY = 16;

const MAIL_RUNTIME_KEY = Symbol.for("mail.runtime");
type RuntimeHolder = typeof globalThis & { [MAIL_RUNTIME_KEY]?: MailRuntime };

function mailRuntime(store: Promise<LeadStore>, env: ServerEnv): MailRuntime {
  const holder = globalThis as RuntimeHolder;
  holder[MAIL_RUNTIME_KEY] ??= {
    env,
    store,
    deps: env.SMTP_URL
      ? Promise.all([store, smtpTransport({ url: env.SMTP_URL, from: mailFrom(env.MAIL_FROM) })]).then(
          ([resolved, transport]) => ({ store: resolved, transport, clock: Date.now }),
        )
      : undefined,
    sendsInFlight: 0,
  };
  return holder[MAIL_RUNTIME_KEY];
}

export async function sendQueuedMail(
  store: Promise<LeadStore>,
  env: ServerEnv,
  jobs: readonly { id: string; kind: string }[],
): Promise<void> {
  if (jobs.length === 0) return;
  const runtime = mailRuntime(store, env);
  if (!runtime.deps) {
    for (const job of jobs)
      logMailEvent("mail.skipped", { jobId: job.id, kind: job.kind, reason: "SMTP_URL is not set" });
    return;
  }
  if (runtime.sendsInFlight >= IMMEDIATE_SEND_CONCURRENCY) return; // queued and due: the loop sends them
  runtime.sendsInFlight += 1;
  try {
    const ids = jobs.map((job) => job.id);
    await sendJobsNow(await runtime.deps, ids);
  } catch (error) {
    logMailEvent("mail.send_error", { error: errorMessage(error) }); // the loop sends them on its next pass
  } finally {
    runtime.sendsInFlight -= 1;
  }
}

export async function alertLeadFailed(
  store: Promise<LeadStore>,
  env: ServerEnv,
  lead: { id: string; tag: string; createdAt: number; attempts: number; error: string },
): Promise<void> {
  try {
    const id = await queueLeadFailedAlert(await store, env.LEAD_NOTIFY_EMAIL, lead, Date.now());
    if (id) await sendQueuedMail(store, env, [{ id, kind: MAIL_JOB_KINDS.leadFailedAlert }]);
  } catch (error) {
    logMailEvent("mail.send_error", { error: errorMessage(error) });
  }
}

export async function startMailPipeline(store: Promise<LeadStore>, env: ServerEnv): Promise<void> {
  const runtime = mailRuntime(store, env);
  if (runtime.loop) return;
  if (!runtime.deps) {
    logMailEvent("mail.not_configured", { reason: "SMTP_URL is unset: emails are queued, not sent" });
    return;
  }
  let deps: MailDeps;
  try {
    deps = await runtime.deps;
  } catch (error) {
    logMailEvent("mail.loop_error", { error: errorMessage(error) }); // the site keeps running; emails stay queued
    return;
  }
  const alertConfig = { to: env.LEAD_NOTIFY_EMAIL, afterMinutes: env.LEAD_ALERT_AFTER_MINUTES };
  const agenda = env.LEAD_NOTIFY_EMAIL.length > 0 ? bookingSettings(env) : undefined;
  runtime.loop = startMailLoop(deps, {
    pollMs: env.LEAD_RETRY_POLL_MS,
    beforePass: async () => {
      if (env.LEAD_WEBHOOK_URL) await queueLeadsWaitingAlert(deps.store, alertConfig, deps.clock());
      if (agenda) await queueAgenda(deps.store, agenda, env.LEAD_NOTIFY_EMAIL, deps.clock());
    },
  });
}

export async function stopMailPipeline(): Promise<void> {
  const runtime = (globalThis as RuntimeHolder)[MAIL_RUNTIME_KEY];
  await runtime?.loop?.stop();
  if (runtime) runtime.loop = undefined;
  (await runtime?.deps)?.transport.close();
}
