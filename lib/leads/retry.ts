import "server-only";

import { runInBatches, startPollLoop, type PollLoop } from "@/lib/server/outbox-worker";

import { deliverClaimedLead, deliveryLeaseMs, type DeliveryDeps, type DeliveryOutcome } from "./delivery";
import { errorMessage, logLeadEvent } from "./log";

export interface RetryPassOptions {
  batchSize?: number;
  /** Caps a pass, so it cannot run forever while new leads keep arriving. */
  maxBatches?: number;
  stopping?: () => boolean;
}

const DEFAULT_BATCH_SIZE = 16;
const DEFAULT_MAX_BATCHES = 100;

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
