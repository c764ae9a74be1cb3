/** The lead store's shapes: the table as Kysely sees it and the records the rest of the pipeline uses. */
import type { AdminRepository } from "@/lib/admin/repository";
import type { AdminTables } from "@/lib/admin/tables";
import type { ConversionContext, ConversionStatus } from "@/lib/conversions/events";
import type { MailMessage } from "@/lib/mail/message";

import type { LeadAttribution } from "../attribution";
import type { ConsentRecord } from "../consent";
import type { Lead } from "../schema";
import type { LeadTag } from "../shared/tags";
import type { BookingRepository } from "./booking-repository";
import type { ConversionRepository } from "./conversion-repository";
import type { StoreHealth } from "./health";
import type { MailRepository } from "./mail-repository";
import type { OutcomeRepository } from "./outcome-repository";
import type { PrivacyRepository } from "./privacy";
import type { SharedRateLimitDecision, SharedRateLimits } from "./rate-limit-repository";

/**
 * `stored`: complete where no webhook is configured (forwarded only by `npm run leads -- retry`); `spam`: judged a bot
 * (honeypot or time trap), kept, never forwarded or mailed, until released or purged.
 */
export const LEAD_STATUSES = ["pending", "stored", "delivered", "failed", "spam"] as const;
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
  /** Why a `spam` lead was quarantined (honeypot, too-fast); kept after a release as a record. */
  spam_reason: string | null;
  /** Lower-cased, for privacy requests. */
  email: string | null;
}

export const BOOKING_STATUSES = ["active", "cancelled"] as const;
export type BookingStatus = (typeof BOOKING_STATUSES)[number];

/** A booked call. The slot's start is unique among active bookings (a partial unique index on both stores). */
export interface BookingsTable {
  id: string;
  /** The `roofing-scheduled-call` lead that made the booking. */
  lead_id: string;
  /** Lower-cased, for privacy requests. */
  email: string;
  slot_start: number;
  slot_end: number;
  /** The visitor's IANA zone, in which their payloads name the date and time. */
  time_zone: string;
  status: BookingStatus;
  /** The calendar invite's SEQUENCE: raised on every change. */
  sequence: number;
  /** The lead's fields as JSON, repeated in the reschedule and cancel events. */
  details: string;
  created_at: number;
  updated_at: number;
  cancelled_at: number | null;
  /** Marked by the agency after the call's start; null until then. */
  outcome: CallOutcome | null;
  outcome_at: number | null;
}

export const CALL_OUTCOMES = ["showed", "no-show"] as const;
export type CallOutcome = (typeof CALL_OUTCOMES)[number];

/** One stage a lead reached in the CRM (a history: a later stage is a new row). */
export interface LeadStagesTable {
  id: string;
  lead_id: string;
  stage: string;
  value_cents: number | null;
  currency: string | null;
  /** Who reported it: `crm` (the signed endpoint) or `cli`. */
  source: string;
  created_at: number;
  since_lead_ms: number;
}

/** Signatures of signed requests already taken, kept for the signature's tolerance window. */
export interface SignedRequestsTable {
  signature: string;
  seen_at: number;
}

export const MAIL_JOB_STATUSES = ["pending", "sent", "failed"] as const;
export type MailJobStatus = (typeof MAIL_JOB_STATUSES)[number];

/** One email in the outbox, rendered when queued (see lib/mail/message.ts for `message`). */
export interface MailJobsTable {
  id: string;
  created_at: number;
  kind: string;
  lead_id: string | null;
  /** Lower-cased addresses, comma-separated, for privacy requests. */
  recipients: string;
  /** The rendered MailMessage as JSON. */
  message: string;
  status: MailJobStatus;
  attempts: number;
  last_error: string | null;
  next_attempt_at: number | null;
  give_up_at: number;
  sent_at: number | null;
  claim_token: string | null;
  claimed_until: number | null;
  updated_at: number;
}

/** Submission counts per client (a hash of its address), used only on PostgreSQL. */
export interface RateLimitsTable {
  key: string;
  minute_start: number;
  minute_count: number;
  day_start: number;
  day_count: number;
}

