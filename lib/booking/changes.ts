import "server-only";

import { GIVE_UP_AFTER_MS } from "@/lib/leads/backoff";
import { logLeadEvent } from "@/lib/leads/log";
import type { Lead } from "@/lib/leads/schema";
import { LEAD_TAGS, type LeadTag } from "@/lib/leads/shared/tags";
import type { BookingRecord, ChangeResult } from "@/lib/leads/store/booking-repository";
import type { NewLead } from "@/lib/leads/store/records";

import { bookingMailJobs } from "./booking-mail";
import { MANAGE_PATH } from "./paths";
import { reminderJobs } from "./reminders";
import {
  availability,
  callFields,
  eventMailJobs,
  manageUrl,
  sendAfterResponse,
  type BookingDeps,
} from "./service";

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
  const reminders = cancelled
    ? []
    : reminderJobs({
        booking: next,
        offsets: deps.settings.reminders ?? [],
        now,
        manageUrl: manageUrl(deps, next),
      });
  event.mailJobs = eventMailJobs(deps, event, [...(event.mailJobs ?? []), ...reminders], now);
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
