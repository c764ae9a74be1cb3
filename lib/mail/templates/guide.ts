import { guideEmailCopy as copy } from "@/content/emails";

import type { MailMessage } from "../message";
import { escapeHtml, htmlDocument, oneLine } from "../text";

export interface GuideEmailInput {
  to: string;
  title: string;
  pdfUrl: string;
}

export function guideEmail(input: GuideEmailInput): MailMessage {
  const subject = oneLine(copy.subject(input.title));
  return {
    to: [input.to],
    subject,
    text: [
      copy.greeting,
      "",
      copy.body,
      "",
      `${input.title}`,
      input.pdfUrl,
      "",
      copy.closing,
      "",
      copy.signature,
    ].join("\n"),
    html: htmlDocument(
      subject,
      [
        `<p>${escapeHtml(copy.greeting)}</p>`,
        `<p>${escapeHtml(copy.body)}</p>`,
        `<p><a href="${escapeHtml(input.pdfUrl)}">${escapeHtml(input.title)}</a></p>`,
        `<p>${escapeHtml(copy.closing)}</p>`,
        `<p>${escapeHtml(copy.signature)}</p>`,
      ].join("\n"),
    ),
  };
}
