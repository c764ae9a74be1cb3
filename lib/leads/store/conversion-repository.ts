import "server-only";

import type { Kysely, Selectable } from "kysely";

import {
  CONVERSION_STATUSES,
  type ConversionContext,
  type ConversionDestination,
  type ConversionStatus,
  type ConversionValue,
} from "@/lib/conversions/events";
import type { StoreKind } from "@/lib/db/connection";
import {
  claimRows,
  countRowsByStatus,
  markRowDone,
  markRowFailed,
  requeueRows,
} from "@/lib/db/outbox-statements";
import type { ConversionEventsTable, LeadDatabase } from "@/lib/db/schema";
import { STAGE_CURRENCIES } from "@/lib/leads/stages";

import { readPlatformHealth } from "./conversion-health";
import type { LeadConversions, NewConversion } from "./records";

export function conversionId(row: Pick<NewConversion, "leadId" | "event" | "destination">): string {
  return `${row.leadId}:${row.event}:${row.destination}`;
}

export async function insertConversions(
  db: Kysely<LeadDatabase>,
  rows: readonly NewConversion[],
): Promise<void> {
  if (rows.length === 0) return;
  await db
    .insertInto("conversion_events")
    .values(
      rows.map((row) => ({
        id: conversionId(row),
        lead_id: row.leadId,
        event: row.event,
        destination: row.destination,
        created_at: row.createdAt,
        event_time: row.eventTime,
        status: "pending" as const,
        attempts: 0,
        last_error: null,
        next_attempt_at: row.createdAt,
        give_up_at: row.giveUpAt,
        sent_at: null,
        claim_token: null,
        claimed_until: null,
        updated_at: row.createdAt,
        request_id: null,
        verdict: null,
        verdict_checked_at: null,
      })),
    )
    .onConflict((conflict) => conflict.column("id").doNothing())
    .execute();
}

export async function insertLeadConversions(
  db: Kysely<LeadDatabase>,
  conversions: LeadConversions,
): Promise<void> {
  const leadId = conversions.rows[0]?.leadId;
  if (leadId === undefined) return;
  await db
    .insertInto("conversion_contexts")
    .values({
      lead_id: leadId,
      context: JSON.stringify(conversions.context),
      created_at: conversions.rows[0]!.createdAt,
    })
    .onConflict((conflict) => conflict.column("lead_id").doNothing())
    .execute();
  await insertConversions(db, conversions.rows);
}

export interface StoredConversion {
  id: string;
  leadId: string;
  event: string;
  destination: string;
  createdAt: number;
  eventTime: number;
  status: ConversionStatus;
  attempts: number;
  lastError: string | null;
  nextAttemptAt: number | null;
  giveUpAt: number;
  sentAt: number | null;
  requestId: string | null;
  verdict: ConversionVerdict | null;
}

export type ConversionVerdict = "processing" | "success" | "failed";

// What the agency sees: an accepted Google upload is "processing" until Google's verdict.
export type ShownConversionStatus = ConversionStatus | "processing";

export function shownStatus(row: Pick<StoredConversion, "status" | "verdict">): ShownConversionStatus {
  return row.status === "sent" && row.verdict === "processing" ? "processing" : row.status;
}

export interface PlatformHealth {
  pending: number;
  processing: number;
  failed: number;
  expired: number;
  sent: number;
  lastSuccessAt: number | null;
  // The first event queued after the last success that failed, and the latest failed attempt since.
  failingSince: number | null;
  lastFailureAt: number | null;
}

export interface ClaimedConversion extends StoredConversion {
  claimToken: string;
  claimedUntil: number;
  context: ConversionContext | undefined;
  value?: ConversionValue;
}

type ConversionRow = Selectable<ConversionEventsTable>;

