import "server-only";

// Signed like our own webhook (HMAC of "t.body" with CRM_STAGE_SECRET); each signature is accepted once.
import * as z from "zod/mini";

import type { LeadStore } from "@/lib/leads/store/lead-store";
import { STAGE_BODY_MAX_BYTES, STAGE_TOO_LARGE } from "@/lib/server/body-limits";

import { errorMessage, logLeadEvent } from "./log";
import {
  DEFAULT_SIGNATURE_TOLERANCE_SECONDS,
  parseSignatureHeader,
  signWebhookBody,
  verifyWebhookSignature,
} from "./signature";
import { recordStage } from "./stage-record";
import { stageRequestSchema } from "./stages";
import type { StageRecord } from "./store/outcome-repository";

export const STAGE_MESSAGES = {
  notConfigured: "Not found",
  tooLarge: STAGE_TOO_LARGE,
  badSignature:
    'Missing, invalid or expired X-Signature (t=<unix seconds>,v1=<hex HMAC-SHA256 of "t.body">).',
  badJson: "The body is not JSON.",
  badBody:
    'The body must be { "leadId": "<the lead in the path>", "stage": "contacted" | "qualified" | "won" | "lost", "value"?: number, "currency"?: "USD" }.',
  wrongLead: (id: string) => `The body's leadId must be ${id}, the lead in the path.`,
  replay: "This signed request was already received: sign each request anew.",
  unknownLead: (id: string) => `No lead ${id}.`,
  unavailable: "The lead store is unavailable; try again.",
} as const;

export interface StageRequestDeps {
  store: () => Promise<LeadStore>;
  secret: string | undefined;
  clock: () => number;
  newId: () => string;
}

export interface StageResponse {
  status: 200 | 400 | 401 | 404 | 409 | 413 | 503;
  body: { ok: true; stage: StageRecord } | { ok: false; error: string; fields?: string[] };
}

function refuse(status: StageResponse["status"], error: string, fields?: string[]): StageResponse {
  return { status, body: { ok: false, error, ...(fields ? { fields } : {}) } };
}

export async function handleStageRequest(
  request: { leadId: string; body: string; signature: string | null },
  deps: StageRequestDeps,
): Promise<StageResponse> {
  const { secret } = deps;
  if (!secret) return refuse(404, STAGE_MESSAGES.notConfigured);
  if (Buffer.byteLength(request.body) > STAGE_BODY_MAX_BYTES) return refuse(413, STAGE_MESSAGES.tooLarge);
  const now = deps.clock();
  const nowSeconds = Math.floor(now / 1000);
  if (!verifyWebhookSignature(request.signature, request.body, secret, { nowSeconds })) {
    logLeadEvent("lead.stage_refused", { leadId: request.leadId, reason: "signature" });
    return refuse(401, STAGE_MESSAGES.badSignature);
  }
  let json: unknown;
  try {
    json = JSON.parse(request.body);
  } catch {
    return refuse(400, STAGE_MESSAGES.badJson);
  }
  // The signature covers the body, not the path: a body signed for one lead must not move another.
  if (typeof json !== "object" || json === null || (json as { leadId?: unknown }).leadId !== request.leadId) {
    logLeadEvent("lead.stage_refused", { leadId: request.leadId, reason: "lead mismatch" });
    return refuse(400, STAGE_MESSAGES.wrongLead(request.leadId), ["leadId"]);
  }
  const parsed = z.safeParse(stageRequestSchema, json);
  if (!parsed.success) {
    const fields = [...new Set(parsed.error.issues.map((issue) => String(issue.path[0] ?? "body")))];
    return refuse(400, STAGE_MESSAGES.badBody, fields);
  }
  try {
    const store = await deps.store();
    // Keyed on the valid signature itself: extra v1 entries added to a captured header cannot make it new.
    const timestamp = parseSignatureHeader(request.signature ?? "")?.timestamp ?? 0;
    const key = signWebhookBody(request.body, secret, timestamp);
    const keepMs = DEFAULT_SIGNATURE_TOLERANCE_SECONDS * 2 * 1000;
    if (!(await store.outcomes.takeSignature(key, now, keepMs))) {
      logLeadEvent("lead.stage_refused", { leadId: request.leadId, reason: "replay" });
      return refuse(409, STAGE_MESSAGES.replay);
    }
    const result = await recordStage(store, {
      id: deps.newId(),
      leadId: request.leadId,
      request: parsed.data,
      source: "crm",
      now,
    });
    if (result.kind === "no-lead") return refuse(404, STAGE_MESSAGES.unknownLead(request.leadId));
    logLeadEvent("lead.stage_recorded", { leadId: request.leadId, stage: parsed.data.stage });
    return { status: 200, body: { ok: true, stage: result.stage } };
  } catch (error) {
    logLeadEvent("lead.pipeline_error", { form: "stage", error: errorMessage(error) });
    return refuse(503, STAGE_MESSAGES.unavailable);
  }
}
