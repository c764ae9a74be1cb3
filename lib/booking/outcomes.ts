import "server-only";

import type { CallOutcome } from "@/lib/db/schema";
import { GIVE_UP_AFTER_MS } from "@/lib/leads/backoff";
import { logLeadEvent } from "@/lib/leads/log";
import type { Lead } from "@/lib/leads/schema";
import { LEAD_TAGS } from "@/lib/leads/shared/tags";
import type { BookingRecord, MarkResult } from "@/lib/leads/store/booking-repository";
import type { NewLead } from "@/lib/leads/store/records";
import { mailJob } from "@/lib/mail/jobs";
import { noShowEmail } from "@/lib/mail/templates/booking-follow-up";

import { signManageToken } from "./manage-token";
import { MANAGE_PATH, managePagePath } from "./paths";
import { callFields, type BookingDeps } from "./service";
import { SCHEDULE_WINDOW_DAYS } from "./slots";
import { DAY_MS, describeInstant } from "./zoned-time";

export const OUTCOME_TAGS = {
  showed: LEAD_TAGS.roofingCallShowed,
  "no-show": LEAD_TAGS.roofingCallNoShow,
} as const satisfies Record<CallOutcome, string>;

export const REBOOK_LINK_MS = SCHEDULE_WINDOW_DAYS * DAY_MS;

export function rebookUrl(
  deps: Pick<BookingDeps, "secret" | "siteUrl">,
  booking: Pick<BookingRecord, "id" | "sequence">,
  now: number,
): string {
  return new URL(
    managePagePath(signManageToken(deps.secret, booking.id, booking.sequence, now + REBOOK_LINK_MS)),
    deps.siteUrl,
  ).toString();
}

function outcomeEvent(deps: BookingDeps, booking: BookingRecord, outcome: CallOutcome, now: number): NewLead {
  const id = deps.newId();
  const tag = OUTCOME_TAGS[outcome];
  const payload: Lead = { ...booking.details, ...callFields(booking.start, booking.timeZone), tag };
  const mailJobs =
    outcome === "no-show"
      ? [
          mailJob(
            {
              id: `${id}.no-show`,
              kind: "booking-no-show",
              leadId: id,
              message: noShowEmail({
                to: booking.email,
                firstName: booking.details.firstName ?? "there",
                whenVisitor: describeInstant(booking.start, booking.timeZone),
                rebookUrl: rebookUrl(deps, booking, now),
              }),
            },
            now,
          ),
        ]
      : [];
  return {
    id,
    // One outcome per call (a missed call moved to a new time is a new call): a repeat finds the stored event.
    submissionId: `${booking.id}.outcome.${booking.sequence}`,
    createdAt: now,
    tag,
    payload,
    attribution: { pagePath: MANAGE_PATH },
    giveUpAt: now + GIVE_UP_AFTER_MS,
    mailJobs,
  };
}

export async function markCallOutcome(
  deps: BookingDeps,
  bookingId: string,
  outcome: CallOutcome,
): Promise<MarkResult> {
  const now = deps.clock();
  let event: NewLead | undefined;
  const result = await deps.store.bookings.markOutcome(bookingId, outcome, now, (booking) => {
    event = outcomeEvent(deps, booking, outcome, now);
    return event;
  });
  if (result.kind !== "marked") return result;
  logLeadEvent("booking.outcome_marked", { bookingId, leadId: result.lead.id, outcome });
  try {
    deps.scheduleMail?.(event?.mailJobs ?? []);
    deps.scheduleDelivery(result.lead.id);
  } catch {
    // Stored: the retry loops deliver and send them.
  }
  return result;
}
