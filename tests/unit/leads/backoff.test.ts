import { describe, expect, it } from "vitest";

import { GIVE_UP_AFTER_MS, planAfterFailure, RETRY_JITTER_RATIO, retryDelayMs } from "@/lib/leads/backoff";

const MIN = 60_000;
const HOUR = 60 * MIN;

describe("retry backoff", () => {
  it("follows 30 s, 2 min, 10 min, 1 h, then 6 h without jitter", () => {
    const middle = () => 0.5;
    expect([1, 2, 3, 4, 5, 6, 12].map((attempt) => retryDelayMs(attempt, middle))).toEqual([
      30_000,
      2 * MIN,
      10 * MIN,
      HOUR,
      6 * HOUR,
      6 * HOUR,
      6 * HOUR,
    ]);
  });

  it("keeps jitter within ±20%", () => {
    for (const attempt of [1, 2, 3, 4, 5]) {
      const base = retryDelayMs(attempt, () => 0.5);
      const low = retryDelayMs(attempt, () => 0);
      const high = retryDelayMs(attempt, () => 0.999999);
      expect(low).toBe(Math.round(base * (1 - RETRY_JITTER_RATIO)));
      expect(high).toBeLessThanOrEqual(Math.round(base * (1 + RETRY_JITTER_RATIO)));
      expect(high).toBeGreaterThan(base);
      for (let i = 0; i < 200; i += 1) {
        const delay = retryDelayMs(attempt);
        expect(delay).toBeGreaterThanOrEqual(base * 0.8);
        expect(delay).toBeLessThanOrEqual(base * 1.2);
      }
    }
  });

  it("never schedules past the give-up time, and fails once it has passed", () => {
    const giveUpAt = 10 * HOUR;
    expect(planAfterFailure({ failedAttempts: 1, now: 0, giveUpAt, random: () => 0.5 })).toEqual({
      status: "pending",
      nextAttemptAt: 30_000,
    });
    expect(planAfterFailure({ failedAttempts: 9, now: 8 * HOUR, giveUpAt, random: () => 0.5 })).toEqual({
      status: "pending",
      nextAttemptAt: giveUpAt,
    });
    expect(planAfterFailure({ failedAttempts: 10, now: giveUpAt, giveUpAt })).toEqual({ status: "failed" });
  });

  it("gives a lead 48 hours of attempts", () => {
    let now = 0;
    let attempts = 0;
    for (;;) {
      attempts += 1;
      const plan = planAfterFailure({
        failedAttempts: attempts,
        now,
        giveUpAt: GIVE_UP_AFTER_MS,
        random: () => 1 - 1e-9,
      });
      if (plan.status === "failed") break;
      now = plan.nextAttemptAt;
    }
    expect(now).toBe(GIVE_UP_AFTER_MS);
    expect(attempts).toBeGreaterThanOrEqual(9);
  });

  it("gives up 48 hours (not less) after the lead was stored", () => {
    expect(GIVE_UP_AFTER_MS).toBe(48 * HOUR);
    const created = Date.UTC(2025, 2, 1);
    const giveUpAt = created + GIVE_UP_AFTER_MS;
    const at = (hours: number) =>
      planAfterFailure({ failedAttempts: 8, now: created + hours * HOUR, giveUpAt, random: () => 0.5 });
    expect(at(25)).toEqual({ status: "pending", nextAttemptAt: created + 31 * HOUR });
    expect(at(47)).toEqual({ status: "pending", nextAttemptAt: created + 48 * HOUR });
    expect(at(48)).toEqual({ status: "failed" });
    expect(at(49)).toEqual({ status: "failed" });
  });
});
