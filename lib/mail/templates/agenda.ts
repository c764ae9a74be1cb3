import { agendaEmailCopy as copy } from "@/content/emails";

import type { MailMessage } from "../message";
import { escapeHtml, htmlDocument, oneLine } from "../text";

export interface AgendaCall {
  time: string;
  name: string;
  business: string;
  phone: string;
  visitorTime: string;
  bookingId: string;
}

export interface AgendaEmailInput {
  to: string[];
  dateLabel: string;
  zoneName: string;
  calls: AgendaCall[];
}

function cells(call: AgendaCall): string[] {
  return [call.time, call.name, call.business, call.phone, call.visitorTime, call.bookingId].map(oneLine);
}

export function agendaEmail(input: AgendaEmailInput): MailMessage {
  const subject = copy.subject(input.dateLabel, input.calls.length);
  const intro = copy.intro(input.zoneName);
  const text = [
    subject,
    "",
    intro,
    "",
    ...input.calls.map((call) => cells(call).filter(Boolean).join(" | ")),
    "",
    copy.footer,
  ].join("\n");
  const row = (values: string[], tag: "th" | "td") =>
    `<tr>${values.map((value) => `<${tag} align="left" style="padding:4px 12px 4px 0">${escapeHtml(value)}</${tag}>`).join("")}</tr>`;
  const html = htmlDocument(
    subject,
    [
      `<p>${escapeHtml(intro)}</p>`,
      '<table cellpadding="4" style="border-collapse:collapse">',
      row([...copy.columns], "th"),
      ...input.calls.map((call) => row(cells(call), "td")),
      "</table>",
      `<p>${escapeHtml(copy.footer)}</p>`,
    ].join("\n"),
  );
  return { to: input.to, subject, text, html };
}
