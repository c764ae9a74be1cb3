import "server-only";

/**
 * Booking a call, moving it and cancelling it. Availability is computed here from the agency's grid, the active
 * bookings and its busy feed; the database's unique index, not this code, settles two visitors racing for a slot.
 */
import { GIVE_UP_AFTER_MS } from "@/lib/leads/backoff";
import { LEAD_FORMS, type FormValues } from "@/lib/leads/forms";
import { logLeadEvent } from "@/lib/leads/log";
import type { LeadRequestInfo } from "@/lib/leads/request-info";
import type { Lead } from "@/lib/leads/schema";
import { LEAD_MESSAGES } from "@/lib/leads/shared/messages";
import { LEAD_TAGS, type LeadTag } from "@/lib/leads/shared/tags";
import type { BookingRecord, ChangeResult } from "@/lib/leads/store/booking-repository";
import type { LeadStore, NewLead, NewMailJob } from "@/lib/leads/store/types";
import { submitLead, type SubmitLeadDeps, type SubmitLeadOutcome } from "@/lib/leads/submit-lead";
import { mailJobsForLead, type MailJobsEnv } from "@/lib/mail/jobs";

import { bookingMailJobs } from "./booking-mail";
import { signManageToken, verifyManageToken } from "./manage-token";
import { MANAGE_PATH, managePagePath } from "./paths";
import type { BookingSettings } from "./settings";
import { isSlotOpen, slotGrid, type Interval, type Slot } from "./slots";
import { isTimeZone, zonedDate, zonedTimeLabel } from "./zoned-time";

export interface BookingDeps {
  store: LeadStore;
  settings: BookingSettings;
  secret: string;
  siteUrl: string;
  clock: () => number;
  newId: () => string;
  /** Busy times of the agency's own calendar inside a window (empty when there is no feed or it failed). */
  busy: (window: Interval) => Promise<Interval[]>;
  /** Runs a stored lead's first webhook delivery after the response. */
  scheduleDelivery: (leadId: string) => void;
  /** With it, each booking event also queues the agency's notice (as every lead does). */
  mailEnv?: MailJobsEnv;
  /** Sends a committed event's emails after the response (the mail loop retries what fails). */
  scheduleMail?: (jobs: NewMailJob[]) => void;
}

