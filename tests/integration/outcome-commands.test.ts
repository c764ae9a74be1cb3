/** `npm run leads -- bookings mark`, `stage` and `stats` against a real SQLite store, with a fixed clock. */
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";

import { confirmBooking } from "@/lib/booking/confirm";
import type { LeadStore } from "@/lib/leads/store/lead-store";
import { setMailLogSink } from "@/lib/mail/log";
import { outcomesCommand } from "@/scripts/leads/outcomes";
import { stageCommand } from "@/scripts/leads/stage";
import { statsCommand } from "@/scripts/leads/stats";

import { bookingDeps, scheduleValues } from "../support/booking";
import {
  captureLeadLogs,
  FakeClock,
  openStore,
  request,
  sqliteBackend,
  type Backend,
} from "../support/lead-harness";

const NOW = Date.parse("2026-11-25T21:00:00Z");
const MONDAY_9 = Date.parse("2026-11-30T15:00:00Z");

describe("the outcome commands", () => {
  let backend: Backend;
  let store: LeadStore;
  let clock: FakeClock;
  let out: string[];
  let err: string[];
  let logs: ReturnType<typeof captureLeadLogs>;
  const saved = { ...process.env };
  const io = () => ({
    out: (line: string) => out.push(line),
    err: (line: string) => err.push(line),
    clock: clock.read,
  });
  const run = async (command: string, ...args: string[]) => {
    const handler =
      outcomesCommand(command, args, io()) ??
      stageCommand(command, args, io()) ??
      statsCommand(command, args, io());
    if (!handler) throw new Error(`no handler for ${command}`);
    return handler(store);
  };

  beforeAll(() => {
    backend = sqliteBackend();
    // The commands read the site's environment: no webhook, no mail server, a fixed secret.
    process.env.APP_SECRET = "s".repeat(40);
    delete process.env.LEAD_WEBHOOK_URL;
    delete process.env.SMTP_URL;
  });
  afterAll(async () => {
    process.env = saved;
    await backend.cleanup();
  });
  beforeEach(async () => {
    logs = captureLeadLogs();
    setMailLogSink(() => undefined);
    clock = new FakeClock();
    clock.now = NOW;
    store = await openStore(await backend.fresh());
    out = [];
    err = [];
  });
  afterEach(async () => {
    logs.restore();
    setMailLogSink(undefined);
    await store.close();
  });

  async function book() {
    const outcome = await confirmBooking(
      scheduleValues(1, MONDAY_9),
      request,
      bookingDeps(store, clock, []),
      {
        taken: "taken",
        unavailable: "unavailable",
      },
    );
    if (outcome.kind !== "booked") throw new Error("expected a booking");
    return outcome;
  }

  it("bookings mark refuses bad input in one line, refuses an upcoming call, then records the outcome once", async () => {
    const { booking } = await book();
    expect(await run("bookings", "mark")).toBe(2);
    expect(await run("bookings", "mark", booking.id, "maybe")).toBe(2);
    expect(await run("bookings", "mark", "nope", "showed")).toBe(2);
    expect(await run("bookings", "mark", booking.id, "no-show")).toBe(1);
    expect(err).toEqual([
      "bookings mark needs a booking id and showed or no-show (see --help)",
      'The outcome must be showed or no-show, not "maybe"',
      "No booking nope",
      `Booking ${booking.id} starts at 2026-11-30T15:00:00.000Z; mark it after the call.`,
    ]);
    clock.now = MONDAY_9 + 30 * 60_000;
    expect(await run("bookings", "mark", booking.id, "no-show")).toBe(0);
    expect(out.at(-1)).toMatch(
      new RegExp(
        `^Booking ${booking.id} marked no-show at 2026-11-30T15:30:00.000Z; event lead \\S+ stored, not forwarded: LEAD_WEBHOOK_URL is not set .*; email queued`,
      ),
    );
    // The pipeline's log line goes to stderr; stdout holds the result alone.
    expect(err.filter((line) => line.includes('"event":"booking.outcome_marked"'))).toHaveLength(1);
    expect(out).toHaveLength(1);
    expect(await run("bookings", "mark", booking.id, "showed")).toBe(1);
    expect(err.at(-1)).toBe(
      `Booking ${booking.id} is already marked no-show (2026-11-30T15:30:00.000Z); an outcome is recorded once.`,
    );
    expect(await run("bookings", "mark", "--help")).toBe(0);
    expect(out.at(-1)).toContain("Usage: npm run leads -- bookings mark BOOKING_ID showed|no-show");
  });

  it("stage records history with the speed to lead; stats sums it per source", async () => {
    const { leadId } = await book();
    expect(await run("stage", leadId, "hired")).toBe(2);
    expect(await run("stage", leadId, "won", "--value", "lots")).toBe(2);
    expect(await run("stage", "nope", "won")).toBe(2);
    expect(err).toEqual([
      'The stage must be one of contacted, qualified, won, lost, not "hired"',
      '--value must be a number of at least 0, not "lots"',
      "No lead nope",
    ]);
    clock.now = NOW + 12 * 60_000;
    expect(await run("stage", leadId, "contacted")).toBe(0);
    clock.now = NOW + 3 * 86_400_000;
    expect(await run("stage", leadId, "won", "--value", "2500")).toBe(0);
    expect(out).toEqual([
      `Lead ${leadId}: contacted recorded at 2026-11-25T21:12:00.000Z, 12m after it arrived (2026-11-25T21:00:00.000Z).`,
      `Lead ${leadId}: won ($2,500.00) recorded at 2026-11-28T21:00:00.000Z, 3d 0h after it arrived (2026-11-25T21:00:00.000Z).`,
    ]);
    out = [];
    expect(await run("stats", "--since", "yesterday")).toBe(2);
    expect(await run("stats", "--since", "2026-11-01")).toBe(0);
    expect(out[0]).toBe("Leads since 2026-11-01T05:00:00.000Z");
    expect(out[1]).toMatch(
      /^SOURCE\s+LEADS\s+BOOKED\s+SHOWED\s+NO-SHOW\s+SHOW RATE\s+MEDIAN TO CONTACT\s+WON\s+WON VALUE/,
    );
    expect(out[1]).toMatch(/\(direct\)\s+1\s+1\s+0\s+0\s+-\s+12m\s+1\s+\$2,500\.00/);
    expect(out[1]).toMatch(/all\s+1\s+1\s+0\s+0\s+-\s+12m\s+1\s+\$2,500\.00/);
  });
});
