/**
 * A store with what a retention purge must tell apart, all made 40 days before `now`: a finished lead, a booking
 * whose call ended, and a booking whose call is next week (moved once, 39 days ago), each with a sent email.
 */
import { randomUUID } from "node:crypto";

import type { Lead } from "@/lib/leads/schema";
import type { LeadStore } from "@/lib/leads/store/lead-store";
import type { NewLead, NewMailJob } from "@/lib/leads/store/records";

export const DAY_MS = 24 * 60 * 60_000;
const CALL_MS = 15 * 60_000;

function mailFor(leadId: string, createdAt: number): NewMailJob {
  return {
    id: `${leadId}.test-mail`,
    kind: "test",
    leadId,
    createdAt,
    giveUpAt: createdAt + DAY_MS,
    message: { to: ["dana@example.com"], subject: "Your call", text: "See you", html: "<p>See you</p>" },
  };
}

function lead(tag: string, createdAt: number, submissionId: string = randomUUID()): NewLead {
  const id = randomUUID();
  return {
    id,
    submissionId,
    createdAt,
    tag: tag as NewLead["tag"],
    payload: { firstName: "Dana", lastName: "Smith", email: "dana@example.com", tag } as unknown as Lead,
    attribution: { pagePath: "/roofing-google-ads/schedule" },
    giveUpAt: createdAt + 2 * DAY_MS,
    mailJobs: [mailFor(id, createdAt)],
  };
}

export interface RetentionSeed {
  finishedLead: string;
  pastBooking: string;
  pastBookingLead: string;
  upcomingBooking: string;
  upcomingBookingLead: string;
  /** The reschedule event of the upcoming booking. */
  upcomingEventLead: string;
}

export async function seedRetention(store: LeadStore, now: number): Promise<RetentionSeed> {
  const made = now - 40 * DAY_MS;
  const finished = lead("quick-contact", made);
  await store.insertLead(finished);

  const pastLead = lead("roofing-scheduled-call", made);
  const pastBooking = randomUUID();
  const pastStart = now - 35 * DAY_MS;
  await store.bookings.confirm(
    { id: pastBooking, start: pastStart, end: pastStart + CALL_MS, timeZone: "UTC" },
    pastLead,
  );

  const upLead = lead("roofing-scheduled-call", made);
  const upcomingBooking = randomUUID();
  const upStart = now + 7 * DAY_MS;
  await store.bookings.confirm(
    { id: upcomingBooking, start: upStart, end: upStart + CALL_MS, timeZone: "UTC" },
    upLead,
  );
  const movedAt = made + DAY_MS;
  let event: NewLead | undefined;
  const moved = await store.bookings.reschedule(
    upcomingBooking,
    { start: upStart + DAY_MS, end: upStart + DAY_MS + CALL_MS, now: movedAt },
    (_previous, next) => {
      event = lead(
        "roofing-call-rescheduled",
        movedAt,
        `${next.id}.roofing-call-rescheduled.${next.sequence}`,
      );
      return event;
    },
  );
  if (moved.kind !== "changed" || !event) throw new Error(`seed: reschedule ${moved.kind}`);

  // Every email sent: only sent and failed ones are ever purged.
  for (const job of await store.mail.claimDue({ now, limit: 100, leaseMs: 60_000 }))
    await store.mail.markSent(job, now);
  return {
    finishedLead: finished.id,
    pastBooking,
    pastBookingLead: pastLead.id,
    upcomingBooking,
    upcomingBookingLead: upLead.id,
    upcomingEventLead: event.id,
  };
}
