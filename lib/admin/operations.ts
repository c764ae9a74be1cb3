import "server-only";

import { randomUUID } from "node:crypto";

import * as z from "zod/mini";

import { cancelBooking, rescheduleBooking } from "@/lib/booking/changes";
import { markCallOutcome } from "@/lib/booking/outcomes";
import type { BookingDeps } from "@/lib/booking/service";
import { retryConversions } from "@/lib/conversions/retry";
import { CALL_OUTCOMES, type CallOutcome } from "@/lib/db/schema";
import type { ServerEnv } from "@/lib/env";
import { GIVE_UP_AFTER_MS } from "@/lib/leads/backoff";
import { deliverLeadNow, type DeliveryDeps } from "@/lib/leads/delivery";
import { releaseQuarantinedLead } from "@/lib/leads/release";
import { runRetryPass } from "@/lib/leads/retry";
import { recordStage } from "@/lib/leads/stage-record";
import { stageRequestSchema, type StageRequest } from "@/lib/leads/stages";
import type { LeadStore } from "@/lib/leads/store/lead-store";
import { MAIL_GIVE_UP_AFTER_MS, mailJobsForLead } from "@/lib/mail/jobs";
import { runMailPass, sendJobsNow } from "@/lib/mail/outbox";
import { mailFrom, smtpTransport } from "@/lib/mail/transport";

export type OperationOutcome =
  | "delivered"
  | "queued"
  | "failed-again"
  | "released"
  | "not-found"
  | "not-quarantined"
  | "invalid"
  | "already-done"
  | "deleted"
  | "cancelled"
  | "rescheduled"
  | "slot-taken"
  | "not-active"
  | "sent"
  | "no-smtp"
  | "marked-showed"
  | "marked-no-show"
  | "invalid-outcome"
  | "upcoming"
  | "already-marked"
  | "call-cancelled"
  | "stage-recorded"
  | "invalid-stage"
  | "no-platform";

function delivery(store: LeadStore, env: ServerEnv): DeliveryDeps | undefined {
  if (!env.LEAD_WEBHOOK_URL) return undefined;
  return {
    store,
    webhook: {
      url: env.LEAD_WEBHOOK_URL,
      secret: env.LEAD_WEBHOOK_SECRET,
      timeoutMs: env.LEAD_WEBHOOK_TIMEOUT_MS,
    },
    clock: Date.now,
  };
}

// A manual retry gives the lead a fresh 48 hours of automatic retries, as the command's does.
export async function retryLead(store: LeadStore, env: ServerEnv, id: string): Promise<OperationOutcome> {
  const lead = await store.getLead(id);
  if (!lead) return "not-found";
  if (lead.status === "delivered" || lead.status === "spam") return "already-done";
  const now = Date.now();
  await store.requeue(id, { now, giveUpAt: now + GIVE_UP_AFTER_MS });
  const deps = delivery(store, env);
  if (!deps) return "queued";
  const outcome = await deliverLeadNow(deps, id);
  return outcome === "delivered" ? "delivered" : outcome === undefined ? "queued" : "failed-again";
}

export async function retryAllLeads(
  store: LeadStore,
  env: ServerEnv,
): Promise<{ queued: number; delivered: number }> {
  const now = Date.now();
  const queued = await store.requeueAll({ now, giveUpAt: now + GIVE_UP_AFTER_MS });
  const deps = delivery(store, env);
  if (!deps) return { queued, delivered: 0 };
  const outcomes = await runRetryPass(deps, { maxBatches: Number.MAX_SAFE_INTEGER });
  return { queued, delivered: outcomes.filter((outcome) => outcome === "delivered").length };
}

export async function releaseLead(store: LeadStore, env: ServerEnv, id: string): Promise<OperationOutcome> {
  const now = Date.now();
  const outcome = await releaseQuarantinedLead(store, id, {
    now,
    mailJobs: (lead) => mailJobsForLead(lead, { now, env }),
  });
  if (outcome.kind !== "released") return outcome.kind;
  const deps = delivery(store, env);
  if (deps) await deliverLeadNow(deps, id);
  return "released";
}

