/**
 * The lead pipeline, top to bottom: abuse checks → validation → store → schedule the first delivery → answer.
 * Once a lead is stored the visitor is told "success": delivery is the store's concern from then on.
 */
import { createHash } from "node:crypto";

import { mailJobsForLead, type MailJobsEnv } from "@/lib/mail/jobs";

import { leadAttribution, safePagePath } from "./attribution";
import { GIVE_UP_AFTER_MS } from "./backoff";
import { detectBot } from "./bot-check";
import { buildConsentRecord } from "./consent";
import { FORM_META } from "./form-meta";
import type { FormValues, LeadFormDefinition } from "./forms";
import { errorMessage, logLeadEvent } from "./log";
import { LEAD_MESSAGES } from "./messages";
import type { RateLimiter } from "./rate-limit";
import type { LeadRequestInfo } from "./request-info";
import { cleanText, parseLead, type FieldErrors, type Lead } from "./schema";
import type { LeadStore, NewMailJob, StoredLead } from "./store/types";
import type { LeadTag } from "./tags";

export interface SubmitLeadDeps {
  store: LeadStore;
  rateLimiter: RateLimiter;
  minFillMs: number;
  /** Public site URL, the base of the consent record's page URL. */
  siteUrl: string;
  clock: () => number;
  newId: () => string;
  /** Runs the first delivery attempt after the response (Next's `after()` in the app). */
  scheduleDelivery: (leadId: string) => void;
  /** Last resort when the store is down: send the lead straight to the webhook; false when that fails too. */
  deliverUnstored?: (lead: Pick<StoredLead, "id" | "payload" | "attribution">) => Promise<boolean>;
  /** What the lead's emails are rendered with; without it no email is queued. */
  mailEnv?: MailJobsEnv;
  /** Sends the lead's queued emails after the response. */
  scheduleMail?: (jobs: readonly NewMailJob[]) => void;
}

export type SubmitLeadOutcome =
  | { kind: "accepted"; leadId: string; tag: LeadTag; duplicate?: boolean }
  /** A bot: answered like "accepted" so it learns nothing, but nothing was stored. */
  | { kind: "dropped"; leadId: string; tag: LeadTag; reason: string }
  | { kind: "invalid"; error: string; fieldErrors: FieldErrors }
  | { kind: "rate-limited"; error: string }
  | { kind: "failed"; error: string };

const SUBMISSION_ID_PATTERN = /^[A-Za-z0-9_-]{8,64}$/;

/**
 * What a repeated send is recognised by: the browser's fill id and the lead as sent. A double click or a re-send
 * after a lost answer repeats both; a second email typed into the same fill (the roofing guide keeps its page) or
 * an edit after a lost answer is new data, and must be kept as its own lead rather than answered "already sent".
 */
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

  const bot = detectBot({
    honeypot: values[FORM_META.honeypot],
    startedAt: values[FORM_META.startedAt],
    submittedAt: values[FORM_META.submittedAt],
    now,
    minFillMs: deps.minFillMs,
  });
  if (bot.bot) {
    const tag = form.tagFor(values);
    logLeadEvent("lead.spam_dropped", { form: form.name, tag, reason: bot.reason });
    return { kind: "dropped", leadId: deps.newId(), tag, reason: bot.reason };
  }

  if (!deps.rateLimiter.hit(request.ip).allowed) {
    logLeadEvent("lead.rate_limited", { form: form.name, tag: form.tagFor(values) });
    return { kind: "rate-limited", error: LEAD_MESSAGES.rateLimited };
  }

  // Cleaned before the form's own checks, so a field holding only invisible characters counts as empty.
  const checked = form.check(cleanFormValues(values));
  if (!checked.ok) return invalid(form, checked.error, checked.fieldErrors);
  const parsed = parseLead(checked.candidate);
  if (!parsed.success) return invalid(form, parsed.error, parsed.fieldErrors);

  const id = deps.newId();
  const submissionId = values[FORM_META.submissionId]?.trim() ?? "";
  const pagePath = safePagePath(values[FORM_META.pagePath]) ?? refererPath(request.referer, deps.siteUrl);
  const attribution = leadAttribution(request.attributionCookie, pagePath);
  const consent =
    checked.consentForm && parsed.data.consent
      ? buildConsentRecord({
          form: checked.consentForm,
          now,
          pageUrl: new URL(pagePath ?? "/", deps.siteUrl).toString(),
          ip: request.ip,
          userAgent: request.userAgent,
        })
      : undefined;

  // Queued in the lead's own transaction: a stored lead always has its emails, a lost one has none.
  const mailJobs = deps.mailEnv
    ? mailJobsForLead(
        { id, tag: checked.tag, createdAt: now, payload: parsed.data, attribution },
        { now, env: deps.mailEnv },
      )
    : undefined;
  let stored: Awaited<ReturnType<LeadStore["insertLead"]>>;
  try {
    stored = await deps.store.insertLead({
      id,
      // Without a usable browser-made id the lead is its own submission: it cannot be deduplicated.
      submissionId: SUBMISSION_ID_PATTERN.test(submissionId) ? submissionKey(submissionId, parsed.data) : id,
      createdAt: now,
      tag: checked.tag,
      payload: parsed.data,
      attribution,
      consent,
      giveUpAt: now + GIVE_UP_AFTER_MS,
      mailJobs,
    });
  } catch (error) {
    logLeadEvent("lead.store_failed", { leadId: id, tag: checked.tag, error: errorMessage(error) });
    const delivered = await deps
      .deliverUnstored?.({ id, payload: parsed.data, attribution })
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
  logLeadEvent("lead.stored", { leadId: id, tag: checked.tag, status: "pending", form: form.name });
  // The lead is committed: whatever happens to the hand-off now, the retry loop will find it due.
  try {
    deps.scheduleDelivery(id);
    if (mailJobs?.length) deps.scheduleMail?.(mailJobs);
  } catch (error) {
    logLeadEvent("lead.schedule_failed", { leadId: id, tag: checked.tag, error: errorMessage(error) });
  }
  return { kind: "accepted", leadId: id, tag: checked.tag };
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

/** The path of a same-site Referer, used when a form did not post its page path. */
function refererPath(referer: string | undefined, siteUrl: string): string | undefined {
  if (!referer) return undefined;
  try {
    const url = new URL(referer);
    return url.host === new URL(siteUrl).host ? safePagePath(url.pathname) : undefined;
  } catch {
    return undefined;
  }
}
