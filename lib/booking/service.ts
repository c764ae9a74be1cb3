import "server-only";

import type { BookingRecord } from "@/lib/leads/store/booking-repository";
import type { LeadStore } from "@/lib/leads/store/lead-store";
import type { NewLead, NewMailJob } from "@/lib/leads/store/records";
import type { SubmitLeadDeps } from "@/lib/leads/submit-lead";
import { mailJobsForLead, type MailJobsEnv } from "@/lib/mail/jobs";

import { signManageToken, verifyManageToken } from "./manage-token";
import { managePagePath } from "./paths";
import type { BookingSettings } from "./settings";
import { isSlotOpen, slotGrid, type Interval, type Slot } from "./slots";
import { zonedDate, zonedTimeLabel } from "./zoned-time";

export interface BookingDeps {
  store: LeadStore;
  settings: BookingSettings;
  secret: string;
  siteUrl: string;
  clock: () => number;
  newId: () => string;
  busy: (window: Interval) => Promise<Interval[]>;
  scheduleDelivery: (leadId: string) => void;
  mailEnv?: MailJobsEnv;
  scheduleMail?: (jobs: NewMailJob[]) => void;
  conversions?: SubmitLeadDeps["conversions"];
  scheduleConversions?: SubmitLeadDeps["scheduleConversions"];
}

export function eventMailJobs(
  deps: BookingDeps,
  lead: NewLead,
  visitorJobs: NewMailJob[],
  now: number,
): NewMailJob[] {
  const notices = deps.mailEnv
    ? mailJobsForLead(
        { id: lead.id, tag: lead.tag, createdAt: now, payload: lead.payload, attribution: lead.attribution },
        { now, env: deps.mailEnv },
      )
    : [];
  return [...visitorJobs, ...notices];
}

export function sendAfterResponse(deps: BookingDeps, jobs: NewMailJob[] | undefined): void {
  const now = deps.clock();
  // Reminders wait in the outbox until they are due.
  const dueNow = jobs?.filter((job) => job.dueAt === undefined || job.dueAt <= now);
  if (!dueNow?.length) return;
  try {
    deps.scheduleMail?.(dueNow);
  } catch {
    // Queued with the event: the mail loop sends it.
  }
}

export interface SlotAvailability extends Slot {
  available: boolean;
  // Held by an active booking (then not available).
  booked: boolean;
}

export async function availability(deps: BookingDeps): Promise<SlotAvailability[]> {
  const now = deps.clock();
  const grid = slotGrid({ now, timeZone: deps.settings.timeZone, closedDates: deps.settings.closedDates });
  if (grid.length === 0) return [];
  const window = { start: grid[0]!.start, end: grid.at(-1)!.end };
  const [starts, busy] = await Promise.all([
    deps.store.bookings.activeStarts(window.start, window.end),
    deps.busy(window),
  ]);
  const booked = new Set(starts);
  const options = { now, minNoticeHours: deps.settings.minNoticeHours, booked, busy };
  return grid.map((slot) => ({
    ...slot,
    available: isSlotOpen(slot, options),
    booked: booked.has(slot.start),
  }));
}

export function callFields(start: number, timeZone: string) {
  return {
    scheduledDate: zonedDate(start, timeZone),
    scheduledTime: zonedTimeLabel(start, timeZone),
    timezone: timeZone,
    appointmentDateTime: new Date(start).toISOString(),
  };
}

export function manageToken(
  deps: Pick<BookingDeps, "secret">,
  booking: Pick<BookingRecord, "id" | "start" | "sequence">,
): string {
  // The link works until the call starts, and until the booking changes.
  return signManageToken(deps.secret, booking.id, booking.sequence, booking.start);
}

export function manageUrl(
  deps: Pick<BookingDeps, "secret" | "siteUrl">,
  booking: Pick<BookingRecord, "id" | "start" | "sequence">,
): string {
  return new URL(managePagePath(manageToken(deps, booking)), deps.siteUrl).toString();
}

export type TokenLookup =
  | { kind: "ok"; booking: BookingRecord }
  | { kind: "invalid" }
  | { kind: "expired"; booking?: BookingRecord }
  // A link from before the booking's last reschedule or cancellation.
  | { kind: "replaced" };

export async function bookingForToken(deps: BookingDeps, token: string): Promise<TokenLookup> {
  const now = deps.clock();
  const check = verifyManageToken(deps.secret, token, now);
  if (!check.ok) return { kind: check.reason };
  const booking = await deps.store.bookings.get(check.bookingId);
  if (!booking) return { kind: "invalid" };
  // A missed call's rebooking link stays usable after its time (see ./outcomes.ts).
  if (booking.start <= now && booking.outcome !== "no-show") return { kind: "expired", booking };
  if (check.version !== booking.sequence) return { kind: "replaced" };
  return { kind: "ok", booking };
}
