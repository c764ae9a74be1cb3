// Only ids, tags, statuses and error texts are logged: never email, phone or messages.
import "server-only";

import type { LeadStatus } from "@/lib/db/schema";

import type { LeadTag } from "./shared/tags";

export type LeadEvent =
  | "lead.stored"
  | "lead.duplicate"
  | "lead.delivered"
  | "lead.retry_scheduled"
  | "lead.failed"
  | "lead.quarantined"
  | "lead.released"
  | "lead.spam_purged"
  | "lead.ad_contexts_erased"
  | "lead.privacy_deleted"
  | "lead.privacy_purged"
  | "lead.rate_limit_error"
  | "lead.shutdown_started"
  | "lead.shutdown_finished"
  | "lead.rate_limited"
  | "lead.invalid"
  | "lead.store_failed"
  | "lead.store_connection_error"
  | "lead.schedule_failed"
  | "lead.delivered_unstored"
  | "lead.lease_lost"
  | "lead.webhook_not_configured"
  | "lead.stored_backlog"
  | "lead.retry_loop_started"
  | "lead.retry_loop_error"
  | "lead.delivery_error"
  | "lead.pipeline_error"
  | "booking.confirmed"
  | "booking.slot_taken"
  | "booking.rescheduled"
  | "booking.cancelled"
  | "booking.busy_feed_failed"
  | "booking.outcome_marked"
  | "booking.agenda_queued"
  | "lead.stage_recorded"
  | "lead.stage_refused";

export interface LeadLogFields {
  leadId?: string;
  tag?: LeadTag;
  status?: LeadStatus;
  form?: string;
  attempts?: number;
  nextAttemptAt?: string;
  reason?: string;
  error?: string;
  fields?: string[];
  count?: number;
  deleted?: Record<string, number>;
  bookingId?: string;
  outcome?: string;
  stage?: string;
}

export interface LeadLogLine extends LeadLogFields {
  time: string;
  level: "info" | "warn" | "error";
  event: LeadEvent;
}

export type LeadLogSink = (line: LeadLogLine) => void;

const LEVELS: Partial<Record<LeadEvent, LeadLogLine["level"]>> = {
  "lead.failed": "error",
  "lead.store_failed": "error",
  "lead.store_connection_error": "error",
  "lead.schedule_failed": "warn",
  "lead.retry_loop_error": "error",
  "lead.delivery_error": "error",
  "lead.pipeline_error": "error",
  "lead.retry_scheduled": "warn",
  "lead.quarantined": "warn",
  "lead.rate_limit_error": "error",
  "lead.rate_limited": "warn",
  "lead.lease_lost": "warn",
  "booking.busy_feed_failed": "warn",
};

const ERROR_MAX_LENGTH = 300;

const writeLine: LeadLogSink = (line) => {
  console.log(JSON.stringify(line));
};

let sink: LeadLogSink = writeLine;

export function setLeadLogSink(next: LeadLogSink | undefined): void {
  sink = next ?? writeLine;
}

export function logLeadEvent(event: LeadEvent, fields: LeadLogFields = {}): void {
  const line: LeadLogLine = {
    time: new Date().toISOString(),
    level: LEVELS[event] ?? "info",
    event,
    ...fields,
    ...(fields.error ? { error: fields.error.slice(0, ERROR_MAX_LENGTH) } : {}),
  };
  sink(line);
}

export function errorMessage(error: unknown): string {
  if (error instanceof Error) {
    const cause = error.cause instanceof Error ? `: ${error.cause.message}` : "";
    return `${error.message}${cause}`;
  }
  return String(error);
}
