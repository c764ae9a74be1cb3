import "server-only";

import { runInBatches, startPollLoop, type PollLoop } from "@/lib/server/outbox-worker";

/**
 * The retry loop: every poll it claims the pending leads whose next attempt is due and delivers them. It runs
 * once per server process (started from instrumentation.ts); claims keep several processes from sharing a lead.
 */
import { deliverClaimedLead, deliveryLeaseMs, type DeliveryDeps, type DeliveryOutcome } from "./delivery";
import { errorMessage, logLeadEvent } from "./log";

export interface RetryPassOptions {
  /** Leads claimed and delivered concurrently per batch. */
  batchSize?: number;
  /** Batches per pass at most, so one pass cannot run forever while new leads keep arriving. */
  maxBatches?: number;
  /** Checked before each claim: true once the process is shutting down. */
  stopping?: () => boolean;
}

const DEFAULT_BATCH_SIZE = 16;
const DEFAULT_MAX_BATCHES = 100;

/** Delivers due leads batch after batch until none is due; returns the outcome of each attempt. */
export async function runRetryPass(
  deps: DeliveryDeps,
  options: RetryPassOptions = {},
): Promise<DeliveryOutcome[]> {
  return runInBatches(
    (limit) => deps.store.claimDue({ now: deps.clock(), limit, leaseMs: deliveryLeaseMs(deps.webhook) }),
    (lead) => deliverClaimedLead(deps, lead),
    {
      batchSize: options.batchSize ?? DEFAULT_BATCH_SIZE,
      maxBatches: options.maxBatches ?? DEFAULT_MAX_BATCHES,
      stopping: options.stopping,
    },
  );
}

/** Stops claiming and waits for the deliveries in progress (each ends within the webhook timeout). */
export type RetryLoop = PollLoop;

export function startRetryLoop(
  deps: DeliveryDeps,
  options: RetryPassOptions & { pollMs: number },
): RetryLoop {
  const loop = startPollLoop((stopping) => runRetryPass(deps, { ...options, stopping }), {
    pollMs: options.pollMs,
    onError: (error) => logLeadEvent("lead.retry_loop_error", { error: errorMessage(error) }),
  });
  logLeadEvent("lead.retry_loop_started");
  return loop;
}
