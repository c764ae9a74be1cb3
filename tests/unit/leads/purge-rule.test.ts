/** The retention rule on an in-memory SQLite store: nothing still to come is deleted, a dry run deletes nothing. */
import { afterEach, beforeEach, describe, expect, it } from "vitest";

import type { LeadStore } from "@/lib/leads/store/lead-store";
import { openLeadStore } from "@/lib/leads/store/open-store";
import { RetentionCutoffError } from "@/lib/leads/store/retention";

import { DAY_MS, seedRetention, type RetentionSeed } from "../../support/retention";

const NOW = Date.UTC(2026, 10, 28, 12, 0, 0);
const CUTOFF = NOW - 30 * DAY_MS;

describe("the retention purge", () => {
  let store: LeadStore;
  let seed: RetentionSeed;

  beforeEach(async () => {
    store = await openLeadStore({ kind: "sqlite", path: ":memory:", forward: false });
    seed = await seedRetention(store, NOW);
  });
  afterEach(() => store.close());

  async function leadIds(): Promise<string[]> {
    return (await store.listLeads()).map((lead) => lead.id).sort();
  }

  it("refuses a cut-off in the future, even for a dry run, and deletes nothing", async () => {
    await expect(store.privacy.purgeBefore(NOW + 1, { now: NOW })).rejects.toThrow(RetentionCutoffError);
    await expect(store.privacy.purgeBefore(NOW + DAY_MS, { now: NOW, dryRun: true })).rejects.toThrow(
      /is in the future/,
    );
    await expect(store.purgeSpam(NOW + DAY_MS, NOW)).rejects.toThrow(RetentionCutoffError);
    expect(await leadIds()).toHaveLength(4);
  });

  it("keeps a booking whose call ends after now, with its lead, its change events and their emails", async () => {
    // The cut-off is now itself: everything was made before it, but the call of next week has not happened.
    const result = await store.privacy.purgeBefore(NOW, { now: NOW });
    expect(result).toEqual({ leads: 2, bookings: 1, mailJobs: 2, pendingKept: 0, bookingsKept: 1 });
    expect(await leadIds()).toEqual([seed.upcomingBookingLead, seed.upcomingEventLead].sort());
    expect(await store.bookings.get(seed.upcomingBooking)).toMatchObject({ status: "active", sequence: 1 });
    expect(await store.bookings.get(seed.pastBooking)).toBeUndefined();
    expect((await store.mail.list()).map((job) => job.leadId).sort()).toEqual(
      [seed.upcomingBookingLead, seed.upcomingEventLead].sort(),
    );
  });

  it("keeps a booking whose call ended after the cut-off", async () => {
    const result = await store.privacy.purgeBefore(NOW - 36 * DAY_MS, { now: NOW });
    expect(result).toMatchObject({ leads: 1, bookings: 0, mailJobs: 1, bookingsKept: 2 });
    expect(await store.bookings.get(seed.pastBooking)).toMatchObject({ leadId: seed.pastBookingLead });
    expect(await leadIds()).not.toContain(seed.finishedLead);
    expect(await leadIds()).toContain(seed.pastBookingLead);
  });

  it("counts in a dry run exactly what the purge then deletes, and deletes nothing itself", async () => {
    const planned = await store.privacy.purgeBefore(CUTOFF, { now: NOW, dryRun: true });
    expect(planned).toEqual({ leads: 2, bookings: 1, mailJobs: 2, pendingKept: 0, bookingsKept: 1 });
    expect(await leadIds()).toHaveLength(4);
    expect(await store.mail.list()).toHaveLength(4);
    expect(await store.privacy.purgeBefore(CUTOFF, { now: NOW })).toEqual(planned);
    expect(await leadIds()).toHaveLength(2);
  });

  it("purges old quarantined leads, never one tied to a booking still to come", async () => {
    const spam = (id: string, submissionId: string) => ({
      id,
      submissionId,
      createdAt: NOW - 40 * DAY_MS,
      tag: "roofing-call-cancelled" as const,
      payload: { email: "bot@example.com" } as never,
      attribution: {},
      giveUpAt: NOW,
      spamReason: "honeypot",
    });
    await store.insertLead(spam("spam-free", "spam-free"));
    await store.insertLead(spam("spam-tied", `${seed.upcomingBooking}.roofing-call-cancelled.9`));
    expect(await store.purgeSpam(NOW, NOW)).toBe(1);
    expect((await store.listLeads({ status: "spam" })).map((lead) => lead.id)).toEqual(["spam-tied"]);
  });
});
