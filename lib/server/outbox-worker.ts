import "server-only";

/**
 * What the two outbox workers (webhook deliveries, emails) share: a failed attempt recorded with its backoff,
 * claimed rows handled batch after batch, and a poll loop that never runs two passes at once.
 */
import { planAfterFailure } from "@/lib/leads/backoff";

export type FailedAttemptOutcome = "retry-scheduled" | "failed" | "claim-lost";

/**
 * Plans the next attempt after a claimed row's attempt failed (none once its give-up time has passed) and records it
 * through `mark`, which answers false when the claim was lost.
 */
export async function recordFailedAttempt<Row extends { attempts: number; giveUpAt: number }>(
  row: Row,
  failure: { now: number; error: string; random?: () => number },
  mark: (row: Row, outcome: { now: number; error: string; nextAttemptAt: number | null }) => Promise<boolean>,
): Promise<{ outcome: FailedAttemptOutcome; nextAttemptAt: number | null }> {
  const { now, error, random } = failure;
  const plan = planAfterFailure({ failedAttempts: row.attempts + 1, now, giveUpAt: row.giveUpAt, random });
  const nextAttemptAt = plan.status === "pending" ? plan.nextAttemptAt : null;
  if (!(await mark(row, { now, error, nextAttemptAt }))) return { outcome: "claim-lost", nextAttemptAt };
  return { outcome: nextAttemptAt === null ? "failed" : "retry-scheduled", nextAttemptAt };
}

export interface BatchOptions {
  /** Rows claimed and handled concurrently per batch. */
  batchSize: number;
  /** Batches per pass at most, so one pass cannot run forever while new rows keep arriving. */
  maxBatches: number;
  /** Checked before each claim: true once the process is shutting down. */
  stopping?: () => boolean;
}

/** Claims and handles batch after batch until a batch comes back short (nothing more is due); returns each result. */
export async function runInBatches<Row, Result>(
  claim: (limit: number) => Promise<Row[]>,
  handle: (row: Row) => Promise<Result>,
  options: BatchOptions,
): Promise<Result[]> {
  const results: Result[] = [];
  for (let batch = 0; batch < options.maxBatches; batch += 1) {
    if (options.stopping?.()) break;
    const claimed = await claim(options.batchSize);
    results.push(...(await Promise.all(claimed.map(handle))));
    if (claimed.length < options.batchSize) break;
  }
  return results;
}

export interface PollLoop {
  /** Stops polling and waits for the pass in progress. */
  stop(): Promise<void>;
}

/** Runs `pass` now and every `pollMs`; `pass` is told when the loop is stopping, and its errors go to `onError`. */
export function startPollLoop(
  pass: (stopping: () => boolean) => Promise<unknown>,
  options: { pollMs: number; onError: (error: unknown) => void },
): PollLoop {
  let running: Promise<void> | undefined;
  let stopped = false;

  const tick = () => {
    if (running || stopped) return; // a slow pass (a hanging server) must not pile up passes behind it
    running = pass(() => stopped)
      .then(() => undefined)
      .catch(options.onError)
      .finally(() => {
        running = undefined;
      });
  };

  const timer = setInterval(tick, options.pollMs);
  timer.unref(); // never keeps a process alive on its own
  tick();

  return {
    async stop() {
      stopped = true;
      clearInterval(timer);
      await running;
    },
  };
}