/** The visitor's booking email plus the agency's notice of the event, queued in the event's own transaction. */
function eventMailJobs(
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

function sendAfterResponse(deps: BookingDeps, jobs: NewMailJob[] | undefined): void {
  if (!jobs?.length) return;
  try {
    deps.scheduleMail?.(jobs);
  } catch {
    // Queued with the event: the mail loop sends it.
  }
}

export interface SlotAvailability extends Slot {
  available: boolean;
  /** Held by an active booking (then not available). */
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

/** The payload's call fields, consistent by construction: the instant, and its date and time in the visitor's zone. */
export function callFields(start: number, timeZone: string) {
  return {
    scheduledDate: zonedDate(start, timeZone),
    scheduledTime: zonedTimeLabel(start, timeZone),
    timezone: timeZone,
    appointmentDateTime: new Date(start).toISOString(),
  };
}

export function manageToken(deps: Pick<BookingDeps, "secret">, booking: BookingRecord): string {
  // The link works until the call starts.
  return signManageToken(deps.secret, booking.id, booking.start);
}

export function manageUrl(deps: Pick<BookingDeps, "secret" | "siteUrl">, booking: BookingRecord): string {
  return new URL(managePagePath(manageToken(deps, booking)), deps.siteUrl).toString();
}

export type ConfirmOutcome =
  | { kind: "booked"; booking: BookingRecord; token: string; leadId: string; duplicate: boolean }
  | { kind: "taken"; error: string }
  | Exclude<SubmitLeadOutcome, { kind: "accepted" }>;

type LeadDeps = Pick<SubmitLeadDeps, "rateLimiter" | "minFillMs">;

/**
 * Confirms a call from the schedule form: the lead pipeline's checks (bot, rate limit, fields), then the lead and
 * its booking in one transaction. The store handed to the pipeline books the slot as it stores the lead.
 */
export async function confirmBooking(
  values: FormValues,
  request: LeadRequestInfo,
  deps: BookingDeps & LeadDeps,
  messages: { taken: string; unavailable: string },
): Promise<ConfirmOutcome> {
  const now = deps.clock();
  const start = Date.parse(values.appointmentDateTime ?? "");
  const slots = await availability(deps);
  const slot = slots.find((candidate) => candidate.start === start);
  // A slot outside the open grid is answered before the pipeline (missing fields are left to its own messages);
  // a booked one goes on to the store, which tells a repeat of the same submission from another visitor.
  const bookable = slot && (slot.available || slot.booked);
  if (!bookable && values.scheduledDate && values.scheduledTime && values.email) {
    return { kind: "taken", error: messages.unavailable };
  }
  const requestedZone = values.timezone?.trim() ?? "";
  const timeZone = isTimeZone(requestedZone) ? requestedZone : deps.settings.timeZone;
  const consistent: FormValues = slot ? { ...values, ...callFields(slot.start, timeZone) } : values;

  let result: Awaited<ReturnType<LeadStore["bookings"]["confirm"]>> | undefined;
  let queued: NewMailJob[] | undefined;
  const bookingId = deps.newId();
  const bookingStore: LeadStore = {
    ...deps.store,
    async insertLead(lead: NewLead) {
      // A quarantined submission is kept like any other, but never holds a slot.
      if (lead.spamReason) return deps.store.insertLead(lead);
      if (!slot) throw new Error("No slot to book");
      const visitorJobs = bookingMailJobs({
        kind: "confirmed",
        booking: {
          id: bookingId,
          leadId: lead.id,
          email: lead.payload.email.toLowerCase(),
          start: slot.start,
          end: slot.end,
          timeZone,
          status: "active",
          sequence: 0,
          details: lead.payload,
          createdAt: now,
          updatedAt: now,
          cancelledAt: null,
        },
        agencyTimeZone: deps.settings.timeZone,
        manageUrl: new URL(
          managePagePath(signManageToken(deps.secret, bookingId, slot.start)),
          deps.siteUrl,
        ).toString(),
        leadId: lead.id,
        now,
        newId: deps.newId,
      });
      const mailJobs = eventMailJobs(deps, lead, visitorJobs, now);
      queued = mailJobs;
      result = await deps.store.bookings.confirm(
        { id: bookingId, start: slot.start, end: slot.end, timeZone },
        { ...lead, mailJobs },
      );
      if (result.kind === "taken") throw new Error("slot taken");
      return { lead: result.lead, created: result.created };
    },
  };
  const outcome = await submitLead(LEAD_FORMS.schedule, consistent, request, {
    store: bookingStore,
    rateLimiter: deps.rateLimiter,
    minFillMs: deps.minFillMs,
    siteUrl: deps.siteUrl,
    clock: () => now,
    newId: deps.newId,
    scheduleDelivery: deps.scheduleDelivery,
    // A booking never skips the store: a webhook alone could not keep the slot for one visitor.
    deliverUnstored: undefined,
  });
  if (result?.kind === "taken") {
    logLeadEvent("booking.slot_taken", { tag: LEAD_TAGS.roofingScheduledCall });
    return { kind: "taken", error: messages.taken };
  }
  if (outcome.kind !== "accepted") return outcome;
  if (result?.kind !== "booked") return { kind: "failed", error: LEAD_MESSAGES.failed };
  logLeadEvent("booking.confirmed", { bookingId: result.booking.id, leadId: outcome.leadId });
  if (result.created) sendAfterResponse(deps, queued);
  return {
    kind: "booked",
    booking: result.booking,
    token: manageToken(deps, result.booking),
    leadId: outcome.leadId,
    duplicate: !result.created,
  };
}

export type TokenLookup =
  { kind: "ok"; booking: BookingRecord } | { kind: "invalid" } | { kind: "expired"; booking?: BookingRecord };

/** The booking a manage link names; reading it changes nothing. */
export async function bookingForToken(deps: BookingDeps, token: string): Promise<TokenLookup> {
  const now = deps.clock();
  const check = verifyManageToken(deps.secret, token, now);
  if (!check.ok) return { kind: check.reason };
  const booking = await deps.store.bookings.get(check.bookingId);
  if (!booking) return { kind: "invalid" };
  if (booking.start <= now) return { kind: "expired", booking };
  return { kind: "ok", booking };
}

function changeEvent(
  deps: BookingDeps,
  tag: LeadTag,
  previous: BookingRecord,
  next: BookingRecord,
  now: number,
): NewLead {
  const id = deps.newId();
  const cancelled = tag === LEAD_TAGS.roofingCallCancelled;
  const old = callFields(previous.start, previous.timeZone);
  const payload: Lead = {
    ...next.details,
    ...callFields(next.start, next.timeZone),
    ...(cancelled
      ? {}
      : {
          previousScheduledDate: old.scheduledDate,
          previousScheduledTime: old.scheduledTime,
          previousAppointmentDateTime: old.appointmentDateTime,
        }),
    tag,
  };
  const event: NewLead = {
    id,
    // One event per change: a retried request finds the one already stored.
    submissionId: `${next.id}.${tag}.${next.sequence}`,
    createdAt: now,
    tag,
    payload,
    attribution: { pagePath: MANAGE_PATH },
    giveUpAt: now + GIVE_UP_AFTER_MS,
    mailJobs: bookingMailJobs({
      kind: cancelled ? "cancelled" : "rescheduled",
      booking: next,
      previous: cancelled ? undefined : previous,
      agencyTimeZone: deps.settings.timeZone,
      manageUrl: cancelled ? undefined : manageUrl(deps, next),
      leadId: id,
      now,
      newId: deps.newId,
    }),
  };
  event.mailJobs = eventMailJobs(deps, event, event.mailJobs ?? [], now);
  return event;
}

function afterChange(
  deps: BookingDeps,
  result: ChangeResult,
  event: "booking.rescheduled" | "booking.cancelled",
  stored: NewLead | undefined,
) {
  if (result.kind !== "changed") return;
  sendAfterResponse(deps, stored?.mailJobs);
  logLeadEvent(event, { bookingId: result.booking.id, leadId: result.lead.id });
  try {
    deps.scheduleDelivery(result.lead.id);
  } catch {
    // Stored: the retry loop delivers it.
  }
}

export async function cancelBooking(deps: BookingDeps, bookingId: string): Promise<ChangeResult> {
  const now = deps.clock();
  let stored: NewLead | undefined;
  const result = await deps.store.bookings.cancel(bookingId, now, (previous, next) => {
    stored = changeEvent(deps, LEAD_TAGS.roofingCallCancelled, previous, next, now);
    return stored;
  });
  afterChange(deps, result, "booking.cancelled", stored);
  return result;
}

/** Moves a booking to another open slot of the grid; "taken" when the slot is not open. */
export async function rescheduleBooking(
  deps: BookingDeps,
  bookingId: string,
  start: number,
): Promise<ChangeResult> {
  const now = deps.clock();
  const slot = (await availability(deps)).find((candidate) => candidate.start === start);
  if (!slot?.available) return { kind: "taken" };
  let stored: NewLead | undefined;
  const result = await deps.store.bookings.reschedule(
    bookingId,
    { start: slot.start, end: slot.end, now },
    (previous, next) => {
      stored = changeEvent(deps, LEAD_TAGS.roofingCallRescheduled, previous, next, now);
      return stored;
    },
  );
  afterChange(deps, result, "booking.rescheduled", stored);
  return result;
}
