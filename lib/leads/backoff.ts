import "server-only";

export const RETRY_DELAYS_MS: readonly number[] = [30_000, 2 * 60_000, 10 * 60_000, 60 * 60_000];
export const STEADY_RETRY_DELAY_MS = 6 * 60 * 60_000;
export const GIVE_UP_AFTER_MS = 48 * 60 * 60_000;
// Spread so leads that failed together do not all retry in the same second.
export const RETRY_JITTER_RATIO = 0.2;

export function retryDelayMs(failedAttempts: number, random: () => number = Math.random): number {
  const base = RETRY_DELAYS_MS[Math.max(0, failedAttempts - 1)] ?? STEADY_RETRY_DELAY_MS;
  const spread = (random() * 2 - 1) * RETRY_JITTER_RATIO;
  return Math.round(base * (1 + spread));
}

export type RetryPlan = { status: "pending"; nextAttemptAt: number } | { status: "failed" };

export function planAfterFailure(input: {
  failedAttempts: number;
  now: number;
  giveUpAt: number;
  random?: () => number;
}): RetryPlan {
  if (input.now >= input.giveUpAt) return { status: "failed" };
  const nextAttemptAt = input.now + retryDelayMs(input.failedAttempts, input.random);
  // The last try happens exactly at the deadline, so every lead gets its full 48 hours.
  return { status: "pending", nextAttemptAt: Math.min(nextAttemptAt, input.giveUpAt) };
}
