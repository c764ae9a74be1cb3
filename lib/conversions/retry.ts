import "server-only";

import type { ServerEnv } from "@/lib/env";
import { GIVE_UP_AFTER_MS } from "@/lib/leads/backoff";
import type { LeadStore } from "@/lib/leads/store/lead-store";

import { anyDestination, conversionConfig } from "./config";
import type { ConversionStatus } from "./events";
import { runConversionPass, sendConversionsNow } from "./outbox";

export type ConversionRetryResult =
  | { kind: "no-platform" }
  | { kind: "not-found" }
  | { kind: "nothing-to-do"; status: ConversionStatus }
  | { kind: "retried"; queued: number; attempted: number; sent: number };

export async function retryConversions(
  store: LeadStore,
  env: ServerEnv,
  id: string | undefined,
  clock: () => number = Date.now,
): Promise<ConversionRetryResult> {
  const config = conversionConfig(env);
  if (!anyDestination(config)) return { kind: "no-platform" };
  if (id) {
    const row = await store.conversions.get(id);
    if (!row) return { kind: "not-found" };
    if (row.status === "sent" || row.status === "expired")
      return { kind: "nothing-to-do", status: row.status };
  }
  const now = clock();
  // A fresh retry window; a platform's own window still applies.
  const queued = await store.conversions.requeue({ id, now, giveUpAt: now + GIVE_UP_AFTER_MS });
  const deps = { store, config, clock };
  const outcomes = id
    ? await sendConversionsNow(deps, [id])
    : await runConversionPass(deps, { maxBatches: Number.MAX_SAFE_INTEGER });
  const sent = outcomes.filter((outcome) => outcome === "sent").length;
  return { kind: "retried", queued, attempted: outcomes.length, sent };
}
