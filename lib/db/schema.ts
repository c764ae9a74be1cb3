import type { AdminTables } from "@/lib/admin/tables";
import type { ConversionStatus } from "@/lib/conversions/events";

// `stored`: no webhook set (sent only by `npm run leads -- retry`); `spam`: kept, never forwarded.
export const LEAD_STATUSES = ["pending", "stored", "delivered", "failed", "spam"] as const;
export type LeadStatus = (typeof LEAD_STATUSES)[number];

// Times are epoch milliseconds: numeric comparisons behave the same in SQLite and PostgreSQL.
export interface LeadsTable {
  id: string;
  submission_id: string;
  created_at: number;
  tag: string;
  // Text, not jsonb, so the key order sent to the webhook is kept.
  payload: string;
  attribution: string | null;
  consent: string | null;
  status: LeadStatus;
  attempts: number;
  last_error: string | null;
  next_attempt_at: number | null;
  give_up_at: number;
  delivered_at: number | null;
  claim_token: string | null;
  claimed_until: number | null;
  updated_at: number;
  spam_reason: string | null;
  // Lower-cased, for privacy requests.
  email: string | null;
}

export const BOOKING_STATUSES = ["active", "cancelled"] as const;
export type BookingStatus = (typeof BOOKING_STATUSES)[number];

export interface BookingsTable {
  id: string;
  lead_id: string;
  // Lower-cased, for privacy requests.
  email: string;
  slot_start: number;
  slot_end: number;
  time_zone: string;
  status: BookingStatus;
  // The calendar invite's SEQUENCE: must rise on every change.
  sequence: number;
  details: string;
  created_at: number;
  updated_at: number;
  cancelled_at: number | null;
  outcome: CallOutcome | null;
  outcome_at: number | null;
}

export const CALL_OUTCOMES = ["showed", "no-show"] as const;
export type CallOutcome = (typeof CALL_OUTCOMES)[number];

// A history: a later stage is a new row, not an update.
export interface LeadStagesTable {
  id: string;
  lead_id: string;
  stage: string;
  value_cents: number | null;
  currency: string | null;
  source: string;
  created_at: number;
  since_lead_ms: number;
}

// Replay protection: signatures are kept for the signature's tolerance window.
export interface SignedRequestsTable {
  signature: string;
  seen_at: number;
}

export const MAIL_JOB_STATUSES = ["pending", "sent", "failed"] as const;
export type MailJobStatus = (typeof MAIL_JOB_STATUSES)[number];

export interface MailJobsTable {
  id: string;
  created_at: number;
  kind: string;
  lead_id: string | null;
  // Lower-cased, comma-separated, for privacy requests.
  recipients: string;
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

export interface RateLimitsTable {
  key: string;
  minute_start: number;
  minute_count: number;
  day_start: number;
  day_count: number;
}

// `id` is "<lead id>:<event>:<destination>", so each conversion is queued once.
export interface ConversionEventsTable {
  id: string;
  lead_id: string;
  event: string;
  destination: string;
  created_at: number;
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
  // Google's request id and its verdict on it: "processing" until requestStatus:retrieve says "success" or "failed".
  request_id: string | null;
  verdict: "processing" | "success" | "failed" | null;
  verdict_checked_at: number | null;
}

export interface ConversionContextsTable {
  lead_id: string;
  context: string;
  created_at: number;
}

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
