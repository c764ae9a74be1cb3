/**
 * The console's call outcome, stage and conversion retry against a real SQLite store: the same lib functions the
 * leads command calls (markCallOutcome, recordStage, retryConversions), one history for both.
 */
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";

import {
  markCallFromConsole,
  parseStageForm,
  recordStageFromConsole,
  retryConversionsFromConsole,
} from "@/lib/admin/operations";
import { confirmBooking } from "@/lib/booking/confirm";
import { getServerEnv } from "@/lib/env";
import type { LeadStore } from "@/lib/leads/store/lead-store";
import type { NewMailJob } from "@/lib/leads/store/records";
import { setMailLogSink } from "@/lib/mail/log";
import { stageCommand } from "@/scripts/leads/stage";

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

describe("the console's outcome, stage and conversion actions", () => {
  let backend: Backend;
  let store: LeadStore;
  let clock: FakeClock;
  let logs: ReturnType<typeof captureLeadLogs>;

  beforeAll(() => {
    backend = sqliteBackend();
  });
  afterAll(async () => {
    await backend.cleanup();
  });
  beforeEach(async () => {
    logs = captureLeadLogs();
    setMailLogSink(() => undefined);
    clock = new FakeClock();
    clock.now = NOW;
    store = await openStore(await backend.fresh());
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

  it("marks a past call once through markCallOutcome: the event is scheduled for the webhook, the no-show email queued", async () => {
    const { booking } = await book();
    const delivered: string[] = [];
    const mailed: NewMailJob[] = [];
    const deps = {
      ...bookingDeps(store, clock, delivered),
      scheduleMail: (jobs: NewMailJob[]) => mailed.push(...jobs),
    };

    expect(await markCallFromConsole(deps, booking.id, "maybe")).toBe("invalid-outcome");
    expect(await markCallFromConsole(deps, "nope", "showed")).toBe("not-found");
    expect(await markCallFromConsole(deps, booking.id, "no-show")).toBe("upcoming");
    expect(delivered).toEqual([]);

    clock.now = MONDAY_9 + 30 * 60_000;
    expect(await markCallFromConsole(deps, booking.id, "no-show")).toBe("marked-no-show");
    expect(delivered).toHaveLength(1);
    const event = await store.getLead(delivered[0]!);
    expect(event).toMatchObject({ tag: "roofing-call-no-show", status: "pending" });
    expect(mailed.map((job) => job.kind)).toEqual(["booking-no-show"]);
    expect(await store.bookings.get(booking.id)).toMatchObject({ outcome: "no-show", outcomeAt: clock.now });

    expect(await markCallFromConsole(deps, booking.id, "showed")).toBe("already-marked");
    expect(delivered).toHaveLength(1);
  });

  it("records a stage from the form as `leads stage` does, into the same history", async () => {
    const { leadId } = await book();
    expect(parseStageForm({ stage: "hired", value: "" })).toBeUndefined();
    expect(parseStageForm({ stage: "won", value: "lots" })).toBeUndefined();
    expect(parseStageForm({ stage: "won", value: "-5" })).toBeUndefined();
    expect(parseStageForm({ stage: "contacted", value: " " })).toEqual({ stage: "contacted" });
    const won = parseStageForm({ stage: "won", value: "2500.5" });
    expect(won).toEqual({ stage: "won", value: 2500.5 });

    expect(await recordStageFromConsole(store, "nope", won!)).toBe("not-found");
    const out: string[] = [];
    const cli = stageCommand("stage", [leadId, "contacted"], {
      out: (line) => out.push(line),
      err: (line) => out.push(line),
      clock: clock.read,
    });
    expect(await cli!(store)).toBe(0);
    expect(await recordStageFromConsole(store, leadId, won!)).toBe("stage-recorded");

    expect(
      (await store.outcomes.stagesFor([leadId])).map(({ stage, valueCents, currency, source }) => ({
        stage,
        valueCents,
        currency,
        source,
      })),
    ).toEqual([
      { stage: "contacted", valueCents: null, currency: null, source: "cli" },
      { stage: "won", valueCents: 250050, currency: "USD", source: "console" },
    ]);
  });

  it("retries conversions through retryConversions: nothing without a platform, not found, nothing to do", async () => {
    expect(await retryConversionsFromConsole(store, getServerEnv({}), undefined)).toEqual({
      outcome: "no-platform",
      attempted: 0,
      sent: 0,
    });
    const meta = getServerEnv({
      META_PIXEL_ID: "987654321",
      META_CAPI_ACCESS_TOKEN: "token",
      META_GRAPH_URL: "http://127.0.0.1:9",
    });
    expect(await retryConversionsFromConsole(store, meta, "nope")).toEqual({
      outcome: "not-found",
      attempted: 0,
      sent: 0,
    });
    expect(await retryConversionsFromConsole(store, meta, undefined)).toEqual({
      outcome: "sent",
      attempted: 0,
      sent: 0,
    });
  });
});
