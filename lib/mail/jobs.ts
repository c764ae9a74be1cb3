import { guideHref } from "@/content/guide-files";
import { marketingGuide, roofingGuide } from "@/content/guides";
import type { ServerEnv } from "@/lib/env";
import { GIVE_UP_AFTER_MS } from "@/lib/leads/backoff";
import { LEAD_TAGS } from "@/lib/leads/shared/tags";
import type { NewMailJob } from "@/lib/leads/store/records";

import { guideEmail } from "./templates/guide";
import { agencyNoticeEmail, type NoticeLead } from "./templates/lead-notice";
import { siteLink } from "./text";

export const MAIL_JOB_KINDS = {
  agencyNotice: "agency-notice",
  guide: "guide",
  bookingVisitor: "booking-visitor",
  leadFailedAlert: "ops-lead-failed",
  leadsWaitingAlert: "ops-leads-waiting",
  conversionsFailingAlert: "ops-conversions-failing",
} as const;

export const MAIL_GIVE_UP_AFTER_MS = GIVE_UP_AFTER_MS;

export type MailJobsEnv = Pick<ServerEnv, "LEAD_NOTIFY_EMAIL" | "NEXT_PUBLIC_SITE_URL" | "BOOKING_TIME_ZONE">;

const GUIDES: Partial<Record<string, { title: string; file: string }>> = {
  [LEAD_TAGS.freeGuide]: { title: marketingGuide.title, file: marketingGuide.fileName },
  [LEAD_TAGS.roofingLeadMagnet]: { title: roofingGuide.title, file: roofingGuide.fileName },
};

export function mailJob(job: Omit<NewMailJob, "createdAt" | "giveUpAt">, now: number): NewMailJob {
  return { ...job, createdAt: now, giveUpAt: now + MAIL_GIVE_UP_AFTER_MS };
}

// Ids derive from the lead's, so a lead can never queue the same email twice.
export function mailJobsForLead(
  lead: NoticeLead,
  { now, env }: { now: number; env: MailJobsEnv },
): NewMailJob[] {
  const jobs: NewMailJob[] = [];
  if (env.LEAD_NOTIFY_EMAIL.length > 0) {
    jobs.push(
      mailJob(
        {
          id: `${lead.id}.${MAIL_JOB_KINDS.agencyNotice}`,
          kind: MAIL_JOB_KINDS.agencyNotice,
          leadId: lead.id,
          message: agencyNoticeEmail(lead, {
            to: env.LEAD_NOTIFY_EMAIL,
            siteUrl: env.NEXT_PUBLIC_SITE_URL,
            agencyTimeZone: env.BOOKING_TIME_ZONE,
          }),
        },
        now,
      ),
    );
  }
  const guide = GUIDES[lead.tag];
  const email = lead.payload.email;
  if (guide && typeof email === "string") {
    jobs.push(
      mailJob(
        {
          id: `${lead.id}.${MAIL_JOB_KINDS.guide}`,
          kind: MAIL_JOB_KINDS.guide,
          leadId: lead.id,
          message: guideEmail({
            to: email,
            title: guide.title,
            pdfUrl: siteLink(env.NEXT_PUBLIC_SITE_URL, guideHref(guide.file)),
          }),
        },
        now,
      ),
    );
  }
  return jobs;
}
