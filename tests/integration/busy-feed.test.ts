/** The agency's busy feed read from a real local server: parsed, cached briefly, and ignored (logged) when it fails. */
import { createServer, type Server } from "node:http";

import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";

import { BUSY_FEED_CACHE_MS, busyIntervals, clearBusyFeedCache } from "@/lib/booking/busy-feed";

import { captureLeadLogs } from "../support/lead-harness";

const PORT = Number(process.env.BUSY_FEED_TEST_PORT ?? 4821);
const URL_BASE = `http://127.0.0.1:${PORT}`;
const WINDOW = { start: Date.parse("2026-11-26T00:00:00Z"), end: Date.parse("2026-12-10T00:00:00Z") };

let mode: "ok" | "error" | "hang" = "ok";
let event = "DTSTART:20261201T150000Z\r\nDTEND:20261201T160000Z";
let requests = 0;
let server: Server;

beforeAll(async () => {
  server = createServer((_request, response) => {
    requests += 1;
    if (mode === "hang") return; // never answers
    if (mode === "error") {
      response.writeHead(500).end("boom");
      return;
    }
    response.writeHead(200, { "Content-Type": "text/calendar" });
    response.end(`BEGIN:VCALENDAR\r\nBEGIN:VEVENT\r\n${event}\r\nEND:VEVENT\r\nEND:VCALENDAR\r\n`);
  });
  await new Promise<void>((resolve) => server.listen(PORT, "127.0.0.1", resolve));
});
afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});
beforeEach(() => {
  clearBusyFeedCache();
  mode = "ok";
  requests = 0;
});

describe("busyIntervals", () => {
  it("reads the feed's events and keeps it for a short while", async () => {
    const now = Date.now();
    const first = await busyIntervals(`${URL_BASE}/feed.ics`, "America/Chicago", WINDOW, now);
    expect(first).toEqual([
      { start: Date.parse("2026-12-01T15:00:00Z"), end: Date.parse("2026-12-01T16:00:00Z") },
    ]);
    event = "DTSTART:20261202T150000Z\r\nDTEND:20261202T160000Z";
    expect(await busyIntervals(`${URL_BASE}/feed.ics`, "America/Chicago", WINDOW, now + 1_000)).toEqual(
      first,
    );
    expect(requests).toBe(1);
    const later = await busyIntervals(
      `${URL_BASE}/feed.ics`,
      "America/Chicago",
      WINDOW,
      now + BUSY_FEED_CACHE_MS + 1,
    );
    expect(later[0]?.start).toBe(Date.parse("2026-12-02T15:00:00Z"));
    expect(requests).toBe(2);
  });

  it("a feed that errors or hangs gives no busy times and a log line without its address", async () => {
    const logs = captureLeadLogs();
    try {
      mode = "error";
      expect(
        await busyIntervals(`${URL_BASE}/secret-path.ics`, "America/Chicago", WINDOW, Date.now()),
      ).toEqual([]);
      mode = "hang";
      const began = Date.now();
      expect(
        await busyIntervals(`${URL_BASE}/secret-path.ics`, "America/Chicago", WINDOW, Date.now()),
      ).toEqual([]);
      expect(Date.now() - began).toBeLessThan(10_000);
      expect(logs.lines.map((line) => line.event)).toEqual([
        "booking.busy_feed_failed",
        "booking.busy_feed_failed",
      ]);
      expect(JSON.stringify(logs.lines)).not.toContain("secret-path");
    } finally {
      logs.restore();
    }
  });
});
