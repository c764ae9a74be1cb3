import "server-only";

import { errorMessage, logLeadEvent } from "@/lib/leads/log";

import { parseBusyIcs } from "./busy-ics";
import type { Interval } from "./slots";

export const BUSY_FEED_TIMEOUT_MS = 3_000;
export const BUSY_FEED_CACHE_MS = 60_000;

interface CacheEntry {
  url: string;
  readAt: number;
  text: string;
}

let cache: CacheEntry | undefined;
let inFlight: Promise<string | undefined> | undefined;

async function readFeed(url: string, now: number): Promise<string | undefined> {
  if (cache?.url === url && now - cache.readAt < BUSY_FEED_CACHE_MS) return cache.text;
  inFlight ??= fetch(url, { signal: AbortSignal.timeout(BUSY_FEED_TIMEOUT_MS), cache: "no-store" })
    .then(async (response) => {
      if (!response.ok) throw new Error(`HTTP ${response.status}`);
      const text = await response.text();
      cache = { url, readAt: now, text };
      return text;
    })
    .catch((error: unknown) => {
      // The host is in the URL's secret path: log the failure, never the address.
      logLeadEvent("booking.busy_feed_failed", { error: errorMessage(error) });
      return undefined;
    })
    .finally(() => {
      inFlight = undefined;
    });
  return inFlight;
}

export async function busyIntervals(
  url: string | undefined,
  agencyZone: string,
  window: Interval,
  now: number,
): Promise<Interval[]> {
  if (!url) return [];
  const text = await readFeed(url, now);
  return text ? parseBusyIcs(text, agencyZone, window) : [];
}

export function clearBusyFeedCache(): void {
  cache = undefined;
}