function toStored(row: ConversionRow): StoredConversion {
  return {
    id: row.id,
    leadId: row.lead_id,
    event: row.event,
    destination: row.destination,
    createdAt: row.created_at,
    eventTime: row.event_time,
    status: row.status,
    attempts: row.attempts,
    lastError: row.last_error,
    nextAttemptAt: row.next_attempt_at,
    giveUpAt: row.give_up_at,
    sentAt: row.sent_at,
    requestId: row.request_id,
    verdict: row.verdict,
  };
}

export type ConversionCounts = Record<ConversionStatus, number>;

async function wonValues(
  db: Kysely<LeadDatabase>,
  leadIds: readonly string[],
): Promise<Map<string, ConversionValue>> {
  const values = new Map<string, ConversionValue>();
  if (leadIds.length === 0) return values;
  const stages = await db
    .selectFrom("lead_stages")
    .select(["lead_id", "value_cents", "currency"])
    .where("stage", "=", "won")
    .where("value_cents", "is not", null)
    .where("lead_id", "in", [...leadIds])
    .orderBy("created_at")
    .orderBy("id")
    .execute();
  for (const stage of stages) {
    if (values.has(stage.lead_id) || stage.value_cents === null) continue;
    values.set(stage.lead_id, {
      amount: Number(stage.value_cents) / 100,
      currency: stage.currency ?? STAGE_CURRENCIES[0],
    });
  }
  return values;
}

export interface ConversionRepository {
  enqueue(rows: readonly NewConversion[]): Promise<void>;
  context(leadId: string): Promise<ConversionContext | undefined>;
  get(id: string): Promise<StoredConversion | undefined>;
  /** `status` as shown: "processing" is a sent Google upload awaiting its verdict, "sent" one that is not. */
  list(options?: {
    status?: ShownConversionStatus;
    leadId?: string;
    limit?: number;
  }): Promise<StoredConversion[]>;
  countByStatus(): Promise<ConversionCounts>;
  claimDue(options: {
    now: number;
    limit: number;
    leaseMs: number;
    ids?: string[];
  }): Promise<ClaimedConversion[]>;
  markSent(claim: ClaimedConversion, now: number, requestId?: string): Promise<boolean>;
  /** Accepted Google uploads whose verdict is due a look: never checked, or last checked before `checkedBefore`. */
  awaitingVerdict(options: {
    checkedBefore: number;
    sentAfter: number;
    limit: number;
  }): Promise<StoredConversion[]>;
  recordVerdict(
    id: string,
    verdict: { now: number; kind: ConversionVerdict; reason?: string },
  ): Promise<void>;
  platformHealth(): Promise<Record<ConversionDestination, PlatformHealth>>;
  markAttemptFailed(
    claim: ClaimedConversion,
    outcome: { now: number; error: string; nextAttemptAt: number | null },
  ): Promise<boolean>;
  /** Past the platform's window the conversion is never sent; false when the claim was lost. */
  markExpired(claim: ClaimedConversion, now: number, reason: string): Promise<boolean>;
  requeue(options: { id?: string; now: number; giveUpAt: number }): Promise<number>;
}

