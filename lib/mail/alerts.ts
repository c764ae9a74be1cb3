import "server-only";

import type { LeadStore } from "@/lib/leads/store/lead-store";

import { MAIL_JOB_KINDS, mailJob } from "./jobs";
import { logMailEvent } from "./log";
import { leadFailedAlert, leadsWaitingAlert } from "./templates/ops-alert";

const HOUR_MS = 60 * 60_000;

export async function queueLeadFailedAlert(
  store: LeadStore,
  to: string[],
  lead: { id: string; tag: string; createdAt: number; attempts: number; error: string },
  now: number,
): Promise<string | undefined> {
  if (to.length === 0) return undefined;
  const id = `${lead.id}.${MAIL_JOB_KINDS.leadFailedAlert}`;
  await store.mail.enqueue([
    mailJob(
      { id, kind: MAIL_JOB_KINDS.leadFailedAlert, leadId: lead.id, message: leadFailedAlert(to, lead) },
      now,
    ),
  ]);
  logMailEvent("mail.alert_queued", { jobId: id, kind: MAIL_JOB_KINDS.leadFailedAlert });
  return id;
}

// The id names the hour, so instances checking at the same moment queue it once.
export async function queueLeadsWaitingAlert(
  store: LeadStore,
  config: { to: string[]; afterMinutes: number },
  now: number,
): Promise<string | undefined> {
  if (config.to.length === 0) return undefined;
  const waiting = await store.mail.leadsWaiting(now - config.afterMinutes * 60_000);
  if (waiting.count === 0 || waiting.oldestCreatedAt === null) return undefined;
  const last = await store.mail.lastQueuedAt(MAIL_JOB_KINDS.leadsWaitingAlert);
  if (last !== undefined && now - last < HOUR_MS) return undefined;
  const id = `${MAIL_JOB_KINDS.leadsWaitingAlert}.${Math.floor(now / HOUR_MS)}`;
  const message = leadsWaitingAlert(config.to, {
    count: waiting.count,
    oldestCreatedAt: waiting.oldestCreatedAt,
    afterMinutes: config.afterMinutes,
  });
  await store.mail.enqueue([mailJob({ id, kind: MAIL_JOB_KINDS.leadsWaitingAlert, message }, now)]);
  logMailEvent("mail.alert_queued", {
    jobId: id,
    kind: MAIL_JOB_KINDS.leadsWaitingAlert,
    count: waiting.count,
  });
  return id;
}
