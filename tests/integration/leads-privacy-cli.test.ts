/** The ops commands as an operator runs them (`npm run leads -- ...`), against SQLite and PostgreSQL. */
import { execFile } from "node:child_process";
import path from "node:path";
import { promisify } from "node:util";

import { afterAll, describe, expect, it, vi } from "vitest";

import { LEAD_FORMS } from "@/lib/leads/forms";
import { FORM_META } from "@/lib/leads/shared/form-meta";
import type { LeadStoreConfig } from "@/lib/leads/store/open-store";
import { submitLead } from "@/lib/leads/submit-lead";

import {
  FakeClock,
  openStore,
  quickContactValues,
  request,
  submit,
  submitDeps,
} from "../support/lead-harness";
import { storeBackends } from "../support/store-backends";
import { startWebhookServer } from "../support/webhook-server";

// Each step spawns the command through tsx, which compiles it first: slow on a busy machine.
vi.setConfig({ testTimeout: 120_000 });

const run = promisify(execFile);
const root = path.resolve(__dirname, "../..");

const backends = await storeBackends();
/** Each run of the command is a fresh tsx process: a few seconds each on a busy machine. */
const CLI_TEST_TIMEOUT_MS = 120_000;

async function leadsRun(
  config: LeadStoreConfig,
  args: string[],
  extraEnv: Record<string, string> = {},
): Promise<{ stdout: string; stderr: string }> {
  return run(
    process.execPath,
    [
      path.join(root, "node_modules/tsx/dist/cli.mjs"),
      "--conditions=react-server",
      "scripts/leads.ts",
      ...args,
    ],
    {
      cwd: root,
      env: {
        ...process.env,
        LEAD_WEBHOOK_URL: "",
        DATABASE_URL: config.kind === "postgres" ? config.url : "",
        LEADS_SQLITE_PATH: config.kind === "sqlite" ? config.path : "unused.db",
        ...extraEnv,
      },
    },
  );
}

async function leads(config: LeadStoreConfig, ...args: string[]): Promise<string> {
  return (await leadsRun(config, args)).stdout;
}

for (const { name, make, skip } of backends) {
  describe.skipIf(skip !== undefined)(`npm run leads on ${name}`, () => {
    const backend = make();
    afterAll(() => backend.cleanup());

    it("lists spam, exports, deletes and purges", { timeout: CLI_TEST_TIMEOUT_MS }, async () => {
      const config = await backend.fresh();
      const store = await openStore(config);
      const clock = new FakeClock();
      const { deps } = submitDeps(store, clock);
      const bot = await submitLead(
        LEAD_FORMS.quickContact,
        { ...quickContactValues(1), [FORM_META.honeypot]: "x" },
        request,
        deps,
      );
      await submit("quickContact", quickContactValues(2), deps);
      await store.close();

      const listed = await leads(config, "list", "--status", "spam");
      expect(listed).toMatch(
        new RegExp(
          `^${(bot as { leadId: string }).leadId}\\s+\\S+\\s+quick-contact\\s+dana1@example\\.com\\s+honeypot$`,
          "m",
        ),
      );

      const exported = JSON.parse(await leads(config, "export", "--email", "DANA1@example.com")) as {
        leads: { status: string; spamReason: string }[];
      };
      expect(exported.leads).toEqual([expect.objectContaining({ status: "spam", spamReason: "honeypot" })]);

      // The data alone on stdout (it parses); the store line first and the log line on stderr.
      const deleted = await leadsRun(config, ["delete", "--email", "dana1@example.com"]);
      expect(JSON.parse(deleted.stdout)).toMatchObject({ deleted: { leads: [expect.any(String)] } });
      const [storeLine, logLine] = deleted.stderr.trim().split("\n");
      expect(storeLine).toBe(
        config.kind === "sqlite"
          ? `Store: SQLite ${config.path}`
          : `Store: PostgreSQL 127.0.0.1:${new URL(config.url).port}, database ${new URL(config.url).pathname.slice(1)}`,
      );
      expect(logLine).toContain(
        '"event":"lead.privacy_deleted","deleted":{"leads":1,"bookings":0,"mailJobs":0}',
      );
      expect(logLine).not.toContain("dana1");

      const today = new Date().toISOString().slice(0, 10);
      const purged = await leads(config, "purge", "--before", today, "--yes");
      expect(purged).toContain(`Nothing created before ${today} to delete.`);
      expect(purged).toContain("Kept: 1 lead still waiting for the webhook");
      const nextYear = `${new Date().getUTCFullYear() + 1}-01-01`;
      await expect(leadsRun(config, ["purge", "--before", nextYear, "--dry-run"])).rejects.toMatchObject({
        code: 2,
        stdout: "",
        stderr: expect.stringContaining(`leads purge: --before ${nextYear} is in the future`),
      });
    });

    it(
      "keeps leads taken without a webhook as stored, and forwards them with retry --all once one is set",
      { timeout: CLI_TEST_TIMEOUT_MS },
      async () => {
        const config = await backend.fresh();
        const store = await openStore({ ...config, forward: false });
        const { deps } = submitDeps(store, new FakeClock());
        await submit("quickContact", quickContactValues(3), deps);
        await submit("quickContact", quickContactValues(4), deps);
        await store.close();
        expect(await leads(config, "list")).toContain("0 pending, 2 stored, 0 delivered, 0 failed, 0 spam");
        const webhook = await startWebhookServer();
        try {
          const { stdout } = await leadsRun(config, ["retry", "--all"], { LEAD_WEBHOOK_URL: webhook.url });
          expect(stdout.trim()).toBe("2 lead(s) queued, 2 attempted, 2 delivered.");
          expect(webhook.received.map((request) => (request.body as { email: string }).email).sort()).toEqual(
            ["dana3@example.com", "dana4@example.com"],
          );
        } finally {
          await webhook.close();
        }
      },
    );
  });
}
