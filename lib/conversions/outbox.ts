import "server-only";

// Claims are atomic, so two processes never send the same conversion.
import { errorMessage } from "@/lib/leads/log";
import type { ClaimedConversion } from "@/lib/leads/store/conversion-repository";
import type { LeadStore } from "@/lib/leads/store/lead-store";
import { recordFailedAttempt, runInBatches, startPollLoop, type PollLoop } from "@/lib/server/outbox-worker";

import { queuePlatformFailingAlert } from "./alerts";
import type { ConversionConfig } from "./config";
import { CONVERSION_WINDOW_MS, isConversionEvent, type ConversionDestination } from "./events";
import { logConversionEvent } from "./log";
import { sendToGa4 } from "./senders/ga4";
import { sendToGoogle, type ConversionToSend } from "./senders/google";
import type { SendResult } from "./senders/http";
import { sendToMeta } from "./senders/meta";
import { checkGoogleVerdicts } from "./verdicts";

export interface ConversionDeps {
  store: LeadStore;
  config: ConversionConfig;
  clock: () => number;
  random?: () => number;
  // LEAD_NOTIFY_EMAIL: told when a platform has failed every event for an hour.
  alertTo?: string[];
}

export type ConversionOutcome = "sent" | "retry-scheduled" | "failed" | "expired" | "claim-lost";

const DEFAULT_BATCH_SIZE = 8;
const DEFAULT_MAX_BATCHES = 100;

// Long enough for a token request and a send to time out and their result to be written.
export function conversionLeaseMs(config: ConversionConfig): number {
  return config.timeoutMs * 3 + 60_000;
}

function send(conversion: ConversionToSend, destination: ConversionDestination, config: ConversionConfig) {
  switch (destination) {
    case "google":
      return config.google && sendToGoogle(conversion, config.google, config.timeoutMs);
    case "meta":
      return config.meta && sendToMeta(conversion, config.meta, config.timeoutMs);
    case "ga4":
      return config.ga4 && sendToGa4(conversion, config.ga4, config.timeoutMs);
  }
}

async function attempt(deps: ConversionDeps, row: ClaimedConversion): Promise<SendResult> {
  if (!row.context) return { kind: "rejected", error: "the lead's captured data is gone (deleted?)" };
  if (!isConversionEvent(row.event)) return { kind: "rejected", error: `unknown event "${row.event}"` };
  const destination = row.destination as ConversionDestination;
  const conversion: ConversionToSend = {
    leadId: row.leadId,
    event: row.event,
    eventTime: row.eventTime,
    context: row.context,
    value: row.value,
  };
  try {
    // A platform unconfigured since the row was queued gets nothing; the row waits for it (or `retry`).
    return (
      (await send(conversion, destination, deps.config)) ?? {
        kind: "retry",
        error: `${destination} is not configured`,
      }
    );
  } catch (error) {
    return { kind: "retry", error: errorMessage(error) };
  }
}

export async function sendClaimedConversion(
  deps: ConversionDeps,
  row: ClaimedConversion,
): Promise<ConversionOutcome> {
  const { store } = deps;
  const fields = { conversionId: row.id, leadId: row.leadId, destination: row.destination, event: row.event };
  const window = CONVERSION_WINDOW_MS[row.destination as ConversionDestination] ?? 0;
  // Google counts its 90 days from the click, the others from the event.
  const clickedAt = row.destination === "google" ? row.context?.clickId?.at : undefined;
  if (deps.clock() > (clickedAt ?? row.eventTime) + window) {
    const reason = `past the platform's ${Math.round(window / 3_600_000)} h window`;
    const kept = await store.conversions.markExpired(row, deps.clock(), reason);
    logConversionEvent(kept ? "conversion.expired" : "conversion.lease_lost", { ...fields, error: reason });
    return kept ? "expired" : "claim-lost";
  }

  const result = await attempt(deps, row);
  const now = deps.clock();
  const attempts = row.attempts + 1;
  if (result.kind === "sent") {
    const kept = await store.conversions.markSent(row, now, result.requestId);
    logConversionEvent(kept ? "conversion.sent" : "conversion.lease_lost", { ...fields, attempts });
    return kept ? "sent" : "claim-lost";
  }
  if (result.kind === "rejected") {
    const kept = await store.conversions.markAttemptFailed(row, {
      now,
      error: result.error,
      nextAttemptAt: null,
    });
    logConversionEvent(kept ? "conversion.rejected" : "conversion.lease_lost", {
      ...fields,
      attempts,
      error: result.error,
    });
    return kept ? "failed" : "claim-lost";
  }
  const { outcome, nextAttemptAt } = await recordFailedAttempt(
    row,
    { now, error: result.error, random: deps.random },
    (claim, failed) =>
      store.conversions.markAttemptFailed(claim, {
        ...failed,
        // Never sooner than the platform asked (Retry-After).
        nextAttemptAt:
          failed.nextAttemptAt === null || result.retryAfterMs === undefined
            ? failed.nextAttemptAt
            : Math.max(failed.nextAttemptAt, now + result.retryAfterMs),
      }),
  );
  const failed = { ...fields, attempts, error: result.error };
  if (outcome === "claim-lost") logConversionEvent("conversion.lease_lost", failed);
  else if (nextAttemptAt === null) logConversionEvent("conversion.failed", failed);
  else
    logConversionEvent("conversion.retry_scheduled", {
      ...failed,
      nextAttemptAt: new Date(nextAttemptAt).toISOString(),
    });
  return outcome;
}

export async function sendConversionsNow(deps: ConversionDeps, ids: string[]): Promise<ConversionOutcome[]> {
  const claimed = await deps.store.conversions.claimDue({
    now: deps.clock(),
    limit: ids.length,
    leaseMs: conversionLeaseMs(deps.config),
    ids,
  });
  return Promise.all(claimed.map((row) => sendClaimedConversion(deps, row)));
}

export function runConversionPass(
  deps: ConversionDeps,
  options: { batchSize?: number; maxBatches?: number; stopping?: () => boolean } = {},
): Promise<ConversionOutcome[]> {
  return runInBatches(
    (limit) =>
      deps.store.conversions.claimDue({ now: deps.clock(), limit, leaseMs: conversionLeaseMs(deps.config) }),
    (row) => sendClaimedConversion(deps, row),
    {
      batchSize: options.batchSize ?? DEFAULT_BATCH_SIZE,
      maxBatches: options.maxBatches ?? DEFAULT_MAX_BATCHES,
      stopping: options.stopping,
    },
  );
}

export function startConversionLoop(deps: ConversionDeps, options: { pollMs: number }): PollLoop {
  const pass = async (stopping: () => boolean) => {
    await checkGoogleVerdicts(deps);
    const outcomes = await runConversionPass(deps, { stopping });
    if (deps.alertTo?.length) await queuePlatformFailingAlert(deps.store, deps.alertTo, deps.clock());
    return outcomes;
  };
  const loop = startPollLoop(pass, {
    pollMs: options.pollMs,
    onError: (error) => logConversionEvent("conversion.loop_error", { error: errorMessage(error) }),
  });
  logConversionEvent("conversion.loop_started");
  return loop;
}
