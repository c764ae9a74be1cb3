import "server-only";

// Failed ceremonies are counted from the audit log, so every instance on PostgreSQL shares the budget.
import { randomUUID } from "node:crypto";

import type { LeadStore } from "@/lib/leads/store/lead-store";

import { FAILURES_RECORDED_MAX, SIGN_IN_FAILURES_ALLOWED, SIGN_IN_WINDOW_MS } from "./config";

export interface FailureBudget {
  /** This address has failed too often: refuse it before any work. */
  addressSpent: boolean;
  /** All addresses together have: record no more failures, refuse unknown passkeys. */
  overallSpent: boolean;
}

export async function failureBudget(
  store: LeadStore,
  action: string,
  ip: string,
  now: number,
): Promise<FailureBudget> {
  const since = now - SIGN_IN_WINDOW_MS;
  const [fromAddress, overall] = await Promise.all([
    store.admin.countAudit({ action, outcome: "failed", ip, since }),
    store.admin.countAudit({ action, outcome: "failed", since }),
  ]);
  return {
    addressSpent: fromAddress >= SIGN_IN_FAILURES_ALLOWED,
    overallSpent: overall >= FAILURES_RECORDED_MAX,
  };
}

/** Audits a failure while both budgets last, checked again as it is written (a burst arrives all at once). */
export async function recordFailure(
  store: LeadStore,
  budget: FailureBudget,
  event: { action: string; userId: string | null; ip: string; detail: string },
  now: number,
): Promise<void> {
  if (budget.overallSpent) return;
  await store.admin.appendAuditWithin(
    {
      id: randomUUID(),
      at: now,
      userId: event.userId,
      action: event.action,
      outcome: "failed",
      targetKind: null,
      targetId: null,
      ip: event.ip,
      detail: event.detail,
    },
    { perAddress: SIGN_IN_FAILURES_ALLOWED, overall: FAILURES_RECORDED_MAX, since: now - SIGN_IN_WINDOW_MS },
  );
}
