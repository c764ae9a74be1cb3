/** Shared wiring for the lead integration tests: real stores (SQLite file or PostgreSQL database), a fake clock. */
import { randomUUID } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";

import pg from "pg";

import type { DeliveryDeps } from "@/lib/leads/delivery";
import { LEAD_FORMS, type LeadFormName } from "@/lib/leads/forms";
import { setLeadLogSink, type LeadLogLine } from "@/lib/leads/log";
import type { SubmitLeadOutcome } from "@/lib/leads/outcome";
import { createRateLimiter } from "@/lib/leads/rate-limit";
import type { LeadRequestInfo } from "@/lib/leads/request-info";
import { FORM_META } from "@/lib/leads/shared/form-meta";
import type { LeadStore } from "@/lib/leads/store/lead-store";
import { openLeadStore, type LeadStoreConfig } from "@/lib/leads/store/open-store";
import { submitLead, type SubmitLeadDeps } from "@/lib/leads/submit-lead";
import type { WebhookConfig } from "@/lib/leads/webhook";

export const T0 = Date.UTC(2025, 2, 1, 15, 0, 0);

export class FakeClock {
  now = T0;
  readonly read = () => this.now;
  advance(ms: number): void {
    this.now += ms;
  }
}

/** Captures lead log lines instead of printing them; call the returned function to restore stdout. */
export function captureLeadLogs(): { lines: LeadLogLine[]; restore: () => void } {
  const lines: LeadLogLine[] = [];
  setLeadLogSink((line) => lines.push(line));
  return { lines, restore: () => setLeadLogSink(undefined) };
}

/** Where a suite keeps its leads: a new SQLite file or a new PostgreSQL database per `fresh()`. */
export interface Backend {
  name: "sqlite" | "postgres";
  /** A new, empty location. */
  fresh(): Promise<LeadStoreConfig>;
  cleanup(): Promise<void>;
}

export function sqliteBackend(): Backend {
  const dir = mkdtempSync(path.join(os.tmpdir(), "leads-sqlite-"));
  return {
    name: "sqlite",
    async fresh() {
      return { kind: "sqlite", path: path.join(dir, `${randomUUID()}.db`) };
    },
    async cleanup() {
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

export function postgresBackend(adminUrl: string): Backend {
  return {
    name: "postgres",
    async fresh() {
      const database = `leads_${randomUUID().replace(/-/g, "")}`;
      const client = new pg.Client({ connectionString: adminUrl });
      await client.connect();
      try {
        await client.query(`CREATE DATABASE ${database}`);
      } finally {
        await client.end();
      }
      const url = new URL(adminUrl);
      url.pathname = `/${database}`;
      return { kind: "postgres", url: url.toString(), maxConnections: 5 };
    },
    async cleanup() {},
  };
}

export const request: LeadRequestInfo = {
  ip: "203.0.113.7",
  userAgent: "Mozilla/5.0 (test)",
  referer: "https://bluebonnet.test/contact",
};

export function submitDeps(store: LeadStore, clock: FakeClock, overrides: Partial<SubmitLeadDeps> = {}) {
  const scheduled: string[] = [];
  const deps: SubmitLeadDeps = {
    store,
    rateLimiter: createRateLimiter({ perMinute: 1_000_000, perDay: 1_000_000 }),
    minFillMs: 2500,
    siteUrl: "https://bluebonnet.test",
    clock: clock.read,
    newId: randomUUID,
    scheduleDelivery: (leadId) => scheduled.push(leadId),
    ...overrides,
  };
  return { deps, scheduled };
}

export function deliveryDeps(store: LeadStore, clock: FakeClock, webhook: WebhookConfig): DeliveryDeps {
  // A fixed jitter (the middle of the range) keeps the test's clock arithmetic exact.
  return { store, webhook, clock: clock.read, random: () => 0.5 };
}

export const quickContactValues = (n = 1) => ({
  name: `Dana Q${n} Smith`,
  email: `dana${n}@example.com`,
  message: `Need more roofing leads (${n})`,
  [FORM_META.submissionId]: randomUUID(),
  [FORM_META.pagePath]: "/contact",
});

export async function submit(
  formName: LeadFormName,
  values: Record<string, string>,
  deps: SubmitLeadDeps,
): Promise<Extract<SubmitLeadOutcome, { kind: "accepted" }>> {
  const outcome = await submitLead(LEAD_FORMS[formName], values, request, deps);
  if (outcome.kind !== "accepted")
    throw new Error(`expected the lead to be accepted, got ${JSON.stringify(outcome)}`);
  return outcome;
}

export async function openStore(config: LeadStoreConfig): Promise<LeadStore> {
  const store = await openLeadStore(config);
  await store.migrate();
  return store;
}

/** A complete, valid submission of the main lead form, as its fields post it (consent ticked). */
export const mainFormFields = {
  businessName: "Lone Star Roofing",
  city: "Austin",
  website: "",
  notes: "",
  firstName: "Dana",
  lastName: "Smith",
  email: "dana@example.com",
  phone: "5125550123",
  serviceType: "hvac",
  consent: "on",
};
