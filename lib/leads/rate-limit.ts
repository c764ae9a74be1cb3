import "server-only";

import { createHmac } from "node:crypto";

export interface RateLimitConfig {
  perMinute: number;
  perDay: number;
  maxClients?: number;
}

export type RateLimitDecision = { allowed: true } | { allowed: false; retryAfterMs: number };

export interface RateLimiter {
  hit(key: string): RateLimitDecision | Promise<RateLimitDecision>;
}

interface Window {
  start: number;
  count: number;
}

interface ClientWindows {
  minute: Window;
  day: Window;
}

const MINUTE_MS = 60_000;
const DAY_MS = 24 * 60 * MINUTE_MS;
const DEFAULT_MAX_CLIENTS = 10_000;

function current(window: Window, length: number, now: number): Window {
  return now - window.start >= length ? { start: now, count: 0 } : window;
}

export function createRateLimiter(
  config: RateLimitConfig,
  clock: () => number = Date.now,
): { hit(key: string): RateLimitDecision } {
  const clients = new Map<string, ClientWindows>();
  const maxClients = config.maxClients ?? DEFAULT_MAX_CLIENTS;

  function prune(now: number): void {
    for (const [key, windows] of clients) {
      if (now - windows.day.start >= DAY_MS) clients.delete(key);
    }
    // Still full: forget the clients seen first (Map iterates in insertion order).
    for (const key of clients.keys()) {
      if (clients.size < maxClients) break;
      clients.delete(key);
    }
  }

  return {
    hit(key) {
      const now = clock();
      const known = clients.get(key);
      if (!known && clients.size >= maxClients) prune(now);
      const minute = current(known?.minute ?? { start: now, count: 0 }, MINUTE_MS, now);
      const day = current(known?.day ?? { start: now, count: 0 }, DAY_MS, now);
      if (day.count >= config.perDay) return { allowed: false, retryAfterMs: day.start + DAY_MS - now };
      if (minute.count >= config.perMinute)
        return { allowed: false, retryAfterMs: minute.start + MINUTE_MS - now };
      clients.set(key, {
        minute: { ...minute, count: minute.count + 1 },
        day: { ...day, count: day.count + 1 },
      });
      return { allowed: true };
    },
  };
}

export interface SharedRateLimitStore {
  hitRateLimit(
    key: string,
    limits: { perMinute: number; perDay: number },
    now: number,
  ): Promise<RateLimitDecision>;
}

export interface SharedRateLimitConfig extends RateLimitConfig {
  /** The app secret: shared by the instances, unknown to whoever reads the table. */
  salt: () => string;
}

// Keyed with a secret: an unsalted hash of an IPv4 address is undone by hashing all 2^32 of them.
export function createSharedRateLimiter(
  store: () => Promise<SharedRateLimitStore>,
  config: SharedRateLimitConfig,
  clock: () => number = Date.now,
): RateLimiter {
  return {
    async hit(key) {
      const hashed = createHmac("sha256", config.salt())
        .update(`rate-limit:${key}`)
        .digest("base64url")
        .slice(0, 32);
      const limits = { perMinute: config.perMinute, perDay: config.perDay };
      return (await store()).hitRateLimit(hashed, limits, clock());
    },
  };
}
