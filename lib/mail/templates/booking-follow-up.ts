import { bookingReminderCopy, noShowEmailCopy } from "@/content/emails";

import type { MailMessage } from "../message";
import { escapeHtml, htmlDocument, oneLine } from "../text";

export interface ReminderEmailInput {
  to: string;
  firstName: string;
  inWhen: string;
  whenVisitor: string;
  phone: string;
  manageUrl: string;
}

function greeting(firstName: string): string {
  return `Hi ${oneLine(firstName) || "there"},`;
}

function link(url: string): string {
  return `<a href="${escapeHtml(url)}">${escapeHtml(url)}</a>`;
}

export function bookingReminderEmail(input: ReminderEmailInput): MailMessage {
  const copy = bookingReminderCopy;
  const subject = copy.subject(input.inWhen);
  const lead = copy.lead(input.inWhen);
  const phone = oneLine(input.phone);
  const text = [
    greeting(input.firstName),
    "",
    lead,
    input.whenVisitor,
    "",
    copy.phone,
    phone,
    copy.wrongPhone,
    "",
    copy.manage,
    input.manageUrl,
    "",
    copy.signature,
  ].join("\n");
  const html = htmlDocument(
    subject,
    [
      `<p>${escapeHtml(greeting(input.firstName))}</p>`,
      `<p>${escapeHtml(lead)}<br><strong>${escapeHtml(input.whenVisitor)}</strong></p>`,
      `<p>${escapeHtml(copy.phone)} <strong>${escapeHtml(phone)}</strong><br>${escapeHtml(copy.wrongPhone)}</p>`,
      `<p>${escapeHtml(copy.manage)}<br>${link(input.manageUrl)}</p>`,
      `<p>${escapeHtml(copy.signature)}</p>`,
    ].join("\n"),
  );
  return { to: [input.to], subject, text, html };
}

export interface NoShowEmailInput {
  to: string;
  firstName: string;
  whenVisitor: string;
  rebookUrl: string;
}

export function noShowEmail(input: NoShowEmailInput): MailMessage {
  const copy = noShowEmailCopy;
  const text = [
    greeting(input.firstName),
    "",
    copy.lead,
    input.whenVisitor,
    "",
    copy.rebook,
    input.rebookUrl,
    "",
    copy.orCall,
    "",
    copy.signature,
  ].join("\n");
  const html = htmlDocument(
    copy.subject,
    [
      `<p>${escapeHtml(greeting(input.firstName))}</p>`,
      `<p>${escapeHtml(copy.lead)}<br><strong>${escapeHtml(input.whenVisitor)}</strong></p>`,
      `<p>${escapeHtml(copy.rebook)}<br>${link(input.rebookUrl)}</p>`,
      `<p>${escapeHtml(copy.orCall)}</p>`,
      `<p>${escapeHtml(copy.signature)}</p>`,
    ].join("\n"),
  );
  return { to: [input.to], subject: copy.subject, text, html };
}
