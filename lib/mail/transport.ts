import "server-only";

import { siteConfig } from "@/content/site";

import type { MailMessage } from "./message";
import { oneLine } from "./text";

// A mail server that accepts the connection and then stalls must not hold a job's claim for minutes.
export const SMTP_CONNECT_TIMEOUT_MS = 10_000;
export const SMTP_SEND_TIMEOUT_MS = 30_000;

export interface MailTransport {
  send(message: MailMessage, options: { messageId: string }): Promise<void>;
  close(): void;
}

export function mailFrom(configured: string | undefined): string {
  return configured ?? `"${siteConfig.name}" <${siteConfig.email}>`;
}

function senderDomain(from: string): string {
  return /@([A-Za-z0-9.-]+)/.exec(from)?.[1] ?? new URL(siteConfig.url).hostname;
}

export async function smtpTransport(config: { url: string; from: string }): Promise<MailTransport> {
  // Loaded on first use, so a site without SMTP_URL never loads it.
  const { createTransport } = await import("nodemailer");
  const transporter = createTransport({
    url: config.url,
    connectionTimeout: SMTP_CONNECT_TIMEOUT_MS,
    greetingTimeout: SMTP_CONNECT_TIMEOUT_MS,
    socketTimeout: SMTP_SEND_TIMEOUT_MS,
  });
  const domain = senderDomain(config.from);
  return {
    async send(message, { messageId }) {
      await transporter.sendMail({
        from: config.from,
        to: message.to,
        replyTo: message.replyTo,
        // Stored messages are rendered one-line already; this keeps a hand-edited row from adding headers too.
        subject: oneLine(message.subject),
        text: message.text,
        html: message.html,
        // One Message-ID per job: a receiver that sees a resend after a lost answer can tell it is the same email.
        messageId: `<${messageId}@${domain}>`,
        attachments: message.attachments?.map((attachment) => ({
          filename: attachment.filename,
          contentType: attachment.contentType,
          content: attachment.content,
        })),
      });
    },
    close() {
      transporter.close();
    },
  };
}
