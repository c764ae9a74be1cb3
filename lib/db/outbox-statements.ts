import "server-only";

// Rows are claimed under a lease by single atomic statements, so two processes never hold the same row.
import { randomUUID } from "node:crypto";

import { sql, type Kysely, type Selectable } from "kysely";

import type { StoreKind } from "./connection";
import type { LeadDatabase } from "./schema";

export type OutboxTable = "leads" | "mail_jobs" | "conversion_events";
export type OutboxRow<T extends OutboxTable> = Selectable<LeadDatabase[T]>;

const DONE = {
  leads: { status: "delivered", at: "delivered_at" },
  mail_jobs: { status: "sent", at: "sent_at" },
  conversion_events: { status: "sent", at: "sent_at" },
} as const;

const ERROR_MAX_LENGTH = 500;

/** A worker's lease on a row; a statement made with a lost claim changes nothing. */
export interface OutboxClaim {
  id: string;
  claimToken: string;
}

/** Claims unleased pending rows: the due ones, or the given `ids` whether due or not. */
export async function claimRows<T extends OutboxTable>(
  db: Kysely<LeadDatabase>,
  table: T,
  kind: StoreKind,
  options: { now: number; limit: number; leaseMs: number; ids?: string[] },
): Promise<OutboxRow<T>[]> {
  const { now, limit, leaseMs, ids } = options;
  if (ids?.length === 0) return [];
  const name: OutboxTable = table;
  const rows = await db
    .updateTable(name)
    .set({ claim_token: randomUUID(), claimed_until: now + leaseMs, updated_at: now })
    .where("id", "in", (eb) =>
      eb
        .selectFrom(name)
        .select("id")
        .where("status", "=", "pending")
        .$if(ids === undefined, (select) => select.where("next_attempt_at", "<=", now))
        .$if(ids !== undefined, (select) => select.where("id", "in", ids ?? []))
        .where((inner) => inner.or([inner("claimed_until", "is", null), inner("claimed_until", "<=", now)]))
        .orderBy("next_attempt_at")
        .limit(limit)
        // Concurrent claimers on PostgreSQL skip each other's rows instead of waiting for them.
        .$if(kind === "postgres", (select) => select.forUpdate().skipLocked()),
    )
    // Re-checked on the row itself: a row another claimer just took no longer qualifies.
    .where("status", "=", "pending")
    .where((eb) => eb.or([eb("claimed_until", "is", null), eb("claimed_until", "<=", now)]))
    .returningAll()
    .execute();
  // Kysely types a statement over either table with both tables' columns; these rows all come from `table`.
  return rows as OutboxRow<T>[];
}

async function endAttempt(
  db: Kysely<LeadDatabase>,
  table: OutboxTable,
  claim: OutboxClaim,
  now: number,
  fields: {
    status: "pending" | "failed" | "delivered" | "sent";
    next_attempt_at: number | null;
    last_error?: string;
    delivered_at?: number;
    sent_at?: number;
  },
): Promise<boolean> {
  const result = await db
    .updateTable(table)
    .set((eb) => ({
      ...fields,
      attempts: eb("attempts", "+", 1),
      claim_token: null,
      claimed_until: null,
      updated_at: now,
    }))
    .where("id", "=", claim.id)
    .where("claim_token", "=", claim.claimToken)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export function markRowDone(
  db: Kysely<LeadDatabase>,
  table: OutboxTable,
  claim: OutboxClaim,
  now: number,
): Promise<boolean> {
  const done = DONE[table];
  return endAttempt(db, table, claim, now, { status: done.status, [done.at]: now, next_attempt_at: null });
}

/** Due again at `nextAttemptAt`, or failed when it is null; false when the claim was lost. */
export function markRowFailed(
  db: Kysely<LeadDatabase>,
  table: OutboxTable,
  claim: OutboxClaim,
  outcome: { now: number; error: string; nextAttemptAt: number | null },
): Promise<boolean> {
  const { now, error, nextAttemptAt } = outcome;
  return endAttempt(db, table, claim, now, {
    status: nextAttemptAt === null ? "failed" : "pending",
    last_error: error.slice(0, ERROR_MAX_LENGTH),
    next_attempt_at: nextAttemptAt,
  });
}

// A lead stored while no webhook was configured is retried like a failed one.
const REQUEUED = {
  leads: ["pending", "stored", "failed"],
  mail_jobs: ["pending", "failed"],
  conversion_events: ["pending", "failed"],
} as const;

// Requeueing all skips `keepKind` mail jobs: reminders must never go out early or late.
export async function requeueRows(
  db: Kysely<LeadDatabase>,
  table: OutboxTable,
  options: { id?: string; now: number; giveUpAt: number; keepKind?: string },
): Promise<number> {
  const { id, now, giveUpAt, keepKind } = options;
  const result = await db
    .updateTable(table)
    .set({ status: "pending", next_attempt_at: now, give_up_at: giveUpAt, updated_at: now })
    .where("status", "in", [...REQUEUED[table]])
    .$if(id !== undefined, (update) => update.where("id", "=", id ?? ""))
    .$if(id === undefined && keepKind !== undefined, (update) =>
      update.where(sql<boolean>`kind <> ${keepKind}`),
    )
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}

export async function countRowsByStatus<S extends string>(
  db: Kysely<LeadDatabase>,
  table: OutboxTable,
  statuses: readonly S[],
): Promise<Record<S, number>> {
  const rows = await db
    .selectFrom(table)
    .select((eb) => ["status", eb.fn.countAll<number | string>().as("count")])
    .groupBy("status")
    .execute();
  const counts = Object.fromEntries(statuses.map((status) => [status, 0])) as Record<S, number>;
  for (const row of rows) if (row.status in counts) counts[row.status as S] = Number(row.count);
  return counts;
}
