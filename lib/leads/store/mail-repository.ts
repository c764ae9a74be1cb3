import "server-only";

/** The mail outbox's rows: queued with a lead or on their own, then claimed, sent and retried by the mail worker. */
import { randomUUID } from "node:crypto";

import type { Kysely, Selectable } from "kysely";

import type { MailMessage } from "@/lib/mail/message";

import {
  MAIL_JOB_STATUSES,
  type LeadDatabase,
  type LeadStore,
  type MailJobsTable,
  type MailJobStatus,
  type NewMailJob,
} from "./types";

const ERROR_MAX_LENGTH = 500;

/** Queues emails; pass a transaction to commit them with the rows they belong to. A job id already queued is kept. */
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
        next_attempt_at: job.createdAt,
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

/** A job this process holds the sending claim for, until `claimedUntil`. */
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
  /** Queues emails that belong to no new lead (ops alerts, booking changes). */
  enqueue(jobs: NewMailJob[]): Promise<void>;
  get(id: string): Promise<StoredMailJob | undefined>;
  /** Newest first. */
  list(options?: { status?: MailJobStatus; limit?: number }): Promise<StoredMailJob[]>;
  countByStatus(): Promise<MailJobCounts>;
  /** Atomically claims up to `limit` pending jobs that are due and unclaimed (or the given ones, due or not). */
  claimDue(options: {
    now: number;
    limit: number;
    leaseMs: number;
    ids?: string[];
  }): Promise<ClaimedMailJob[]>;
  /** False when the claim was lost (it expired and another process took the job). */
  markSent(claim: ClaimedMailJob, now: number): Promise<boolean>;
  markAttemptFailed(
    claim: ClaimedMailJob,
    outcome: { now: number; error: string; nextAttemptAt: number | null },
  ): Promise<boolean>;
  /** Makes pending or failed jobs (one, or all when `id` is absent) due now with a fresh give-up time; returns how many. */
  requeue(options: { id?: string; now: number; giveUpAt: number }): Promise<number>;
  /** When the newest job of a kind was queued, for alerts that go out at most so often. */
  lastQueuedAt(kind: string): Promise<number | undefined>;
  /** Leads still waiting for the webhook that were stored before `createdBefore`: how many, and the oldest's time. */
  leadsWaiting(createdBefore: number): Promise<{ count: number; oldestCreatedAt: number | null }>;
}

export function createMailRepository(
  ready: () => Promise<Kysely<LeadDatabase>>,
  kind: LeadStore["kind"],
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
      const rows = await (
        await ready()
      )
        .selectFrom("mail_jobs")
        .select((eb) => ["status", eb.fn.countAll<number | string>().as("count")])
        .groupBy("status")
        .execute();
      const counts = Object.fromEntries(MAIL_JOB_STATUSES.map((status) => [status, 0])) as MailJobCounts;
      for (const row of rows) counts[row.status] = Number(row.count);
      return counts;
    },

    async claimDue({ now, limit, leaseMs, ids }) {
      if (ids?.length === 0) return [];
      const conn = await ready();
      const rows = await conn
        .updateTable("mail_jobs")
        .set({ claim_token: randomUUID(), claimed_until: now + leaseMs, updated_at: now })
        .where("id", "in", (eb) =>
          eb
            .selectFrom("mail_jobs")
            .select("id")
            .where("status", "=", "pending")
            .$if(ids === undefined, (select) => select.where("next_attempt_at", "<=", now))
            .$if(ids !== undefined, (select) => select.where("id", "in", ids ?? []))
            .where((inner) =>
              inner.or([inner("claimed_until", "is", null), inner("claimed_until", "<=", now)]),
            )
            .orderBy("next_attempt_at")
            .limit(limit)
            // Concurrent claimers on PostgreSQL skip each other's rows instead of waiting for them.
            .$if(kind === "postgres", (select) => select.forUpdate().skipLocked()),
        )
        .where("status", "=", "pending")
        .where((eb) => eb.or([eb("claimed_until", "is", null), eb("claimed_until", "<=", now)]))
        .returningAll()
        .execute();
      return rows.map(toClaimedMailJob);
    },

    async markSent(claim, now) {
      const result = await (
        await ready()
      )
        .updateTable("mail_jobs")
        .set((eb) => ({
          status: "sent",
          attempts: eb("attempts", "+", 1),
          sent_at: now,
          next_attempt_at: null,
          claim_token: null,
          claimed_until: null,
          updated_at: now,
        }))
        .where("id", "=", claim.id)
        .where("claim_token", "=", claim.claimToken)
        .executeTakeFirst();
      return Number(result.numUpdatedRows) === 1;
    },

    async markAttemptFailed(claim, { now, error, nextAttemptAt }) {
      const result = await (
        await ready()
      )
        .updateTable("mail_jobs")
        .set((eb) => ({
          status: nextAttemptAt === null ? "failed" : "pending",
          attempts: eb("attempts", "+", 1),
          last_error: error.slice(0, ERROR_MAX_LENGTH),
          next_attempt_at: nextAttemptAt,
          claim_token: null,
          claimed_until: null,
          updated_at: now,
        }))
        .where("id", "=", claim.id)
        .where("claim_token", "=", claim.claimToken)
        .executeTakeFirst();
      return Number(result.numUpdatedRows) === 1;
    },

    async requeue({ id, now, giveUpAt }) {
      const result = await (
        await ready()
      )
        .updateTable("mail_jobs")
        .set({ status: "pending", next_attempt_at: now, give_up_at: giveUpAt, updated_at: now })
        .where("status", "in", ["pending", "failed"])
        .$if(id !== undefined, (update) => update.where("id", "=", id ?? ""))
        .executeTakeFirst();
      return Number(result.numUpdatedRows);
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
