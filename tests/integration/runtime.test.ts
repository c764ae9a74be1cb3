/** The process-wide pipeline wiring, built from the environment: first delivery attempts after each stored lead. */
import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";

import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";

import { LEAD_FORMS } from "@/lib/leads/forms";
import { checkHealth } from "@/lib/leads/health";
import { leadStore, submitLeadDeps, webhookConfigured } from "@/lib/leads/runtime";
import { submitLead, type SubmitLeadDeps } from "@/lib/leads/submit-lead";

import { captureLeadLogs, quickContactValues, request } from "../support/lead-harness";
import { startWebhookServer, type WebhookServer } from "../support/webhook-server";

const RUNTIME_KEY = Symbol.for("leads.runtime");
type RuntimeHolder = typeof globalThis & { [RUNTIME_KEY]?: unknown };

describe("first delivery attempts", () => {
  let dir: string;
  let webhook: WebhookServer;
  let deps: SubmitLeadDeps | undefined;
  let logs: ReturnType<typeof captureLeadLogs>;

  beforeEach(async () => {
    logs = captureLeadLogs();
    dir = mkdtempSync(path.join(os.tmpdir(), "leads-runtime-"));
    webhook = await startWebhookServer();
    vi.stubEnv("DATABASE_URL", "");
    vi.stubEnv("LEADS_SQLITE_PATH", path.join(dir, "leads.db"));
    vi.stubEnv("LEAD_WEBHOOK_URL", webhook.url);
    vi.stubEnv("LEAD_WEBHOOK_SECRET", "");
    vi.stubEnv("LEAD_WEBHOOK_TIMEOUT_MS", "5000");
    vi.stubEnv("LEAD_RATE_LIMIT_PER_MINUTE", "1000");
    vi.stubEnv("LEAD_RATE_LIMIT_PER_DAY", "1000");
    delete (globalThis as RuntimeHolder)[RUNTIME_KEY];
  });

  afterEach(async () => {
    await deps?.store.close();
    deps = undefined;
    delete (globalThis as RuntimeHolder)[RUNTIME_KEY];
    vi.unstubAllEnvs();
    await webhook.close();
    rmSync(dir, { recursive: true, force: true });
    logs.restore();
  });

  it("frees its slot after each attempt: lead after lead, each gets an immediate first attempt", async () => {
    const tasks: (() => Promise<void>)[] = [];
    deps = await submitLeadDeps((task) => tasks.push(task));
    const N = 20; // more than the 16 first attempts allowed at once
    for (let n = 0; n < N; n += 1) {
      const outcome = await submitLead(LEAD_FORMS.quickContact, quickContactValues(n), request, deps);
      expect(outcome.kind).toBe("accepted");
      const task = tasks.shift();
      await task?.(); // the attempt `after()` would run once the response is sent
    }
    expect(webhook.received).toHaveLength(N);
    expect(await deps.store.countByStatus()).toEqual({
      pending: 0,
      stored: 0,
      delivered: N,
      failed: 0,
      spam: 0,
    });
  });
});

describe("zero configuration", () => {
  let dir: string;
  let logs: ReturnType<typeof captureLeadLogs>;

  beforeEach(() => {
    logs = captureLeadLogs();
    dir = mkdtempSync(path.join(os.tmpdir(), "leads-runtime-"));
    vi.stubEnv("DATABASE_URL", "");
    vi.stubEnv("LEADS_SQLITE_PATH", path.join(dir, "leads.db"));
    vi.stubEnv("LEAD_WEBHOOK_URL", "");
    delete (globalThis as RuntimeHolder)[RUNTIME_KEY];
  });

  afterEach(async () => {
    await (await leadStore()).close();
    delete (globalThis as RuntimeHolder)[RUNTIME_KEY];
    vi.unstubAllEnvs();
    rmSync(dir, { recursive: true, force: true });
    logs.restore();
  });

  it("stores each lead complete, and /api/health stays ok and says the webhook is not configured", async () => {
    const deps = await submitLeadDeps(() => {});
    for (const n of [1, 2]) {
      const outcome = await submitLead(LEAD_FORMS.quickContact, quickContactValues(n), request, deps);
      expect(outcome.kind).toBe("accepted");
    }
    expect(webhookConfigured()).toBe(false);
    const { body } = await checkHealth(leadStore, Date.now() + 60 * 60_000, {
      webhookConfigured: webhookConfigured(),
    });
    expect(body).toMatchObject({ status: "ok", webhook: "not configured", pending: 0, stored: 2 });
  });
});
