// npm run build && npm run bench:leads: does a slow webhook slow the visitor; is every stored lead delivered?
import type { ChildProcess } from "node:child_process";
import { existsSync, mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";

import type { SmtpSummary } from "../tests/support/smtp-server-cli";
import type { WebhookSummary } from "../tests/support/webhook-server-cli";
import { control, leadsWithTimedOutAttempts, startProcess, startTsx, stop } from "./bench-leads/processes";
import { drainStore, printReport } from "./bench-leads/report";
import { describeRound, round } from "./bench-leads/rounds";
import { nextBin } from "./lib/project";
import { freePort, waitForUrl } from "./lib/server";
import { runMain } from "./support/run-main";

const WARM_UP_MS = 3_000;
const START_LIMIT_MS = 60_000;

async function main(): Promise<number> {
  const root = process.cwd();
  if (!existsSync(path.join(root, ".next", "BUILD_ID"))) {
    console.error(
      "No production build found (.next/BUILD_ID is missing). Run `npm run build` first, then `npm run bench:leads`.",
    );
    return 1;
  }
  const dir = mkdtempSync(path.join(os.tmpdir(), "bench-leads-"));
  const dbPath = path.join(dir, "leads.db");
  let webhookProcess: ChildProcess | undefined;
  let smtpProcess: ChildProcess | undefined;
  let server: ChildProcess | undefined;
  let passed = false;
  try {
    const webhookPort = await freePort();
    const webhookBase = `http://127.0.0.1:${webhookPort}`;
    webhookProcess = startTsx(
      root,
      "tests/support/webhook-server-cli.ts",
      { ...process.env, WEBHOOK_PORT: String(webhookPort) },
      path.join(dir, "webhook.log"),
    );
    await waitForUrl(`${webhookBase}/__summary`, START_LIMIT_MS, webhookProcess);
    await control(webhookBase, "delay", { delayMs: 10 });
    const smtpPort = await freePort();
    const smtpControlPort = await freePort();
    const smtpBase = `http://127.0.0.1:${smtpControlPort}`;
    smtpProcess = startTsx(
      root,
      "tests/support/smtp-server-cli.ts",
      { ...process.env, SMTP_PORT: String(smtpPort), SMTP_CONTROL_PORT: String(smtpControlPort) },
      path.join(dir, "smtp.log"),
    );
    await waitForUrl(`${smtpBase}/__summary`, START_LIMIT_MS, smtpProcess);

    const port = await freePort();
    const baseUrl = `http://127.0.0.1:${port}`;
    server = startProcess(
      [nextBin, "start", "-p", String(port), "-H", "127.0.0.1"],
      {
        ...process.env,
        NODE_ENV: "production",
        NEXT_PUBLIC_SITE_URL: baseUrl,
        LEADS_SQLITE_PATH: dbPath,
        DATABASE_URL: "",
        LEAD_WEBHOOK_URL: `${webhookBase}/webhook`,
        LEAD_WEBHOOK_SECRET: "bench-secret",
        LEAD_RATE_LIMIT_PER_MINUTE: "1000000000",
        LEAD_RATE_LIMIT_PER_DAY: "1000000000",
        LEAD_MIN_FILL_MS: "0",
        LEAD_RETRY_POLL_MS: "1000",
        SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
        LEAD_NOTIFY_EMAIL: "bench-inbox@example.com",
      },
      path.join(dir, "server.log"),
    );
    await waitForUrl(`${baseUrl}/api/leads`, START_LIMIT_MS, server);
    console.log(`server ${baseUrl}, webhook ${webhookBase}, SQLite ${dbPath}, logs in ${dir}`);

    const counter = { n: 0 };
    const warmUp = await round("warm-up", baseUrl, counter, WARM_UP_MS); // JIT and lazy route loading, not reported
    const fast = await round("webhook 10 ms", baseUrl, counter);
    console.log(describeRound(fast));
    await control(webhookBase, "hang");
    const hanging = await round("webhook hanging", baseUrl, counter);
    console.log(describeRound(hanging));

    await control(webhookBase, "ok");
    const drained = await drainStore(dbPath);
    const summary = (await (await fetch(`${webhookBase}/__summary`)).json()) as WebhookSummary;
    const smtpSummary = (await (await fetch(`${smtpBase}/__summary`)).json()) as SmtpSummary;
    passed = printReport({
      rounds: { warmUp, fast, hanging },
      submitted: counter.n,
      ...drained,
      webhook: summary,
      smtp: smtpSummary,
      timedOut: leadsWithTimedOutAttempts(path.join(dir, "server.log")),
    });
    return passed ? 0 : 1;
  } finally {
    await stop(server);
    await stop(webhookProcess);
    await stop(smtpProcess);
    if (passed) rmSync(dir, { recursive: true, force: true });
    else console.log(`Logs and database kept in ${dir}`);
  }
}

runMain(main);
