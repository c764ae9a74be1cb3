import "server-only";

import { randomUUID } from "node:crypto";

import { resolveAppSecret } from "@/lib/booking/app-secret";
import {
  configuredConversions,
  sendQueuedConversions,
  startConversionPipeline,
} from "@/lib/conversions/runtime";
import { getServerEnv, type ServerEnv } from "@/lib/env";
import type { LeadStore } from "@/lib/leads/store/lead-store";
import { alertLeadFailed, sendQueuedMail, startMailPipeline } from "@/lib/mail/runtime";

import { deliverLeadNow, type DeliveryDeps } from "./delivery";
import { errorMessage, logLeadEvent } from "./log";
import { createRateLimiter, createSharedRateLimiter, type RateLimiter } from "./rate-limit";
import { startRetryLoop, type RetryLoop } from "./retry";
import { onShutdown, runShutdown } from "./shutdown";
import { leadStoreConfigFromEnv, openLeadStore } from "./store/open-store";
import type { SubmitLeadDeps } from "./submit-lead";
import { buildWebhookBody, postToWebhook, type WebhookConfig } from "./webhook";

// Past this, leads wait for the retry loop, so a hanging webhook cannot pile up sockets.
const FIRST_DELIVERY_CONCURRENCY = 16;

interface LeadRuntime {
  env: ServerEnv;
  store: Promise<LeadStore>;
  rateLimiter: RateLimiter;
  webhook?: WebhookConfig;
  firstDeliveriesInFlight: number;
  pipelineStarted: boolean;
  retryLoop?: RetryLoop;
  stopping: boolean;
  firstDeliveries: Set<Promise<void>>;
}

const SPAM_PURGE_EVERY_MS = 60 * 60_000;
const DAY_MS = 24 * 60 * 60_000;
/** Past the webhook timeout, time for the last results to be written before the process gives up waiting. */
const SHUTDOWN_GRACE_MS = 3_000;

// On globalThis because Next.js bundles instrumentation, actions and route handlers separately.
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
    const store = openLeadStore(leadStoreConfigFromEnv(env));
    const limits = { perMinute: env.LEAD_RATE_LIMIT_PER_MINUTE, perDay: env.LEAD_RATE_LIMIT_PER_DAY };
    holder[RUNTIME_KEY] = {
      env,
      store,
      // Instances sharing PostgreSQL share the counts too; a SQLite site is one process.
      rateLimiter: env.DATABASE_URL
        ? createSharedRateLimiter(() => store, { ...limits, salt: () => resolveAppSecret(env) })
        : createRateLimiter(limits),
      webhook: webhookConfig(env),
      firstDeliveriesInFlight: 0,
      pipelineStarted: false,
      stopping: false,
      firstDeliveries: new Set(),
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

export async function attemptFirstDelivery(leadId: string): Promise<void> {
  const runtime = leadRuntime();
  const deps = await deliveryDeps(runtime);
  // Shutting down or busy: the retry loop (of this instance after a restart, or of another) takes it.
  if (!deps || runtime.stopping || runtime.firstDeliveriesInFlight >= FIRST_DELIVERY_CONCURRENCY) return;
  runtime.firstDeliveriesInFlight += 1;
  const delivery = deliverLeadNow(deps, leadId)
    .then(() => undefined)
    .catch((error: unknown) => logLeadEvent("lead.delivery_error", { leadId, error: errorMessage(error) }))
    .finally(() => {
      runtime.firstDeliveriesInFlight -= 1;
      runtime.firstDeliveries.delete(delivery);
    });
  runtime.firstDeliveries.add(delivery);
  await delivery;
}

export function leadStore(): Promise<LeadStore> {
  return leadRuntime().store;
}

export function webhookConfigured(): boolean {
  return leadRuntime().webhook !== undefined;
}

async function reportStoredBacklog(store: LeadStore): Promise<void> {
  const { stored } = await store.countByStatus();
  if (stored > 0)
    logLeadEvent("lead.stored_backlog", {
      count: stored,
      reason: "stored while LEAD_WEBHOOK_URL was unset; forward them with: npm run leads -- retry --all",
    });
}

async function purgeOldSpam(runtime: LeadRuntime): Promise<void> {
  try {
    const store = await runtime.store;
    const now = Date.now();
    const count = await store.purgeSpam(now - runtime.env.LEAD_SPAM_RETENTION_DAYS * DAY_MS, now);
    if (count > 0) logLeadEvent("lead.spam_purged", { count });
  } catch (error) {
    logLeadEvent("lead.store_failed", { reason: "spam purge", error: errorMessage(error) });
  }
}

export async function stopLeadPipeline(): Promise<void> {
  const runtime = leadRuntime();
  runtime.stopping = true;
  await runShutdown((runtime.webhook?.timeoutMs ?? 0) + SHUTDOWN_GRACE_MS);
}

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
    conversions: configuredConversions(runtime.env),
    scheduleConversions: (ids) => schedule(() => sendQueuedConversions(runtime.store, runtime.env, ids)),
    deliverUnstored: webhook
      ? async (lead) => (await postToWebhook(webhook, { leadId: lead.id, body: buildWebhookBody(lead) })).ok
      : undefined,
  };
}

// A failed migration does not stop the site: the store retries it on first use.
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
  await startConversionPipeline(runtime.store, runtime.env);
  void purgeOldSpam(runtime);
  const purgeTimer = setInterval(() => void purgeOldSpam(runtime), SPAM_PURGE_EVERY_MS);
  purgeTimer.unref();
  onShutdown("lead-spam-purge", async () => clearInterval(purgeTimer));
  onShutdown("lead-first-deliveries", async () => {
    await Promise.all([...runtime.firstDeliveries]);
  });
  const deps = await deliveryDeps(runtime);
  if (!deps) {
    logLeadEvent("lead.webhook_not_configured", {
      reason: "LEAD_WEBHOOK_URL is unset: leads are stored (status stored), not forwarded",
    });
    return;
  }
  await reportStoredBacklog(deps.store).catch((error: unknown) =>
    logLeadEvent("lead.store_failed", { reason: "stored backlog count", error: errorMessage(error) }),
  );
  const retryLoop = startRetryLoop(deps, { pollMs: runtime.env.LEAD_RETRY_POLL_MS });
  runtime.retryLoop = retryLoop;
  onShutdown("lead-retry-loop", () => retryLoop.stop());
}
