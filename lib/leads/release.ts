import "server-only";

import type { LeadStore } from "@/lib/leads/store/lead-store";
import type { NewMailJob, StoredLead } from "@/lib/leads/store/records";

import { GIVE_UP_AFTER_MS } from "./backoff";
import { logLeadEvent } from "./log";
import { parseLead } from "./schema";

export type ReleaseOutcome =
  | { kind: "released"; lead: StoredLead }
  | { kind: "not-found" }
  | { kind: "not-quarantined"; status: StoredLead["status"] }
  | { kind: "invalid"; error: string };

export async function releaseQuarantinedLead(
  store: LeadStore,
  id: string,
  options: { now: number; mailJobs?: (lead: StoredLead) => NewMailJob[] },
): Promise<ReleaseOutcome> {
  const lead = await store.getLead(id);
  if (!lead) return { kind: "not-found" };
  if (lead.status !== "spam") return { kind: "not-quarantined", status: lead.status };
  const parsed = parseLead(lead.payload);
  if (!parsed.success) return { kind: "invalid", error: parsed.error };
  const released = await store.releaseSpam(id, {
    now: options.now,
    giveUpAt: options.now + GIVE_UP_AFTER_MS,
    mailJobs: options.mailJobs,
  });
  // Released by another command in between: report what it is now.
  if (!released) {
    const current = await store.getLead(id);
    return current ? { kind: "not-quarantined", status: current.status } : { kind: "not-found" };
  }
  logLeadEvent("lead.released", {
    leadId: id,
    status: released.status,
    reason: lead.spamReason ?? undefined,
  });
  return { kind: "released", lead: released };
}
