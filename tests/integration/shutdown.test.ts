/**
 * SIGTERM while the webhook hangs, in a real child process: it stops claiming, lets the delivery in flight time
 * out and record itself, exits within the webhook timeout plus a few seconds, and the lead is delivered once later.
 */
import { spawn, type ChildProcess } from "node:child_process";
import path from "node:path";

import { afterAll, afterEach, describe, expect, it } from "vitest";

import { runRetryPass } from "@/lib/leads/retry";
import type { LeadStoreConfig } from "@/lib/leads/store/open-store";

import {
  captureLeadLogs,
  deliveryDeps,
  FakeClock,
  openStore,
  quickContactValues,
  submit,
  submitDeps,
} from "../support/lead-harness";
import { storeBackends } from "../support/store-backends";
import { startWebhookServer, type WebhookServer } from "../support/webhook-server";

const WEBHOOK_TIMEOUT_MS = 3_000;
/** The shutdown's own grace past the webhook timeout, plus the time a Node process takes to start and exit. */
const EXIT_BUDGET_MS = WEBHOOK_TIMEOUT_MS + 3_000 + 2_000;

const backends = await storeBackends();

function startPipeline(config: LeadStoreConfig, webhookUrl: string): ChildProcess {
  const root = path.resolve(__dirname, "../..");
  return spawn(
    process.execPath,
    [
      path.join(root, "node_modules/tsx/dist/cli.mjs"),
      "--conditions=react-server",
      "tests/support/pipeline-process.ts",
    ],
    {
      cwd: root,
      stdio: ["ignore", "pipe", "pipe"],
      env: {
        ...process.env,
        NODE_ENV: "production",
        NEXT_MANUAL_SIG_HANDLE: "true",
        LEAD_WEBHOOK_URL: webhookUrl,
        LEAD_WEBHOOK_SECRET: "",
        LEAD_WEBHOOK_TIMEOUT_MS: String(WEBHOOK_TIMEOUT_MS),
        LEAD_RETRY_POLL_MS: "200",
        DATABASE_URL: config.kind === "postgres" ? config.url : "",
        LEADS_SQLITE_PATH: config.kind === "sqlite" ? config.path : "unused.db",
      },
    },
  );
}

function exited(child: ChildProcess): Promise<number | null> {
  return new Promise((resolve) => child.once("exit", (code) => resolve(code)));
}

for (const { name, make, skip } of backends) {
  describe.skipIf(skip !== undefined)(`SIGTERM on ${name}`, () => {
    let webhook: WebhookServer | undefined;
    let child: ChildProcess | undefined;
    const backend = make();
    afterEach(async () => {
      if (child && child.exitCode === null) child.kill("SIGKILL");
      await webhook?.close();
    });
    afterAll(() => backend.cleanup());

    it("stops during a hanging delivery within the webhook timeout plus a few seconds; delivered once later", async () => {
      const logs = captureLeadLogs();
      const config = await backend.fresh();
      const store = await openStore(config);
      try {
        webhook = await startWebhookServer();
        webhook.setMode("hang");
        const clock = new FakeClock();
        clock.now = Date.now();
        const { deps } = submitDeps(store, clock);
        const { leadId } = await submit("quickContact", quickContactValues(1), deps);

        child = startPipeline(config, webhook.url);
        let output = "";
        child.stdout?.on("data", (chunk: Buffer) => (output += chunk.toString()));
        child.stderr?.on("data", (chunk: Buffer) => (output += chunk.toString()));
        const exit = exited(child);
        await expect.poll(() => webhook?.received.length, { timeout: 20_000 }).toBe(1);

        const signalledAt = Date.now();
        child.kill("SIGTERM");
        const code = await exit;
        const took = Date.now() - signalledAt;
        expect(code, output).toBe(143);
        expect(took).toBeLessThan(EXIT_BUDGET_MS);
        // It waited for the delivery in flight: the timeout was recorded, so the lead is due again later.
        expect(took).toBeGreaterThanOrEqual(WEBHOOK_TIMEOUT_MS - 1_000);
        expect(output).toContain('"event":"lead.shutdown_finished","reason":"all stopped"');
        const after = await store.getLead(leadId);
        expect(after).toMatchObject({ status: "pending", attempts: 1 });
        expect(webhook.received).toHaveLength(1);

        // Another instance (or this one restarted) delivers it once its next attempt is due.
        webhook.setMode("ok");
        clock.now = (after?.nextAttemptAt ?? 0) + 1;
        const delivery = deliveryDeps(store, clock, { url: webhook.url, timeoutMs: 5_000 });
        expect(await runRetryPass(delivery)).toEqual(["delivered"]);
        expect(await runRetryPass(delivery)).toEqual([]);
        expect(webhook.received.filter((request) => request.mode === "ok")).toHaveLength(1);
      } finally {
        await store.close();
        logs.restore();
      }
    });
  });
}
