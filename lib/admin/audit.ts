import "server-only";

// Append-only: entries are written, never updated.
import { randomUUID } from "node:crypto";

import type { LeadStore } from "@/lib/leads/store/lead-store";

import type { AuditEntry } from "./repository";

export interface AuditEvent {
  userId: string | null;
  action: string;
  outcome?: AuditEntry["outcome"];
  target?: { kind: "lead" | "booking" | "mail" | "conversion" | "user"; id: string };
  ip: string | null;
  /** Never personal data: a status, a count, an error kind. */
  detail?: string;
}

export async function audit(store: LeadStore, event: AuditEvent, now: number = Date.now()): Promise<void> {
  await store.admin.appendAudit({
    id: randomUUID(),
    at: now,
    userId: event.userId,
    action: event.action,
    outcome: event.outcome ?? "ok",
    targetKind: event.target?.kind ?? null,
    targetId: event.target?.id ?? null,
    ip: event.ip,
    detail: event.detail ?? null,
  });
}

export const AUDIT_COLUMNS = ["WHEN", "WHO", "ACTION", "OUTCOME", "TARGET", "FROM", "DETAIL"] as const;

export function auditCells(entry: AuditEntry): string[] {
  return [
    new Date(entry.at).toISOString(),
    entry.email ?? entry.userId ?? "-",
    entry.action,
    entry.outcome,
    entry.targetKind ? `${entry.targetKind} ${entry.targetId}` : "-",
    entry.ip ?? "-",
    entry.detail ?? "",
  ];
}
