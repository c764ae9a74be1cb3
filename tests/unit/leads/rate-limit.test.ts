import { createHash } from "node:crypto";

import { describe, expect, it } from "vitest";

import {
  createRateLimiter,
  createSharedRateLimiter,
  type SharedRateLimitStore,
} from "@/lib/leads/rate-limit";

function clock(start = 0) {
  const state = { now: start };
  return { state, read: () => state.now };
}

describe("rate limiter", () => {
  it("allows the per-minute limit, then refuses until the minute has passed", () => {
    const time = clock();
    const limiter = createRateLimiter({ perMinute: 3, perDay: 100 }, time.read);
    expect([1, 2, 3].map(() => limiter.hit("ip").allowed)).toEqual([true, true, true]);
    expect(limiter.hit("ip")).toEqual({ allowed: false, retryAfterMs: 60_000 });
    expect(limiter.hit("other-ip").allowed).toBe(true);
    time.state.now = 59_999;
    expect(limiter.hit("ip").allowed).toBe(false);
    time.state.now = 60_000;
    expect(limiter.hit("ip").allowed).toBe(true);
  });

  it("enforces the per-day limit across minutes", () => {
    const time = clock();
    const limiter = createRateLimiter({ perMinute: 10, perDay: 25 }, time.read);
    let allowed = 0;
    for (let minute = 0; minute < 10; minute += 1) {
      time.state.now = minute * 60_000;
      for (let i = 0; i < 10; i += 1) if (limiter.hit("ip").allowed) allowed += 1;
    }
    expect(allowed).toBe(25);
    time.state.now = 24 * 60 * 60_000;
    expect(limiter.hit("ip").allowed).toBe(true);
  });

  it("refused attempts do not count", () => {
    const time = clock();
    const limiter = createRateLimiter({ perMinute: 1, perDay: 2 }, time.read);
    expect(limiter.hit("ip").allowed).toBe(true);
    for (let i = 0; i < 50; i += 1) limiter.hit("ip");
    time.state.now = 60_000;
    expect(limiter.hit("ip").allowed).toBe(true);
  });

  it("when full, forgets clients whose day has passed before any client still counted", () => {
    const time = clock();
    const DAY = 24 * 60 * 60_000;
    const limiter = createRateLimiter({ perMinute: 1, perDay: 1, maxClients: 3 }, time.read);
    expect(limiter.hit("first").allowed).toBe(true);
    expect(limiter.hit("expired").allowed).toBe(true);
    time.state.now = DAY;
    // "first" starts a new day (it keeps its place, the oldest in the map); "expired" does not come back.
    expect(limiter.hit("first").allowed).toBe(true);
    expect(limiter.hit("recent").allowed).toBe(true);
    time.state.now = DAY + 1;
    expect(limiter.hit("newcomer").allowed).toBe(true);
    // The full map made room by dropping "expired", so "first" is still limited for its day.
    expect(limiter.hit("first").allowed).toBe(false);
    expect(limiter.hit("recent").allowed).toBe(false);
  });

  it("keeps memory bounded", () => {
    const time = clock();
    const limiter = createRateLimiter({ perMinute: 1, perDay: 1, maxClients: 100 }, time.read);
    for (let i = 0; i < 1000; i += 1) expect(limiter.hit(`ip-${i}`).allowed).toBe(true);
    // The most recent client is still limited; the oldest was forgotten (an unbounded map would refuse it).
    expect(limiter.hit("ip-999").allowed).toBe(false);
    expect(limiter.hit("ip-0").allowed).toBe(true);
  });
});

describe("shared rate limiter", () => {
  it("stores a salted key, so hashing every IPv4 address does not recover a client's", async () => {
    const keys: string[] = [];
    const store: SharedRateLimitStore = {
      async hitRateLimit(key) {
        keys.push(key);
        return { allowed: true };
      },
    };
    const limits = { perMinute: 1, perDay: 1 };
    for (const salt of ["first secret", "second secret", "first secret"])
      await createSharedRateLimiter(async () => store, { ...limits, salt: () => salt }).hit("198.51.100.9");
    const unsalted = createHash("sha256").update("rate-limit:198.51.100.9").digest("base64url").slice(0, 32);
    expect(keys[0]).not.toBe(unsalted);
    expect(keys[0]).not.toContain("198.51");
    expect(keys[1]).not.toBe(keys[0]);
    // The same secret gives the same key, so instances sharing the store share the count.
    expect(keys[2]).toBe(keys[0]);
  });
});
