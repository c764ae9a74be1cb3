/** The database as Kysely sees it: every table, its row type and the status values its columns take. */
import type { AdminTables } from "@/lib/admin/tables";
import type { ConversionStatus } from "@/lib/conversions/events";

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
