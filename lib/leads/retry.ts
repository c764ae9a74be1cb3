import "server-only";

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
  const batchSize = options.batchSize ?? DEFAULT_BATCH_SIZE;
  const outcomes: DeliveryOutcome[] = [];
  for (let batch = 0; batch < (options.maxBatches ?? DEFAULT_MAX_BATCHES); batch += 1) {
    if (options.stopping?.()) break;
    const claimed = await deps.store.claimDue({
      now: deps.clock(),
      limit: batchSize,
      leaseMs: deliveryLeaseMs(deps.webhook),
    });
    outcomes.push(...(await Promise.all(claimed.map((lead) => deliverClaimedLead(deps, lead)))));
    if (claimed.length < batchSize) break;
  }
  return outcomes;
}

export interface RetryLoop {
  /** Stops claiming and waits for the deliveries in progress (each ends within the webhook timeout). */
  stop(): Promise<void>;
}

export function startRetryLoop(
  deps: DeliveryDeps,
  options: RetryPassOptions & { pollMs: number },
): RetryLoop {
  let running: Promise<void> | undefined;
  let stopped = false;

  const tick = () => {
    if (running || stopped) return; // a slow pass (a hanging webhook) must not pile up passes behind it
    running = runRetryPass(deps, { ...options, stopping: () => stopped })
      .then(() => undefined)
      .catch((error: unknown) => logLeadEvent("lead.retry_loop_error", { error: errorMessage(error) }))
      .finally(() => {
        running = undefined;
      });
  };

  const timer = setInterval(tick, options.pollMs);
  timer.unref(); // never keeps a process alive on its own
  tick();
  logLeadEvent("lead.retry_loop_started");

  return {
    async stop() {
      stopped = true;
      clearInterval(timer);
      await running;
    },
  };
}
