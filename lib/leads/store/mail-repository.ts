import "server-only";

import type { Kysely, Selectable } from "kysely";

import type { StoreKind } from "@/lib/db/connection";
import {
  claimRows,
  countRowsByStatus,
  markRowDone,
  markRowFailed,
  requeueRows,
} from "@/lib/db/outbox-statements";
import {
  MAIL_JOB_STATUSES,
  type LeadDatabase,
  type MailJobsTable,
  type MailJobStatus,
} from "@/lib/db/schema";
import type { MailMessage } from "@/lib/mail/message";

import { BOOKING_REMINDER_KIND } from "./booking-reminders";
import type { NewMailJob } from "./records";

/** Pass a transaction to commit the emails with the rows they belong to; a job id already queued is kept. */
export async function insertMailJobs(db: Kysely<LeadDatabase>, jobs: NewMailJob[]): Promise<void> {
  if (jobs.length === 0) return;
  await db
    .insertInto("mail_jobs")
    .values(
      jobs.map((job) => ({
        id: job.id,
        created_at: job.createdAt,
        kind: job.kind,
        lead_id: job.leadId ?? null,
        recipients: job.message.to.map((address) => address.toLowerCase()).join(","),
        message: JSON.stringify(job.message),
        status: "pending" as const,
        attempts: 0,
        last_error: null,
        next_attempt_at: job.dueAt ?? job.createdAt,
        give_up_at: job.giveUpAt,
        sent_at: null,
        claim_token: null,
        claimed_until: null,
        updated_at: job.createdAt,
      })),
    )
    .onConflict((conflict) => conflict.column("id").doNothing())
    .execute();
}

export interface StoredMailJob {
  id: string;
  createdAt: number;
  kind: string;
  leadId: string | null;
  recipients: string[];
  message: MailMessage;
  status: MailJobStatus;
  attempts: number;
  lastError: string | null;
  nextAttemptAt: number | null;
  giveUpAt: number;
  sentAt: number | null;
}

export interface ClaimedMailJob extends StoredMailJob {
  claimToken: string;
  claimedUntil: number;
}

export type MailJobCounts = Record<MailJobStatus, number>;

type MailJobRow = Selectable<MailJobsTable>;

function toStoredMailJob(row: MailJobRow): StoredMailJob {
  return {
    id: row.id,
    createdAt: row.created_at,
    kind: row.kind,
    leadId: row.lead_id,
    recipients: row.recipients ? row.recipients.split(",") : [],
    message: JSON.parse(row.message) as MailMessage,
    status: row.status,
    attempts: row.attempts,
    lastError: row.last_error,
    nextAttemptAt: row.next_attempt_at,
    giveUpAt: row.give_up_at,
    sentAt: row.sent_at,
  };
}

function toClaimedMailJob(row: MailJobRow): ClaimedMailJob {
  if (row.claim_token === null || row.claimed_until === null)
    throw new Error(`Mail job ${row.id} is not claimed`);
  return { ...toStoredMailJob(row), claimToken: row.claim_token, claimedUntil: row.claimed_until };
}

export interface MailRepository {
  enqueue(jobs: NewMailJob[]): Promise<void>;
  get(id: string): Promise<StoredMailJob | undefined>;
  list(options?: { status?: MailJobStatus; limit?: number }): Promise<StoredMailJob[]>;
  countByStatus(): Promise<MailJobCounts>;
  claimDue(options: {
    now: number;
    limit: number;
    leaseMs: number;
    ids?: string[];
  }): Promise<ClaimedMailJob[]>;
  markSent(claim: ClaimedMailJob, now: number): Promise<boolean>;
  markAttemptFailed(
    claim: ClaimedMailJob,
    outcome: { now: number; error: string; nextAttemptAt: number | null },
  ): Promise<boolean>;
  /** Requeuing all leaves call reminders alone: each has its own due and give-up times. */
  requeue(options: { id?: string; now: number; giveUpAt: number }): Promise<number>;
  lastQueuedAt(kind: string): Promise<number | undefined>;
  leadsWaiting(createdBefore: number): Promise<{ count: number; oldestCreatedAt: number | null }>;
}

export function createMailRepository(
  ready: () => Promise<Kysely<LeadDatabase>>,
  kind: StoreKind,
): MailRepository {
  return {
    async enqueue(jobs) {
      await insertMailJobs(await ready(), jobs);
    },

    async get(id) {
      const row = await (
        await ready()
      )
        .selectFrom("mail_jobs")
        .selectAll()
        .where("id", "=", id)
        .executeTakeFirst();
      return row ? toStoredMailJob(row) : undefined;
    },

    async list(options = {}) {
      let query = (await ready())
        .selectFrom("mail_jobs")
        .selectAll()
        .orderBy("created_at", "desc")
        .orderBy("id");
      if (options.status) query = query.where("status", "=", options.status);
      if (options.limit !== undefined) query = query.limit(options.limit);
      return (await query.execute()).map(toStoredMailJob);
    },

    async countByStatus() {
      return countRowsByStatus(await ready(), "mail_jobs", MAIL_JOB_STATUSES);
    },

    async claimDue(options) {
      return (await claimRows(await ready(), "mail_jobs", kind, options)).map(toClaimedMailJob);
    },

    async markSent(claim, now) {
      return markRowDone(await ready(), "mail_jobs", claim, now);
    },

    async markAttemptFailed(claim, outcome) {
      return markRowFailed(await ready(), "mail_jobs", claim, outcome);
    },

    async requeue(options) {
      return requeueRows(await ready(), "mail_jobs", { ...options, keepKind: BOOKING_REMINDER_KIND });
    },

    async lastQueuedAt(jobKind) {
      const row = await (
        await ready()
      )
        .selectFrom("mail_jobs")
        .select((eb) => eb.fn.max("created_at").as("latest"))
        .where("kind", "=", jobKind)
        .executeTakeFirst();
      return row?.latest === null || row?.latest === undefined ? undefined : Number(row.latest);
    },

    async leadsWaiting(createdBefore) {
      const row = await (
        await ready()
      )
        .selectFrom("leads")
        .select((eb) => [eb.fn.countAll<number | string>().as("count"), eb.fn.min("created_at").as("oldest")])
        .where("status", "=", "pending")
        .where("created_at", "<", createdBefore)
        .executeTakeFirst();
      const count = Number(row?.count ?? 0);
      return { count, oldestCreatedAt: count > 0 && row?.oldest != null ? Number(row.oldest) : null };
    },
  };
}
