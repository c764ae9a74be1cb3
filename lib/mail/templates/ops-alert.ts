// Ids, counts and times only, never a visitor's data.
import { opsAlertCopy as copy } from "@/content/emails";

import type { MailMessage } from "../message";
import { escapeHtml, htmlDocument } from "../text";
import { sectionsHtml, sectionsText, type Section } from "./rows";

function alert(
  to: string[],
  subject: string,
  intro: string,
  sections: Section[],
  hints: string[],
): MailMessage {
  return {
    to,
    subject,
    text: [intro, "", sectionsText(sections), "", ...hints].join("\n"),
    html: htmlDocument(
      subject,
      [
        `<p>${escapeHtml(intro)}</p>`,
        sectionsHtml(sections),
        ...hints.map((hint) => `<p><code>${escapeHtml(hint)}</code></p>`),
      ].join("\n"),
    ),
  };
}

export function leadFailedAlert(
  to: string[],
  lead: { id: string; tag: string; createdAt: number; attempts: number; error: string },
): MailMessage {
  return alert(
    to,
    copy.failedSubject,
    copy.failedBody,
    [
      {
        heading: "Lead",
        rows: [
          ["Lead id", lead.id],
          ["Form tag", lead.tag],
          ["Received", new Date(lead.createdAt).toISOString()],
          ["Attempts", String(lead.attempts)],
          ["Last error", lead.error],
        ],
      },
    ],
    [`${copy.listHint} failed`, `npm run leads -- retry ${lead.id}`],
  );
}

export function platformsFailingAlert(
  to: string[],
  platforms: { name: string; failingSince: number; failed: number; lastSuccessAt: number | null }[],
): MailMessage {
  return alert(
    to,
    copy.platformFailingSubject(platforms.map((platform) => platform.name).join(", ")),
    copy.platformFailingBody,
    platforms.map((platform) => ({
      heading: platform.name,
      rows: [
        ["Failing since", new Date(platform.failingSince).toISOString()],
        ["Events failed or waiting", String(platform.failed)],
        [
          "Last success",
          platform.lastSuccessAt === null ? "never" : new Date(platform.lastSuccessAt).toISOString(),
        ],
      ],
    })),
    [copy.conversionsListHint, copy.conversionsRetryHint],
  );
}

export function leadsWaitingAlert(
  to: string[],
  waiting: { count: number; oldestCreatedAt: number; afterMinutes: number },
): MailMessage {
  const since = new Date(waiting.oldestCreatedAt).toISOString();
  return alert(
    to,
    copy.waitingSubject(waiting.count),
    copy.waitingBody(waiting.count, since, waiting.afterMinutes),
    [],
    [`${copy.listHint} pending`, copy.retryHint],
  );
}
