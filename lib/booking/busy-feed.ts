import "server-only";

import { errorMessage, logLeadEvent } from "@/lib/leads/log";

import { parseBusyIcs } from "./busy-ics";
import type { Interval } from "./slots";

export const BUSY_FEED_TIMEOUT_MS = 3_000;
export const BUSY_FEED_CACHE_MS = 60_000;
// Years of a busy calendar's history stay well under this; more is refused rather than parsed.
export const BUSY_FEED_MAX_BYTES = 4 * 1024 * 1024;

interface CacheEntry {
  url: string;
  readAt: number;
  text: string;
  // The last window read from this text, so each slots request does not expand the feed again.
  parsed?: { key: string; busy: Interval[] };
}

let cache: CacheEntry | undefined;
let inFlight: Promise<CacheEntry | undefined> | undefined;

function tooLarge(): Error {
  return new Error(`the busy calendar is larger than ${BUSY_FEED_MAX_BYTES} bytes`);
}

async function readCapped(response: Response): Promise<string> {
  if (Number(response.headers.get("content-length") ?? 0) > BUSY_FEED_MAX_BYTES) throw tooLarge();
  if (!response.body) return "";
  const reader = response.body.getReader();
  const decoder = new TextDecoder();
  let size = 0;
  let text = "";
  for (let chunk = await reader.read(); !chunk.done; chunk = await reader.read()) {
    size += chunk.value.byteLength;
    if (size > BUSY_FEED_MAX_BYTES) {
      await reader.cancel();
      throw tooLarge();
    }
    text += decoder.decode(chunk.value, { stream: true });
  }
  return text + decoder.decode();
}

function logFailure(error: unknown): void {
  // The host is in the URL's secret path: log the failure, never the address.
  logLeadEvent("booking.busy_feed_failed", { error: errorMessage(error) });
}

async function readFeed(url: string, now: number): Promise<CacheEntry | undefined> {
  if (cache?.url === url && now - cache.readAt < BUSY_FEED_CACHE_MS) return cache;
  inFlight ??= fetch(url, { signal: AbortSignal.timeout(BUSY_FEED_TIMEOUT_MS), cache: "no-store" })
    .then(async (response) => {
      if (!response.ok) throw new Error(`HTTP ${response.status}`);
      cache = { url, readAt: now, text: await readCapped(response) };
      return cache;
    })
    .catch((error: unknown) => {
      logFailure(error);
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
  const entry = await readFeed(url, now);
  if (!entry) return [];
  const key = `${agencyZone} ${window.start} ${window.end}`;
  if (entry.parsed?.key !== key) {
    let busy: Interval[] = [];
    try {
      busy = parseBusyIcs(entry.text, agencyZone, window, { onSkippedEvent: logFailure });
    } catch (error) {
      logFailure(error);
    }
    entry.parsed = { key, busy };
  }
  return entry.parsed.busy;
}

export function clearBusyFeedCache(): void {
  cache = undefined;
}
