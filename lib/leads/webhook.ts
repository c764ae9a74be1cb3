import "server-only";

import type { StoredLead } from "@/lib/leads/store/records";

import { loopTimeSignal } from "./loop-deadline";
import { SIGNATURE_HEADER, signWebhookBody } from "./signature";

export interface WebhookConfig {
  url: string;
  secret?: string;
  timeoutMs: number;
}

export type WebhookResult = { ok: true; status: number } | { ok: false; error: string };

export function buildWebhookBody(lead: Pick<StoredLead, "payload" | "attribution">): string {
  return JSON.stringify({ ...lead.payload, attribution: lead.attribution ?? {} });
}

function describeFailure(error: unknown, timeoutMs: number): string {
  if (error instanceof Error && (error.name === "TimeoutError" || error.name === "AbortError")) {
    return `Webhook request timed out after ${timeoutMs} ms`;
  }
  if (error instanceof Error) {
    // fetch reports network failures as "fetch failed" with the socket error as its cause.
    return error.cause instanceof Error ? `${error.message}: ${error.cause.message}` : error.message;
  }
  return String(error);
}

export async function postToWebhook(
  config: WebhookConfig,
  request: { leadId: string; body: string },
  nowSeconds: number = Math.floor(Date.now() / 1000),
): Promise<WebhookResult> {
  const headers: Record<string, string> = {
    "Content-Type": "application/json",
    "Idempotency-Key": request.leadId,
    "User-Agent": "lead-pipeline/1",
  };
  if (config.secret) headers[SIGNATURE_HEADER] = signWebhookBody(request.body, config.secret, nowSeconds);
  const deadline = loopTimeSignal(config.timeoutMs);
  try {
    const response = await fetch(config.url, {
      method: "POST",
      headers,
      body: request.body,
      // A redirect is not a delivery: fetch would replay a POST as a GET and report the wrong success.
      redirect: "manual",
      signal: deadline.signal,
      cache: "no-store",
    });
    await response.body?.cancel().catch(() => undefined); // the body is never read; free the socket
    if (response.status >= 200 && response.status < 300) return { ok: true, status: response.status };
    return { ok: false, error: `Webhook request failed with status ${response.status}` };
  } catch (error) {
    return { ok: false, error: describeFailure(error, config.timeoutMs) };
  } finally {
    deadline.clear();
  }
}
