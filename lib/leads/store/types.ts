/** The lead store's shapes: the table as Kysely sees it and the records the rest of the pipeline uses. */
import type { LeadAttribution } from "../attribution";
import type { ConsentRecord } from "../consent";
import type { Lead } from "../schema";
import type { LeadTag } from "../tags";

export const LEAD_STATUSES = ["pending", "delivered", "failed"] as const;
export type LeadStatus = (typeof LEAD_STATUSES)[number];

/** Times are milliseconds since the epoch: numeric comparisons behave the same in SQLite and PostgreSQL. */
export interface LeadsTable {
  id: string;
  submission_id: string;
  created_at: number;
  tag: string;
  /** The validated lead as JSON text (text, not jsonb, so the key order sent to the webhook is kept). */
  payload: string;
  attribution: string | null;
  consent: string | null;
  status: LeadStatus;
  attempts: number;
  last_error: string | null;
  next_attempt_at: number | null;
  give_up_at: number;
  delivered_at: number | null;
  /** Set by the process delivering the lead right now, with the time its claim runs out. */
  claim_token: string | null;
  claimed_until: number | null;
  updated_at: number;
}

export interface LeadDatabase {
  leads: LeadsTable;
}

export interface NewLead {
  id: string;
  submissionId: string;
  createdAt: number;
  tag: LeadTag;
  payload: Lead;
  attribution: LeadAttribution;
  consent?: ConsentRecord;
  giveUpAt: number;
}

export interface StoredLead {
  id: string;
  submissionId: string;
  createdAt: number;
  tag: string;
  payload: Lead;
  /** The payload exactly as stored, the base of the webhook body. */
  payloadJson: string;
  attribution: LeadAttribution | null;
  consent: ConsentRecord | null;
  status: LeadStatus;
  attempts: number;
  lastError: string | null;
  nextAttemptAt: number | null;
  giveUpAt: number;
  deliveredAt: number | null;
  updatedAt: number;
}

/** A lead this process holds the delivery claim for, until `claimedUntil`. */
export interface ClaimedLead extends StoredLead {
  claimToken: string;
  claimedUntil: number;
}

export type LeadCounts = Record<LeadStatus, number>;

export interface LeadStore {
  readonly kind: "sqlite" | "postgres";
  /** Applies pending migrations; every other method waits for it, so calling it is optional. */
  migrate(): Promise<void>;
  /** Stores a lead once per submission id: a repeat returns the lead stored first, with `created: false`. */
  insertLead(lead: NewLead): Promise<{ lead: StoredLead; created: boolean }>;
  getLead(id: string): Promise<StoredLead | undefined>;
  /** Newest first. */
  listLeads(options?: { status?: LeadStatus; limit?: number }): Promise<StoredLead[]>;
  countByStatus(): Promise<LeadCounts>;
  /** Atomically claims up to `limit` pending leads that are due and not claimed by anyone else. */
  claimDue(options: { now: number; limit: number; leaseMs: number }): Promise<ClaimedLead[]>;
  /** Atomically claims one pending, unclaimed lead whatever its next attempt time. */
  claimLead(id: string, options: { now: number; leaseMs: number }): Promise<ClaimedLead | undefined>;
  /** False when the claim was lost (it expired and another process took the lead). */
  markDelivered(claim: ClaimedLead, now: number): Promise<boolean>;
  markAttemptFailed(
    claim: ClaimedLead,
    outcome: { now: number; error: string; nextAttemptAt: number | null },
  ): Promise<boolean>;
  /** Makes a pending or failed lead due now with a fresh give-up time; undefined when not found or delivered. */
  requeue(id: string, options: { now: number; giveUpAt: number }): Promise<StoredLead | undefined>;
  /** `requeue` for every pending and failed lead; returns how many. */
  requeueAll(options: { now: number; giveUpAt: number }): Promise<number>;
  close(): Promise<void>;
}
