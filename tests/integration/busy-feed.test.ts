/** The agency's busy feed read from a real local server: parsed, cached briefly, and ignored (logged) when it fails. */
import { createServer, type Server } from "node:http";

import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";

import {
  BUSY_FEED_CACHE_MS,
  BUSY_FEED_MAX_BYTES,
  busyIntervals,
  clearBusyFeedCache,
} from "@/lib/booking/busy-feed";

import { captureLeadLogs } from "../support/lead-harness";

const PORT = Number(process.env.BUSY_FEED_TEST_PORT ?? 4821);
const URL_BASE = `http://127.0.0.1:${PORT}`;
const WINDOW = { start: Date.parse("2026-11-26T00:00:00Z"), end: Date.parse("2026-12-10T00:00:00Z") };

let mode: "ok" | "error" | "hang" | "garbage" | "huge" = "ok";
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
    if (mode === "garbage") {
      response.end("<html><body>Sign in to see this calendar</body></html>");
      return;
    }
    // A valid calendar padded past the size cap, written in pieces: chunked, so no Content-Length to refuse early.
    response.write("BEGIN:VCALENDAR\r\nBEGIN:VEVENT\r\n");
    if (mode === "huge") {
      for (let chunk = 0; chunk < 80; chunk++)
        response.write(`DESCRIPTION:${"x".repeat(70)}\r\n`.repeat(1_000));
    }
    response.end(`${event}\r\nEND:VEVENT\r\nEND:VCALENDAR\r\n`);
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

  it("a feed that is not a calendar, or is too large, gives no busy times and a clear log line", async () => {
    const logs = captureLeadLogs();
    try {
      mode = "garbage";
      expect(await busyIntervals(`${URL_BASE}/feed.ics`, "America/Chicago", WINDOW, Date.now())).toEqual([]);
      clearBusyFeedCache();
      mode = "huge";
      expect(await busyIntervals(`${URL_BASE}/feed.ics`, "America/Chicago", WINDOW, Date.now())).toEqual([]);
      expect(logs.lines.map((line) => [line.event, line.error])).toEqual([
        ["booking.busy_feed_failed", expect.stringMatching(/not an iCalendar feed/)],
        ["booking.busy_feed_failed", `the busy calendar is larger than ${BUSY_FEED_MAX_BYTES} bytes`],
      ]);
    } finally {
      logs.restore();
    }
  });

  it("reads a calendar once per cache period, however often the slots are asked for", async () => {
    const logs = captureLeadLogs();
    try {
      mode = "garbage";
      const now = Date.now();
      for (const later of [0, 1_000, 2_000]) {
        expect(await busyIntervals(`${URL_BASE}/feed.ics`, "America/Chicago", WINDOW, now + later)).toEqual(
          [],
        );
      }
      expect(requests).toBe(1);
      expect(logs.lines).toHaveLength(1);
    } finally {
      logs.restore();
    }
  });
});
