/** The visitor's booking emails: confirmation, reschedule and cancellation, each with the calendar invite attached. */
import type { MailMessage } from "../message";

export interface BookingEmailInput {
  kind: "confirmed" | "rescheduled" | "cancelled";
  to: string;
  firstName: string;
  /** The call's time in the visitor's zone, e.g. "Tuesday, December 1, 2026 at 9:00 AM Pacific Time". */
  whenVisitor: string;
  /** The same instant in the agency's zone, e.g. "11:00 AM Central Time". */
  whenAgency: string;
  /** For a reschedule: the time it moved from, in the visitor's zone. */
  previousWhenVisitor?: string;
  /** Absolute signed link to reschedule or cancel; absent on a cancellation. */
  manageUrl?: string;
  /** The iCalendar text (REQUEST, or CANCEL for a cancellation). */
  ics: string;
}

export function bookingVisitorEmail(input: BookingEmailInput): MailMessage {
  const subject = {
    confirmed: "Your strategy call is booked",
    rescheduled: "Your strategy call has moved",
    cancelled: "Your strategy call is cancelled",
  }[input.kind];
  const lines = [
    `Hi ${input.firstName},`,
    "",
    `${subject}: ${input.whenVisitor} (${input.whenAgency}).`,
    ...(input.manageUrl ? ["", `Reschedule or cancel: ${input.manageUrl}`] : []),
  ];
  return {
    to: [input.to],
    subject,
    text: lines.join("\n"),
    html: `<p>${lines.join("<br>")}</p>`,
    attachments: [
      {
        filename: input.kind === "cancelled" ? "cancel.ics" : "invite.ics",
        contentType: `text/calendar; charset=utf-8; method=${input.kind === "cancelled" ? "CANCEL" : "REQUEST"}`,
        content: input.ics,
      },
    ],
  };
}
