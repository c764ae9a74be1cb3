import "server-only";

import type { Kysely } from "kysely";

import type { ConversionConfig } from "@/lib/conversions/config";
import type { CallOutcome, LeadDatabase } from "@/lib/db/schema";

import type { LeadStage } from "../stages";
import { onLeadOutcome } from "./conversion-hook";
import { toStoredLead } from "./lead-rows";
import type { StoredLead } from "./records";

export interface StageRecord {
  id: string;
  leadId: string;
  stage: LeadStage;
  valueCents: number | null;
  currency: string | null;
  source: string;
  createdAt: number;
  sinceLeadMs: number;
}

export interface NewStage {
  id: string;
  leadId: string;
  stage: LeadStage;
  valueCents: number | null;
  currency: string | null;
  source: "crm" | "cli" | "console";
  now: number;
}

export type AddStageResult = { kind: "added"; stage: StageRecord; lead: StoredLead } | { kind: "no-lead" };

export interface OutcomeRows {
  leads: StoredLead[];
  bookings: { leadId: string; outcome: CallOutcome | null; status: string }[];
  stages: StageRecord[];
}

export interface OutcomeRepository {
  addStage(stage: NewStage): Promise<AddStageResult>;
  stagesFor(leadIds?: readonly string[]): Promise<StageRecord[]>;
  takeSignature(signature: string, now: number, keepMs: number): Promise<boolean>;
  rowsSince(since: number): Promise<OutcomeRows>;
}

function toStage(row: {
  id: string;
  lead_id: string;
  stage: string;
  value_cents: number | string | null;
  currency: string | null;
  source: string;
  created_at: number | string;
  since_lead_ms: number | string;
}): StageRecord {
  return {
    id: row.id,
    leadId: row.lead_id,
    stage: row.stage as LeadStage,
    valueCents: row.value_cents === null ? null : Number(row.value_cents),
    currency: row.currency,
    source: row.source,
    createdAt: Number(row.created_at),
    sinceLeadMs: Number(row.since_lead_ms),
  };
}

export function createOutcomeRepository(
  ready: () => Promise<Kysely<LeadDatabase>>,
  conversions?: ConversionConfig,
): OutcomeRepository {
  return {
    async addStage(stage) {
      const db = await ready();
      return db.transaction().execute(async (trx): Promise<AddStageResult> => {
        const row = await trx
          .selectFrom("leads")
          .selectAll()
          .where("id", "=", stage.leadId)
          .executeTakeFirst();
        if (!row) return { kind: "no-lead" };
        const lead = toStoredLead(row);
        const inserted = await trx
          .insertInto("lead_stages")
          .values({
            id: stage.id,
            lead_id: stage.leadId,
            stage: stage.stage,
            value_cents: stage.valueCents,
            currency: stage.currency,
            source: stage.source,
            created_at: stage.now,
            since_lead_ms: Math.max(0, stage.now - lead.createdAt),
          })
          .returningAll()
          .executeTakeFirstOrThrow();
        const record = toStage(inserted);
        await onLeadOutcome(
          trx,
          lead,
          {
            kind: "stage",
            stage: record.stage,
            valueCents: record.valueCents,
            currency: record.currency,
            at: record.createdAt,
          },
          conversions,
        );
        return { kind: "added", stage: record, lead };
      });
    },

    async stagesFor(leadIds) {
      if (leadIds?.length === 0) return [];
      const rows = await (
        await ready()
      )
        .selectFrom("lead_stages")
        .selectAll()
        .$if(leadIds !== undefined, (query) => query.where("lead_id", "in", [...(leadIds ?? [])]))
        .orderBy("created_at")
        .orderBy("id")
        .execute();
      return rows.map(toStage);
    },

    async takeSignature(signature, now, keepMs) {
      const db = await ready();
      await db
        .deleteFrom("signed_requests")
        .where("seen_at", "<", now - keepMs)
        .execute();
      const inserted = await db
        .insertInto("signed_requests")
        .values({ signature, seen_at: now })
        .onConflict((conflict) => conflict.column("signature").doNothing())
        .returning("signature")
        .executeTakeFirst();
      return inserted !== undefined;
    },

    async rowsSince(since) {
      const db = await ready();
      const leads = (
        await db
          .selectFrom("leads")
          .selectAll()
          .where("created_at", ">=", since)
          .where("status", "!=", "spam")
          .orderBy("created_at")
          .execute()
      ).map(toStoredLead);
      const bookings = await db
        .selectFrom("bookings")
        .innerJoin("leads", "leads.id", "bookings.lead_id")
        .select(["bookings.lead_id", "bookings.outcome", "bookings.status"])
        .where("leads.created_at", ">=", since)
        .execute();
      const stages = await db
        .selectFrom("lead_stages")
        .innerJoin("leads", "leads.id", "lead_stages.lead_id")
        .selectAll("lead_stages")
        .where("leads.created_at", ">=", since)
        .orderBy("lead_stages.created_at")
        .orderBy("lead_stages.id")
        .execute();
      return {
        leads,
        bookings: bookings.map((row) => ({ leadId: row.lead_id, outcome: row.outcome, status: row.status })),
        stages: stages.map(toStage),
      };
    },
  };
}
