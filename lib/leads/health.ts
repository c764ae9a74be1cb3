import "server-only";

import type { StoreHealth } from "@/lib/leads/store/health";
import type { LeadStore } from "@/lib/leads/store/lead-store";

import { errorMessage, logLeadEvent } from "./log";

/** A load balancer's probe must get an answer quickly even when the database hangs. */
export const HEALTH_STORE_TIMEOUT_MS = 2_000;
export const HEALTH_PENDING_WARN_SECONDS = 15 * 60;

export type HealthBody =
  | {
      status: "ok" | "degraded";
      store: "ok";
      webhook: "configured" | "not configured";
      pending: number;
      stored: number;
      oldestPendingSeconds: number;
      failed: number;
      spam: number;
      mail: { pending: number; failed: number };
      conversions: StoreHealth["conversions"];
    }
  | { status: "down"; store: "down" };

export async function checkHealth(
  store: () => Promise<LeadStore>,
  now: number,
  options: { webhookConfigured: boolean; timeoutMs?: number },
): Promise<{ httpStatus: 200 | 503; body: HealthBody }> {
  const { webhookConfigured, timeoutMs = HEALTH_STORE_TIMEOUT_MS } = options;
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${timeoutMs} ms`)), timeoutMs);
  });
  try {
    const health = await Promise.race([store().then((opened) => opened.health(now)), timeout]);
    // Without a webhook nothing is waiting on one: a lead is complete once stored.
    const waitingLong = webhookConfigured && health.oldestPendingSeconds > HEALTH_PENDING_WARN_SECONDS;
    const platformFailing = Object.values(health.conversions.platforms).some((platform) => platform.failing);
    const degraded = health.failed > 0 || waitingLong || platformFailing;
    return {
      httpStatus: 200,
      body: {
        status: degraded ? "degraded" : "ok",
        store: "ok",
        webhook: webhookConfigured ? "configured" : "not configured",
        ...health,
      },
    };
  } catch (error) {
    logLeadEvent("lead.store_failed", { reason: "health check", error: errorMessage(error) });
    return { httpStatus: 503, body: { status: "down", store: "down" } };
  } finally {
    clearTimeout(timer);
  }
}
