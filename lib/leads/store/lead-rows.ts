import "server-only";

import type { Kysely, Selectable } from "kysely";

import type { LeadDatabase, LeadsTable } from "@/lib/db/schema";

import type { LeadAttribution } from "../attribution";
import type { ConsentRecord } from "../consent";
import type { Lead } from "../schema";
import { insertLeadConversions } from "./conversion-repository";
import { insertMailJobs } from "./mail-repository";
import type { ClaimedLead, NewLead, StoredLead } from "./records";

export type LeadRow = Selectable<LeadsTable>;

function parseJson<T>(text: string | null): T | null {
  // These columns only ever hold JSON this module wrote from typed values.
  return text === null ? null : (JSON.parse(text) as T);
}

export function toStoredLead(row: LeadRow): StoredLead {
  return {
    id: row.id,
    submissionId: row.submission_id,
    createdAt: row.created_at,
    tag: row.tag,
    payload: JSON.parse(row.payload) as Lead,
    payloadJson: row.payload,
    attribution: parseJson<LeadAttribution>(row.attribution),
    consent: parseJson<ConsentRecord>(row.consent),
    adsConsent: row.ads_consent,
    status: row.status,
    attempts: row.attempts,
    lastError: row.last_error,
    nextAttemptAt: row.next_attempt_at,
    giveUpAt: row.give_up_at,
    deliveredAt: row.delivered_at,
    updatedAt: row.updated_at,
    spamReason: row.spam_reason,
  };
}

export function toClaimedLead(row: LeadRow): ClaimedLead {
  if (row.claim_token === null || row.claimed_until === null)
    throw new Error(`Lead ${row.id} is not claimed`);
  return { ...toStoredLead(row), claimToken: row.claim_token, claimedUntil: row.claimed_until };
}

export function leadEmail(payload: unknown): string | null {
  const email = (payload as { email?: unknown } | null)?.email;
  return typeof email === "string" && email.trim() !== "" ? email.trim().toLowerCase() : null;
}

export function arrivalStatus(forward: boolean): "pending" | "stored" {
  return forward ? "pending" : "stored";
}

export async function insertLeadRow(
  db: Kysely<LeadDatabase>,
  lead: NewLead,
  forward: boolean,
): Promise<{ lead: StoredLead; created: boolean }> {
  const inserted = await db
    .insertInto("leads")
    .values({
      id: lead.id,
      submission_id: lead.submissionId,
      created_at: lead.createdAt,
      tag: lead.tag,
      payload: JSON.stringify(lead.payload),
      attribution: JSON.stringify(lead.attribution),
      consent: lead.consent ? JSON.stringify(lead.consent) : null,
      ads_consent: lead.adsConsent ?? null,
      // Quarantined and stored leads are never due: the retry loop only claims pending leads.
      status: lead.spamReason ? "spam" : arrivalStatus(forward),
      spam_reason: lead.spamReason ?? null,
      email: leadEmail(lead.payload),
      attempts: 0,
      last_error: null,
      next_attempt_at: lead.spamReason || !forward ? null : lead.createdAt,
      give_up_at: lead.giveUpAt,
      delivered_at: null,
      claim_token: null,
      claimed_until: null,
      updated_at: lead.createdAt,
    })
    .onConflict((conflict) => conflict.column("submission_id").doNothing())
    .returningAll()
    .executeTakeFirst();
  if (inserted) {
    // A bot's submission is never mailed (its emails are queued on release instead).
    if (lead.mailJobs?.length && !lead.spamReason) await insertMailJobs(db, lead.mailJobs);
    if (lead.conversions && !lead.spamReason) await insertLeadConversions(db, lead.conversions);
    return { lead: toStoredLead(inserted), created: true };
  }
  const existing = await db
    .selectFrom("leads")
    .selectAll()
    .where("submission_id", "=", lead.submissionId)
    .executeTakeFirstOrThrow();
  return { lead: toStoredLead(existing), created: false };
}
