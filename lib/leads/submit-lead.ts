import "server-only";

import { createHash } from "node:crypto";

import type { ConsentForm } from "@/content/consent";
import type { ConversionConfig } from "@/lib/conversions/config";
import { leadConversions } from "@/lib/conversions/enqueue";
import type { LeadStore } from "@/lib/leads/store/lead-store";
import type { NewMailJob, StoredLead } from "@/lib/leads/store/records";
import { mailJobsForLead, type MailJobsEnv } from "@/lib/mail/jobs";

import { leadAttribution, safePagePath } from "./attribution";
import { GIVE_UP_AFTER_MS } from "./backoff";
import { detectBot } from "./bot-check";
import { buildConsentRecord } from "./consent";
import type { FormValues, LeadFormDefinition } from "./forms";
import { errorMessage, logLeadEvent } from "./log";
import { visibleValues, type SubmitLeadOutcome } from "./outcome";
import type { RateLimiter } from "./rate-limit";
import type { LeadRequestInfo } from "./request-info";
import { cleanText, parseLead, type FieldErrors, type Lead } from "./schema";
import { FORM_META } from "./shared/form-meta";
import { LEAD_MESSAGES } from "./shared/messages";
import { conversionId } from "./store/conversion-repository";

/** Thrown by a store wrapper for an expected refusal (a lost slot race): its caller logs it, not as a store failure. */
export class ExpectedStoreRefusal extends Error {}

export interface SubmitLeadDeps {
  store: LeadStore;
  rateLimiter: RateLimiter;
  minFillMs: number;
  siteUrl: string;
  clock: () => number;
  newId: () => string;
  scheduleDelivery: (leadId: string) => void;
  /** Last resort when the store is down: send the lead straight to the webhook; false when that fails too. */
  deliverUnstored?: (lead: Pick<StoredLead, "id" | "payload" | "attribution">) => Promise<boolean>;
  mailEnv?: MailJobsEnv;
  scheduleMail?: (jobs: readonly NewMailJob[]) => void;
  conversions?: ConversionConfig;
  scheduleConversions?: (ids: string[]) => void;
}

const SUBMISSION_ID_PATTERN = /^[A-Za-z0-9_-]{8,64}$/;

// The payload hash is in the key: a double click resends the same data, an edit in the same fill is new.
export function submissionKey(submissionId: string, payload: Lead): string {
  const digest = createHash("sha256").update(JSON.stringify(payload)).digest("base64url").slice(0, 22);
  return `${submissionId}.${digest}`;
}

export async function submitLead(
  form: LeadFormDefinition,
  values: FormValues,
  request: LeadRequestInfo,
  deps: SubmitLeadDeps,
): Promise<SubmitLeadOutcome> {
  const now = deps.clock();

  // Before the bot check so bots cannot fill the store; the answer matches a person's, so it reveals nothing.
  if (!(await isWithinRateLimit(deps.rateLimiter, request.ip))) {
    logLeadEvent("lead.rate_limited", { form: form.name, tag: form.tagFor(values) });
    return { kind: "rate-limited", error: LEAD_MESSAGES.rateLimited };
  }

  const bot = detectBot({
    honeypot: values[FORM_META.honeypot],
    startedAt: values[FORM_META.startedAt],
    submittedAt: values[FORM_META.submittedAt],
    now,
    minFillMs: deps.minFillMs,
  });
  if (bot.bot) return quarantine(form, values, request, deps, bot.reason);

  // Cleaned before the form's own checks, so a field holding only invisible characters counts as empty.
  const checked = form.check(cleanFormValues(values));
  if (!checked.ok) return invalid(form, checked.error, checked.fieldErrors);
  const parsed = parseLead(checked.candidate);
  if (!parsed.success) return invalid(form, parsed.error, parsed.fieldErrors);

  const id = deps.newId();
  const record = leadRecord(values, request, deps, parsed.data, checked.consentForm);
  // Queued in the lead's own transaction: a stored lead always has its emails, a lost one has none.
  const mailJobs = deps.mailEnv
    ? mailJobsForLead(
        { id, tag: checked.tag, createdAt: now, payload: parsed.data, attribution: record.attribution },
        { now, env: deps.mailEnv },
      )
    : undefined;
  const conversions = leadConversions(
    { id, tag: checked.tag, createdAt: now },
    {
      attribution: record.attribution,
      request,
      pageUrl: new URL(record.attribution.pagePath ?? "/", deps.siteUrl).toString(),
      email: parsed.data.email,
      phone: parsed.data.phone,
      consented: parsed.data.consent === true,
    },
    deps.conversions,
  );
  let stored: Awaited<ReturnType<LeadStore["insertLead"]>>;
  try {
    stored = await deps.store.insertLead({
      ...record,
      id,
      submissionId: record.submissionId ?? id,
      tag: checked.tag,
      mailJobs,
      conversions,
    });
  } catch (error) {
    if (error instanceof ExpectedStoreRefusal) return { kind: "failed", error: LEAD_MESSAGES.failed };
    logLeadEvent("lead.store_failed", { leadId: id, tag: checked.tag, error: errorMessage(error) });
    const delivered = await deps
      .deliverUnstored?.({ id, payload: parsed.data, attribution: record.attribution })
      .catch(() => false);
    if (delivered) {
      logLeadEvent("lead.delivered_unstored", { leadId: id, tag: checked.tag, status: "delivered" });
      return { kind: "accepted", leadId: id, tag: checked.tag };
    }
    return { kind: "failed", error: LEAD_MESSAGES.failed };
  }

  const { lead, created } = stored;
  if (!created) {
    logLeadEvent("lead.duplicate", { leadId: lead.id, tag: checked.tag, status: lead.status });
    return { kind: "accepted", leadId: lead.id, tag: checked.tag, duplicate: true };
  }
  logLeadEvent("lead.stored", { leadId: id, tag: checked.tag, status: lead.status, form: form.name });
  // The lead is committed: whatever happens to the hand-off now, the retry loop will find it due.
  try {
    deps.scheduleDelivery(id);
    if (mailJobs?.length) deps.scheduleMail?.(mailJobs);
    if (conversions) deps.scheduleConversions?.(conversions.rows.map(conversionId));
  } catch (error) {
    logLeadEvent("lead.schedule_failed", { leadId: id, tag: checked.tag, error: errorMessage(error) });
  }
  return { kind: "accepted", leadId: id, tag: checked.tag };
}

