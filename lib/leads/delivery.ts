import "server-only";

import type { LeadStore } from "@/lib/leads/store/lead-store";
import type { ClaimedLead } from "@/lib/leads/store/records";
import { recordFailedAttempt } from "@/lib/server/outbox-worker";

import { logLeadEvent } from "./log";
import { isLeadTag } from "./shared/tags";
import { buildWebhookBody, postToWebhook, type WebhookConfig } from "./webhook";

export interface DeliveryDeps {
  store: LeadStore;
  webhook: WebhookConfig;
  clock: () => number;
  random?: () => number;
  /** The ops alert when retries run out; its errors never change the lead's outcome. */
  onLeadFailed?: (lead: {
    id: string;
    tag: string;
    createdAt: number;
    attempts: number;
    error: string;
  }) => Promise<void>;
}

export type DeliveryOutcome = "delivered" | "retry-scheduled" | "failed" | "claim-lost";

// Long enough for the request to time out and the result to be written before another process may take over.
export function deliveryLeaseMs(webhook: WebhookConfig): number {
  return webhook.timeoutMs + 60_000;
}

export async function deliverClaimedLead(deps: DeliveryDeps, lead: ClaimedLead): Promise<DeliveryOutcome> {
  const tag = isLeadTag(lead.tag) ? lead.tag : undefined;
  const result = await postToWebhook(
    deps.webhook,
    {
      leadId: lead.id,
      body: buildWebhookBody(lead),
    },
    Math.floor(deps.clock() / 1000),
  );
  const now = deps.clock();
  const attempts = lead.attempts + 1;

  if (result.ok) {
    const kept = await deps.store.markDelivered(lead, now);
    logLeadEvent(kept ? "lead.delivered" : "lead.lease_lost", {
      leadId: lead.id,
      tag,
      status: "delivered",
      attempts,
    });
    return kept ? "delivered" : "claim-lost";
  }

  const { outcome, nextAttemptAt } = await recordFailedAttempt(
    lead,
    { now, error: result.error, random: deps.random },
    (claim, failure) => deps.store.markAttemptFailed(claim, failure),
  );
  const fields = { leadId: lead.id, tag, attempts, error: result.error };
  if (outcome === "claim-lost") logLeadEvent("lead.lease_lost", fields);
  else if (nextAttemptAt === null) {
    logLeadEvent("lead.failed", { ...fields, status: "failed" });
    await deps
      .onLeadFailed?.({
        id: lead.id,
        tag: lead.tag,
        createdAt: lead.createdAt,
        attempts,
        error: result.error,
      })
      .catch(() => undefined);
  } else
    logLeadEvent("lead.retry_scheduled", {
      ...fields,
      status: "pending",
      nextAttemptAt: new Date(nextAttemptAt).toISOString(),
    });
  return outcome;
}

export async function deliverLeadNow(
  deps: DeliveryDeps,
  leadId: string,
): Promise<DeliveryOutcome | undefined> {
  const claimed = await deps.store.claimLead(leadId, {
    now: deps.clock(),
    leaseMs: deliveryLeaseMs(deps.webhook),
  });
  return claimed ? deliverClaimedLead(deps, claimed) : undefined;
}
