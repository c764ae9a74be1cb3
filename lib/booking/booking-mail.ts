import "server-only";

import { GIVE_UP_AFTER_MS } from "@/lib/leads/backoff";
import type { BookingRecord } from "@/lib/leads/store/booking-repository";
import type { NewMailJob } from "@/lib/leads/store/records";
import { bookingVisitorEmail, type BookingEmailInput } from "@/lib/mail/templates/booking";

import { buildIcs } from "./invite";
import { describeInstant, zonedTimeLabel, zoneName } from "./zoned-time";

export interface BookingMailContext {
  kind: BookingEmailInput["kind"];
  booking: BookingRecord;
  previous?: BookingRecord;
  agencyTimeZone: string;
  manageUrl?: string;
  leadId: string;
  now: number;
  newId: () => string;
}

export function bookingMailJobs(context: BookingMailContext): NewMailJob[] {
  const { booking, previous, agencyTimeZone, kind, now } = context;
  const cancelled = kind === "cancelled";
  const message = bookingVisitorEmail({
    kind,
    to: booking.email,
    firstName: booking.details.firstName ?? "there",
    whenVisitor: describeInstant(booking.start, booking.timeZone),
    whenAgency: `${zonedTimeLabel(booking.start, agencyTimeZone)} ${zoneName(agencyTimeZone, booking.start)}`,
    previousWhenVisitor: previous ? describeInstant(previous.start, previous.timeZone) : undefined,
    manageUrl: cancelled ? undefined : context.manageUrl,
    ics: buildIcs({
      bookingId: booking.id,
      start: booking.start,
      end: booking.end,
      sequence: booking.sequence,
      cancelled,
      now,
      manageUrl: cancelled ? undefined : context.manageUrl,
    }),
  });
  return [
    {
      id: context.newId(),
      kind: `booking-${kind}`,
      leadId: context.leadId,
      createdAt: now,
      giveUpAt: now + GIVE_UP_AFTER_MS,
      message,
    },
  ];
}