export function createConversionRepository(
  ready: () => Promise<Kysely<LeadDatabase>>,
  kind: StoreKind,
): ConversionRepository {
  return {
    async enqueue(rows) {
      await insertConversions(await ready(), rows);
    },

    async context(leadId) {
      const row = await (
        await ready()
      )
        .selectFrom("conversion_contexts")
        .select("context")
        .where("lead_id", "=", leadId)
        .executeTakeFirst();
      return row ? (JSON.parse(row.context) as ConversionContext) : undefined;
    },

    async get(id) {
      const row = await (
        await ready()
      )
        .selectFrom("conversion_events")
        .selectAll()
        .where("id", "=", id)
        .executeTakeFirst();
      return row ? toStored(row) : undefined;
    },

    async list(options = {}) {
      let query = (await ready())
        .selectFrom("conversion_events")
        .selectAll()
        .orderBy("created_at", "desc")
        .orderBy("id");
      const { status } = options;
      if (status === "processing")
        query = query.where("status", "=", "sent").where("verdict", "=", "processing");
      else if (status === "sent")
        query = query
          .where("status", "=", "sent")
          .where((eb) => eb.or([eb("verdict", "is", null), eb("verdict", "!=", "processing")]));
      else if (status) query = query.where("status", "=", status);
      if (options.leadId) query = query.where("lead_id", "=", options.leadId);
      if (options.limit !== undefined) query = query.limit(options.limit);
      return (await query.execute()).map(toStored);
    },

    async countByStatus() {
      return countRowsByStatus(await ready(), "conversion_events", CONVERSION_STATUSES);
    },

    async claimDue(options) {
      const db = await ready();
      const rows = await claimRows(db, "conversion_events", kind, options);
      const leadIds = [...new Set(rows.map((row) => row.lead_id))];
      const contexts = leadIds.length
        ? await db.selectFrom("conversion_contexts").selectAll().where("lead_id", "in", leadIds).execute()
        : [];
      const byLead = new Map(
        contexts.map((row) => [row.lead_id, JSON.parse(row.context) as ConversionContext]),
      );
      const values = await wonValues(db, [
        ...new Set(rows.filter((row) => row.event === "won").map((row) => row.lead_id)),
      ]);
      return rows.map((row) => {
        if (row.claim_token === null || row.claimed_until === null)
          throw new Error(`Conversion ${row.id} is not claimed`);
        return {
          ...toStored(row),
          claimToken: row.claim_token,
          claimedUntil: row.claimed_until,
          context: byLead.get(row.lead_id),
          ...(row.event === "won" && values.has(row.lead_id) ? { value: values.get(row.lead_id) } : {}),
        };
      });
    },

    async markSent(claim, now, requestId) {
      const db = await ready();
      if (!requestId) return markRowDone(db, "conversion_events", claim, now);
      return db.transaction().execute(async (trx) => {
        if (!(await markRowDone(trx, "conversion_events", claim, now))) return false;
        await trx
          .updateTable("conversion_events")
          .set({ request_id: requestId, verdict: "processing", verdict_checked_at: now })
          .where("id", "=", claim.id)
          .execute();
        return true;
      });
    },

    async awaitingVerdict({ checkedBefore, sentAfter, limit }) {
      const rows = await (
        await ready()
      )
        .selectFrom("conversion_events")
        .selectAll()
        .where("verdict", "=", "processing")
        .where("status", "=", "sent")
        .where("verdict_checked_at", "<", checkedBefore)
        .where("sent_at", ">", sentAfter)
        .orderBy("verdict_checked_at")
        .limit(limit)
        .execute();
      return rows.map(toStored);
    },

    async recordVerdict(id, { now, kind, reason }) {
      await (
        await ready()
      )
        .updateTable("conversion_events")
        .set({
          verdict: kind,
          verdict_checked_at: now,
          updated_at: now,
          ...(kind === "failed" ? { status: "failed" as const, last_error: reason ?? "Google: failed" } : {}),
        })
        .where("id", "=", id)
        .where("verdict", "=", "processing")
        .execute();
    },

    async platformHealth() {
      return readPlatformHealth(await ready());
    },

    async markAttemptFailed(claim, outcome) {
      return markRowFailed(await ready(), "conversion_events", claim, outcome);
    },

    async markExpired(claim, now, reason) {
      const result = await (
        await ready()
      )
        .updateTable("conversion_events")
        .set({
          status: "expired",
          last_error: reason,
          next_attempt_at: null,
          claim_token: null,
          claimed_until: null,
          updated_at: now,
        })
        .where("id", "=", claim.id)
        .where("claim_token", "=", claim.claimToken)
        .executeTakeFirst();
      return Number(result.numUpdatedRows) === 1;
    },

    async requeue(options) {
      return requeueRows(await ready(), "conversion_events", options);
    },
  };
}