// Deletes everything held about the lead's person, as `leads delete --email` does.
export async function deleteLeadData(
  store: LeadStore,
  id: string,
): Promise<{ outcome: OperationOutcome; leads: number; bookings: number; mailJobs: number }> {
  const lead = await store.getLead(id);
  const email = lead?.payload.email;
  if (!lead || !email) return { outcome: "not-found", leads: 0, bookings: 0, mailJobs: 0 };
  const deleted = await store.privacy.deleteByEmail(email);
  return {
    outcome: "deleted",
    leads: deleted.leads.length,
    bookings: deleted.bookings.length,
    mailJobs: deleted.mailJobs.length,
  };
}

export async function cancelBookingFromConsole(deps: BookingDeps, id: string): Promise<OperationOutcome> {
  const result = await cancelBooking(deps, id);
  return result.kind === "changed" ? "cancelled" : "not-active";
}

export async function rescheduleBookingFromConsole(
  deps: BookingDeps,
  id: string,
  start: number,
): Promise<OperationOutcome> {
  const result = await rescheduleBooking(deps, id, start);
  return result.kind === "changed" ? "rescheduled" : result.kind === "taken" ? "slot-taken" : "not-active";
}

export async function retryMail(
  store: LeadStore,
  env: ServerEnv,
  id: string | undefined,
): Promise<{ outcome: OperationOutcome; attempted: number; sent: number }> {
  if (!env.SMTP_URL) return { outcome: "no-smtp", attempted: 0, sent: 0 };
  if (id) {
    const job = await store.mail.get(id);
    if (!job) return { outcome: "not-found", attempted: 0, sent: 0 };
    if (job.status === "sent") return { outcome: "already-done", attempted: 0, sent: 0 };
  }
  const now = Date.now();
  await store.mail.requeue({ id, now, giveUpAt: now + MAIL_GIVE_UP_AFTER_MS });
  const transport = await smtpTransport({ url: env.SMTP_URL, from: mailFrom(env.MAIL_FROM) });
  try {
    const deps = { store, transport, clock: Date.now };
    const outcomes = id
      ? await sendJobsNow(deps, [id])
      : await runMailPass(deps, { maxBatches: Number.MAX_SAFE_INTEGER });
    const sent = outcomes.filter((outcome) => outcome === "sent").length;
    return { outcome: sent === outcomes.length ? "sent" : "failed-again", attempted: outcomes.length, sent };
  } finally {
    transport.close();
  }
}

export async function markCallFromConsole(
  deps: BookingDeps,
  id: string,
  outcome: unknown,
): Promise<OperationOutcome> {
  if (!CALL_OUTCOMES.includes(outcome as CallOutcome)) return "invalid-outcome";
  const result = await markCallOutcome(deps, id, outcome as CallOutcome);
  switch (result.kind) {
    case "marked":
      return outcome === "showed" ? "marked-showed" : "marked-no-show";
    case "not-found":
      return "not-found";
    case "cancelled":
      return "call-cancelled";
    case "upcoming":
      return "upcoming";
    case "already-marked":
      return "already-marked";
  }
}

// Value in whole dollars, blank for none; checked with the CRM body's schema.
export function parseStageForm(form: { stage: unknown; value: unknown }): StageRequest | undefined {
  const value = typeof form.value === "string" ? form.value.trim() : "";
  const parsed = z.safeParse(stageRequestSchema, {
    stage: form.stage,
    value: value === "" ? undefined : Number(value),
  });
  return parsed.success ? parsed.data : undefined;
}

export async function recordStageFromConsole(
  store: LeadStore,
  id: string,
  request: StageRequest,
): Promise<OperationOutcome> {
  const result = await recordStage(store, {
    id: randomUUID(),
    leadId: id,
    request,
    source: "console",
    now: Date.now(),
  });
  return result.kind === "added" ? "stage-recorded" : "not-found";
}

export async function retryConversionsFromConsole(
  store: LeadStore,
  env: ServerEnv,
  id: string | undefined,
): Promise<{ outcome: OperationOutcome; attempted: number; sent: number }> {
  const result = await retryConversions(store, env, id);
  switch (result.kind) {
    case "no-platform":
      return { outcome: "no-platform", attempted: 0, sent: 0 };
    case "not-found":
      return { outcome: "not-found", attempted: 0, sent: 0 };
    case "nothing-to-do":
      return { outcome: "already-done", attempted: 0, sent: 0 };
    case "retried":
      return {
        outcome: result.sent === result.attempted ? "sent" : "failed-again",
        attempted: result.attempted,
        sent: result.sent,
      };
  }
}
