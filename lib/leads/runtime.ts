import "server-only";

/**
 * The lead pipeline's process-wide pieces, built once from the environment: store, rate limiter, webhook
 * settings, the budget of first-delivery attempts and the retry loop. Kept on `globalThis` because Next.js
 * bundles instrumentation, actions and route handlers separately, and they must share one of each.
 */
import { randomUUID } from "node:crypto";

import { getServerEnv, type ServerEnv } from "@/lib/env";
import { alertLeadFailed, sendQueuedMail, startMailPipeline } from "@/lib/mail/runtime";

import { deliverLeadNow, type DeliveryDeps } from "./delivery";
import { errorMessage, logLeadEvent } from "./log";
import { createRateLimiter, type RateLimiter } from "./rate-limit";
import { startRetryLoop, type RetryLoop } from "./retry";
import { leadStoreConfigFromEnv, openLeadStore } from "./store/open-store";
import type { LeadStore } from "./store/types";
import type { SubmitLeadDeps } from "./submit-lead";
import { buildWebhookBody, postToWebhook, type WebhookConfig } from "./webhook";

/** First attempts running at once; past this, leads wait for the retry loop (a hanging webhook cannot pile up sockets). */
const FIRST_DELIVERY_CONCURRENCY = 16;

interface LeadRuntime {
  env: ServerEnv;
  store: Promise<LeadStore>;
  rateLimiter: RateLimiter;
  webhook?: WebhookConfig;
  firstDeliveriesInFlight: number;
  pipelineStarted: boolean;
  retryLoop?: RetryLoop;
}

const RUNTIME_KEY = Symbol.for("leads.runtime");
type RuntimeHolder = typeof globalThis & { [RUNTIME_KEY]?: LeadRuntime };

function webhookConfig(env: ServerEnv): WebhookConfig | undefined {
  if (!env.LEAD_WEBHOOK_URL) return undefined;
  return {
    url: env.LEAD_WEBHOOK_URL,
    secret: env.LEAD_WEBHOOK_SECRET,
    timeoutMs: env.LEAD_WEBHOOK_TIMEOUT_MS,
  };
}

function leadRuntime(): LeadRuntime {
  const holder = globalThis as RuntimeHolder;
  if (!holder[RUNTIME_KEY]) {
    const env = getServerEnv();
    holder[RUNTIME_KEY] = {
      env,
      store: openLeadStore(leadStoreConfigFromEnv(env)),
      rateLimiter: createRateLimiter({
        perMinute: env.LEAD_RATE_LIMIT_PER_MINUTE,
        perDay: env.LEAD_RATE_LIMIT_PER_DAY,
      }),
      webhook: webhookConfig(env),
      firstDeliveriesInFlight: 0,
      pipelineStarted: false,
    };
  }
  return holder[RUNTIME_KEY];
}

async function deliveryDeps(runtime: LeadRuntime): Promise<DeliveryDeps | undefined> {
  return runtime.webhook
    ? {
        store: await runtime.store,
        webhook: runtime.webhook,
        clock: Date.now,
        onLeadFailed: (lead) => alertLeadFailed(runtime.store, runtime.env, lead),
      }
    : undefined;
}

/** The first delivery attempt of a freshly stored lead (run after the response). */
export async function attemptFirstDelivery(leadId: string): Promise<void> {
  const runtime = leadRuntime();
  const deps = await deliveryDeps(runtime);
  if (!deps || runtime.firstDeliveriesInFlight >= FIRST_DELIVERY_CONCURRENCY) return; // the retry loop takes it
  runtime.firstDeliveriesInFlight += 1;
  try {
    await deliverLeadNow(deps, leadId);
  } catch (error) {
    logLeadEvent("lead.delivery_error", { leadId, error: errorMessage(error) });
  } finally {
    runtime.firstDeliveriesInFlight -= 1;
  }
}

/** Everything `submitLead` needs, wired to this process; `schedule` runs the first delivery after the response. */
export async function submitLeadDeps(schedule: (task: () => Promise<void>) => void): Promise<SubmitLeadDeps> {
  const runtime = leadRuntime();
  const webhook = runtime.webhook;
  return {
    store: await runtime.store,
    rateLimiter: runtime.rateLimiter,
    minFillMs: runtime.env.LEAD_MIN_FILL_MS,
    siteUrl: runtime.env.NEXT_PUBLIC_SITE_URL,
    clock: Date.now,
    newId: randomUUID,
    scheduleDelivery: (leadId) => schedule(() => attemptFirstDelivery(leadId)),
    mailEnv: runtime.env,
    scheduleMail: (jobs) => schedule(() => sendQueuedMail(runtime.store, runtime.env, jobs)),
    deliverUnstored: webhook
      ? async (lead) => (await postToWebhook(webhook, { leadId: lead.id, body: buildWebhookBody(lead) })).ok
      : undefined,
  };
}

/**
 * Called once per server process from instrumentation.ts: migrates the store (a database that is down is
 * retried on first use, it does not stop the site) and starts the retry loop.
 */
export async function startLeadPipeline(): Promise<void> {
  const runtime = leadRuntime();
  if (runtime.pipelineStarted) return;
  runtime.pipelineStarted = true;
  try {
    await (await runtime.store).migrate();
  } catch (error) {
    logLeadEvent("lead.store_failed", { reason: "migration at start-up", error: errorMessage(error) });
  }
  await startMailPipeline(runtime.store, runtime.env);
  const deps = await deliveryDeps(runtime);
  if (!deps) {
    logLeadEvent("lead.webhook_not_configured", {
      reason: "LEAD_WEBHOOK_URL is unset: leads are stored, not forwarded",
    });
    return;
  }
  runtime.retryLoop = startRetryLoop(deps, { pollMs: runtime.env.LEAD_RETRY_POLL_MS });
}
