import "server-only";

/** The mail outbox's rows: queued with a lead or on their own, then claimed, sent and retried by the mail worker. */
import type { Kysely } from "kysely";

import type { LeadDatabase, LeadStore, NewMailJob } from "./types";

/** Queues emails; pass a transaction to commit them with the rows they belong to. */
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
    .execute();
}

export interface MailRepository {
  /** Queues emails that belong to no new lead (ops alerts, booking changes). */
  enqueue(jobs: NewMailJob[]): Promise<void>;
}

export function createMailRepository(
  ready: () => Promise<Kysely<LeadDatabase>>,
  _kind: LeadStore["kind"],
): MailRepository {
  return {
    async enqueue(jobs) {
      await insertMailJobs(await ready(), jobs);
    },
  };
}
