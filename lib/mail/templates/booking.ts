import { bookingEmailCopy as copy } from "@/content/emails";
import { siteConfig } from "@/content/site";

import type { MailMessage } from "../message";
import { escapeHtml, htmlDocument, oneLine } from "../text";

export interface BookingEmailInput {
  kind: "confirmed" | "rescheduled" | "cancelled";
  to: string;
  firstName: string;
  whenVisitor: string;
  whenAgency: string;
  previousWhenVisitor?: string;
  manageUrl?: string;
  ics: string;
}

export function bookingVisitorEmail(input: BookingEmailInput): MailMessage {
  const cancelled = input.kind === "cancelled";
  const subject = copy.subject[input.kind];
  const greeting = `Hi ${oneLine(input.firstName) || "there"},`;
  const previous = input.previousWhenVisitor ? `${copy.previously} ${input.previousWhenVisitor}` : undefined;
  const agency = `${copy.agencyTime} ${input.whenAgency}`;
  const calendar = cancelled ? copy.calendarCancelled : copy.calendar;
  const rebook = `${copy.rebook} ${siteConfig.phone.display}.`;

  const text = [
    greeting,
    "",
    copy.lead[input.kind],
    input.whenVisitor,
    agency,
    ...(previous ? [previous] : []),
    "",
    ...(input.manageUrl ? [copy.manage, input.manageUrl, ""] : []),
    ...(cancelled ? [rebook, ""] : []),
    calendar,
    "",
    copy.signature,
  ].join("\n");

  const html = htmlDocument(
    subject,
    [
      `<p>${escapeHtml(greeting)}</p>`,
      `<p>${escapeHtml(copy.lead[input.kind])}<br><strong>${escapeHtml(input.whenVisitor)}</strong><br>${escapeHtml(agency)}</p>`,
      ...(previous ? [`<p>${escapeHtml(previous)}</p>`] : []),
      ...(input.manageUrl
        ? [
            `<p>${escapeHtml(copy.manage)}<br><a href="${escapeHtml(input.manageUrl)}">${escapeHtml(input.manageUrl)}</a></p>`,
          ]
        : []),
      ...(cancelled ? [`<p>${escapeHtml(rebook)}</p>`] : []),
      `<p>${escapeHtml(calendar)}</p>`,
      `<p>${escapeHtml(copy.signature)}</p>`,
    ].join("\n"),
  );

  return {
    to: [input.to],
    subject,
    text,
    html,
    attachments: [
      {
        filename: cancelled ? "cancel.ics" : "invite.ics",
        contentType: `text/calendar; charset=utf-8; method=${cancelled ? "CANCEL" : "REQUEST"}`,
        content: input.ics,
      },
    ],
  };
}