async function isWithinRateLimit(limiter: RateLimiter, ip: string): Promise<boolean> {
  try {
    return (await limiter.hit(ip)).allowed;
  } catch (error) {
    // A limit that cannot be counted (the shared table is unreachable) must not turn a person away.
    logLeadEvent("lead.rate_limit_error", { error: errorMessage(error) });
    return true;
  }
}

function leadRecord(
  values: FormValues,
  request: LeadRequestInfo,
  deps: SubmitLeadDeps,
  payload: Lead,
  consentForm: ConsentForm | undefined,
) {
  const now = deps.clock();
  const submissionId = values[FORM_META.submissionId]?.trim() ?? "";
  const pagePath = safePagePath(values[FORM_META.pagePath]) ?? refererPath(request.referer, deps.siteUrl);
  const consent =
    consentForm && payload.consent
      ? buildConsentRecord({
          form: consentForm,
          now,
          pageUrl: new URL(pagePath ?? "/", deps.siteUrl).toString(),
          ip: request.ip,
          userAgent: request.userAgent,
        })
      : undefined;
  return {
    // Without a usable browser-made id the lead is its own submission: it cannot be deduplicated.
    submissionId: SUBMISSION_ID_PATTERN.test(submissionId) ? submissionKey(submissionId, payload) : undefined,
    createdAt: now,
    payload,
    attribution: leadAttribution(request.attributionCookie, pagePath),
    consent,
    giveUpAt: now + GIVE_UP_AFTER_MS,
  };
}

// A bot's post is kept even if invalid (it may be a person's data); a valid one is stored as its lead.
async function quarantine(
  form: LeadFormDefinition,
  values: FormValues,
  request: LeadRequestInfo,
  deps: SubmitLeadDeps,
  reason: string,
): Promise<SubmitLeadOutcome> {
  const cleaned = cleanFormValues(values);
  const checked = form.check(cleaned);
  const parsed = checked.ok ? parseLead(checked.candidate) : undefined;
  const tag = checked.ok ? checked.tag : form.tagFor(values);
  const payload = parsed?.success ? parsed.data : (visibleValues(cleaned) as unknown as Lead);
  const id = deps.newId();
  const record = leadRecord(values, request, deps, payload, checked.ok ? checked.consentForm : undefined);
  try {
    const { lead, created } = await deps.store.insertLead({
      ...record,
      id,
      submissionId: record.submissionId ?? id,
      tag,
      spamReason: reason,
    });
    logLeadEvent(created ? "lead.quarantined" : "lead.duplicate", {
      leadId: lead.id,
      tag,
      status: lead.status,
      form: form.name,
      reason,
    });
    return { kind: "quarantined", leadId: lead.id, tag, reason };
  } catch (error) {
    // Never "success" for what was not stored: the sender sees the same error a person would.
    logLeadEvent("lead.store_failed", { leadId: id, tag, reason, error: errorMessage(error) });
    return { kind: "failed", error: LEAD_MESSAGES.failed };
  }
}

function cleanFormValues(values: FormValues): FormValues {
  return Object.fromEntries(
    Object.entries(values).map(([name, value]) => [name, value === undefined ? value : cleanText(value)]),
  );
}

function invalid(form: LeadFormDefinition, error: string, fieldErrors: FieldErrors): SubmitLeadOutcome {
  logLeadEvent("lead.invalid", { form: form.name, fields: Object.keys(fieldErrors) });
  return { kind: "invalid", error, fieldErrors };
}

function refererPath(referer: string | undefined, siteUrl: string): string | undefined {
  if (!referer) return undefined;
  try {
    const url = new URL(referer);
    return url.host === new URL(siteUrl).host ? safePagePath(url.pathname) : undefined;
  } catch {
    return undefined;
  }
}
