import "server-only";

// Queued in the booking's own transaction; a reschedule drops and requeues them, a cancellation drops them.
import { BOOKING_REMINDER_KIND, bookingReminderJobId } from "@/lib/leads/store/booking-reminders";
import type { BookingRecord } from "@/lib/leads/store/booking-repository";
import type { NewMailJob } from "@/lib/leads/store/records";
import { bookingReminderEmail } from "@/lib/mail/templates/booking-follow-up";

import type { ReminderOffset } from "./reminder-offsets";
import { describeInstant, MINUTE_MS } from "./zoned-time";

export { BOOKING_REMINDER_KIND };
// A reminder not sent by then is dropped (marked failed): it would arrive as the call starts.
export const REMINDER_CUTOFF_MS = 5 * MINUTE_MS;

export function reminderLead(ms: number): string {
  const minutes = Math.round(ms / MINUTE_MS);
  if (minutes % 60 !== 0) return `in ${minutes} minute${minutes === 1 ? "" : "s"}`;
  const hours = minutes / 60;
  return `in ${hours} hour${hours === 1 ? "" : "s"}`;
}

export function reminderJobs(input: {
  booking: BookingRecord;
  offsets: readonly ReminderOffset[];
  now: number;
  manageUrl: string;
}): NewMailJob[] {
  const { booking, now } = input;
  return input.offsets.flatMap((offset) => {
    const dueAt = booking.start - offset.ms;
    if (dueAt <= now) return [];
    return [
      {
        id: bookingReminderJobId(booking.id, offset.label, booking.sequence),
        kind: BOOKING_REMINDER_KIND,
        leadId: booking.leadId,
        createdAt: now,
        dueAt,
        giveUpAt: booking.start - REMINDER_CUTOFF_MS,
        message: bookingReminderEmail({
          to: booking.email,
          firstName: booking.details.firstName ?? "there",
          inWhen: reminderLead(offset.ms),
          whenVisitor: describeInstant(booking.start, booking.timeZone),
          phone: booking.details.phone ?? "",
          manageUrl: input.manageUrl,
        }),
      },
    ];
  });
}
