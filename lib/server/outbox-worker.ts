import "server-only";

import { planAfterFailure } from "@/lib/leads/backoff";

export type FailedAttemptOutcome = "retry-scheduled" | "failed" | "claim-lost";

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
  batchSize: number;
  // So one pass cannot run forever while new rows keep arriving.
  maxBatches: number;
  stopping?: () => boolean;
}

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
  stop(): Promise<void>;
}

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
