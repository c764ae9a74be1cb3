import "server-only";

// The database's unique index, not this code, settles two visitors racing for a slot.
import { LEAD_FORMS, type FormValues } from "@/lib/leads/forms";
import { logLeadEvent } from "@/lib/leads/log";
import type { SubmitLeadOutcome } from "@/lib/leads/outcome";
import type { LeadRequestInfo } from "@/lib/leads/request-info";
import { LEAD_MESSAGES } from "@/lib/leads/shared/messages";
import { LEAD_TAGS } from "@/lib/leads/shared/tags";
import type { BookingRecord } from "@/lib/leads/store/booking-repository";
import type { LeadStore } from "@/lib/leads/store/lead-store";
import type { NewLead, NewMailJob } from "@/lib/leads/store/records";
import { ExpectedStoreRefusal, submitLead, type SubmitLeadDeps } from "@/lib/leads/submit-lead";

import { bookingMailJobs } from "./booking-mail";
import { reminderJobs } from "./reminders";
import {
  availability,
  callFields,
  eventMailJobs,
  manageToken,
  manageUrl,
  sendAfterResponse,
  type BookingDeps,
} from "./service";
import { isTimeZone } from "./zoned-time";

export type ConfirmOutcome =
  | { kind: "booked"; booking: BookingRecord; token: string; leadId: string; duplicate: boolean }
  | { kind: "taken"; error: string }
  | Exclude<SubmitLeadOutcome, { kind: "accepted" }>;

type LeadDeps = Pick<SubmitLeadDeps, "rateLimiter" | "minFillMs">;

// The store handed to the pipeline books the slot as it stores the lead, in one transaction.
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
  // A booked slot goes on: only the store can tell a repeat of this submission from another visitor.
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
      const booking: BookingRecord = {
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
        outcome: null,
        outcomeAt: null,
      };
      const link = manageUrl(deps, booking);
      const visitorJobs = [
        ...bookingMailJobs({
          kind: "confirmed",
          booking,
          agencyTimeZone: deps.settings.timeZone,
          manageUrl: link,
          leadId: lead.id,
          now,
          newId: deps.newId,
        }),
        ...reminderJobs({ booking, offsets: deps.settings.reminders ?? [], now, manageUrl: link }),
      ];
      const mailJobs = eventMailJobs(deps, lead, visitorJobs, now);
      queued = mailJobs;
      result = await deps.store.bookings.confirm(
        { id: bookingId, start: slot.start, end: slot.end, timeZone },
        { ...lead, mailJobs },
      );
      if (result.kind === "taken") throw new ExpectedStoreRefusal("slot taken");
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
    // The booked call's conversions are queued in the booking's transaction (the lead carries them).
    conversions: deps.conversions,
    scheduleConversions: deps.scheduleConversions,
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