/** One conversion to report to one ad platform; `id` is "<lead id>:<event>:<destination>", so it is queued once. */
export interface ConversionEventsTable {
  id: string;
  lead_id: string;
  event: string;
  destination: string;
  created_at: number;
  /** When the conversion happened (the lead's or the booking's time), sent as the event time. */
  event_time: number;
  status: ConversionStatus;
  attempts: number;
  last_error: string | null;
  next_attempt_at: number | null;
  give_up_at: number;
  sent_at: number | null;
  claim_token: string | null;
  claimed_until: number | null;
  updated_at: number;
}

/** What a lead's conversions are built from (lib/conversions/events.ts ConversionContext, as JSON). */
export interface ConversionContextsTable {
  lead_id: string;
  context: string;
  created_at: number;
}

/** The console's tables (AdminTables) live beside the leads'. */
export interface LeadDatabase extends AdminTables {
  leads: LeadsTable;
  bookings: BookingsTable;
  mail_jobs: MailJobsTable;
  rate_limits: RateLimitsTable;
  conversion_events: ConversionEventsTable;
  conversion_contexts: ConversionContextsTable;
  lead_stages: LeadStagesTable;
  signed_requests: SignedRequestsTable;
}

export interface NewConversion {
  leadId: string;
  event: string;
  destination: string;
  createdAt: number;
  eventTime: number;
  giveUpAt: number;
}

/** A lead's conversions, queued in its own transaction: the context once, a row per event and platform. */
export interface LeadConversions {
  context: ConversionContext;
  rows: NewConversion[];
}

/** An email to queue with a lead (in the same transaction) or on its own. */
export interface NewMailJob {
  id: string;
  kind: string;
  leadId?: string;
  createdAt: number;
  giveUpAt: number;
  /** When it may first be sent (a reminder); absent: at once. */
  dueAt?: number;
  message: MailMessage;
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
  /** Emails queued in the lead's own transaction, only when the lead is new. */
  mailJobs?: NewMailJob[];
  /** Conversions queued in the lead's own transaction, only when the lead is new and no bot's. */
  conversions?: LeadConversions;
  /** Set for a bot's submission: stored with status `spam` and this reason, never forwarded or mailed. */
  spamReason?: string;
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
  spamReason: string | null;
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
  /** Makes a pending, stored or failed lead due now with a fresh give-up time; undefined when not found or delivered. */
  requeue(id: string, options: { now: number; giveUpAt: number }): Promise<StoredLead | undefined>;
  /** `requeue` for every pending, stored and failed lead; returns how many. */
  requeueAll(options: { now: number; giveUpAt: number }): Promise<number>;
  /**
   * Turns a quarantined lead into a pending one (stored without a webhook), due now, queueing `mailJobs(lead)` in the same transaction;
   * undefined when it is not `spam`.
   */
  releaseSpam(
    id: string,
    options: { now: number; giveUpAt: number; mailJobs?: (lead: StoredLead) => NewMailJob[] },
  ): Promise<StoredLead | undefined>;
  /**
   * Deletes quarantined leads created before `before` (never one tied to a booking still kept); returns how many.
   * Throws when `before` is later than `now`.
   */
  purgeSpam(before: number, now: number): Promise<number>;
  /** Privacy requests and health figures (lib/leads/store/privacy.ts, lib/leads/store/health.ts). */
  readonly privacy: PrivacyRepository;
  health(now: number): Promise<StoreHealth>;
  /** Counts one submission in the shared window table (PostgreSQL deployments). */
  hitRateLimit(key: string, limits: SharedRateLimits, now: number): Promise<SharedRateLimitDecision>;
  /** Booked calls (lib/leads/store/booking-repository.ts). */
  readonly bookings: BookingRepository;
  /** The mail outbox (lib/leads/store/mail-repository.ts). */
  readonly mail: MailRepository;
  /** The ad conversion outbox (lib/leads/store/conversion-repository.ts). */
  readonly conversions: ConversionRepository;
  /** Call outcomes, CRM stages and the figures built on them (lib/leads/store/outcome-repository.ts). */
  readonly outcomes: OutcomeRepository;
  /** The agency console's people, sessions and audit log (lib/admin/repository.ts). */
  readonly admin: AdminRepository;
  close(): Promise<void>;
}
