/**
 * Lead pipeline bench: does a slow webhook slow the visitor, and does every stored lead get delivered?
 *
 *   npm run build && npm run bench:leads
 *
 * It starts the test webhook receiver (its own process), then the production server (`next start` on a free
 * port, fresh temp SQLite file, rate limit lifted), and drives 50 concurrent submitters for 10 s per round
 * against POST /api/leads (the same pipeline as the server actions): once with the webhook answering in
 * 10 ms, once with it hanging. Then it lets the webhook answer again, waits for the retry loop to drain, and
 * compares leads stored, delivered, and received by the webhook. Every lead also queues the agency's notice,
 * sent through the test mail server: it reports the mail jobs queued and sent, and the emails received.
 */
import { spawn, type ChildProcess } from "node:child_process";
import { randomUUID } from "node:crypto";
import { existsSync, mkdtempSync, openSync, readFileSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import os from "node:os";
import path from "node:path";
import { performance } from "node:perf_hooks";

import type { MailJobCounts } from "@/lib/leads/store/mail-repository";
import { openLeadStore } from "@/lib/leads/store/open-store";
import type { LeadCounts } from "@/lib/leads/store/types";

import type { SmtpSummary } from "../tests/support/smtp-server-cli";
import type { WebhookSummary } from "../tests/support/webhook-server-cli";

const CONCURRENCY = 50;
const ROUND_MS = 10_000;
const WARM_UP_MS = 3_000;
const DRAIN_LIMIT_MS = 5 * 60_000;

interface RoundResult {
  label: string;
  accepted: number;
  errors: number;
  perSecond: number;
  p50: number;
  p99: number;
}

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const address = server.address();
      server.close(() => resolve(typeof address === "object" && address ? address.port : 0));
    });
  });
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function waitFor(url: string, child: ChildProcess, what: string): Promise<void> {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`${what} exited with code ${child.exitCode}`);
    try {
      await fetch(url);
      return;
    } catch {
      await sleep(250);
    }
  }
  throw new Error(`${what} did not start within 60 s`);
}

function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? Number.NaN;
}

async function submitOnce(baseUrl: string, n: number): Promise<boolean> {
  const response = await fetch(`${baseUrl}/api/leads`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({
      form: "quickContact",
      fields: {
        name: `Bench Visitor${n}`,
        email: `bench+${n}@example.com`,
        message: "How soon can you start?",
        submissionId: randomUUID(),
        pagePath: "/contact",
      },
    }),
  });
  const body = (await response.json()) as { status?: string };
  return response.status === 200 && body.status === "success";
}

async function round(
  label: string,
  baseUrl: string,
  counter: { n: number },
  durationMs = ROUND_MS,
): Promise<RoundResult> {
  const latencies: number[] = [];
  let errors = 0;
  const started = performance.now();
  const deadline = started + durationMs;
  const worker = async () => {
    while (performance.now() < deadline) {
      const t0 = performance.now();
      const ok = await submitOnce(baseUrl, (counter.n += 1)).catch(() => false);
      if (ok) latencies.push(performance.now() - t0);
      else errors += 1;
    }
  };
  await Promise.all(Array.from({ length: CONCURRENCY }, worker));
  const elapsed = (performance.now() - started) / 1000;
  latencies.sort((a, b) => a - b);
  return {
    label,
    accepted: latencies.length,
    errors,
    perSecond: latencies.length / elapsed,
    p50: percentile(latencies, 50),
    p99: percentile(latencies, 99),
  };
}

async function control(webhookBase: string, mode: string, extra: Record<string, number> = {}): Promise<void> {
  const response = await fetch(`${webhookBase}/__mode`, {
    method: "POST",
    body: JSON.stringify({ mode, ...extra }),
  });
  if (!response.ok) throw new Error(`webhook mode ${mode}: ${response.status}`);
}

function startProcess(args: string[], env: NodeJS.ProcessEnv, logFile: string): ChildProcess {
  const log = openSync(logFile, "a");
  return spawn(process.execPath, args, { env, stdio: ["ignore", log, log] });
}

function stop(child: ChildProcess | undefined): Promise<void> {
  if (!child || child.exitCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    child.once("exit", () => resolve());
    child.kill("SIGTERM");
    setTimeout(() => child.kill("SIGKILL"), 5000).unref();
  });
}

/** Lead ids whose delivery attempt timed out, from the server's JSON log lines. */
function leadsWithTimedOutAttempts(logFile: string): Set<string> {
  const ids = new Set<string>();
  for (const line of readFileSync(logFile, "utf8").split("\n")) {
    if (!line.startsWith("{") || !line.includes("timed out")) continue;
    try {
      const event = JSON.parse(line) as { leadId?: string };
      if (event.leadId) ids.add(event.leadId);
    } catch {
      // not one of our log lines
    }
  }
  return ids;
}

const ms = (value: number) => `${value.toFixed(1)} ms`;

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
    webhookProcess = startProcess(
      [
        path.join(root, "node_modules", "tsx", "dist", "cli.mjs"),
        path.join(root, "tests", "support", "webhook-server-cli.ts"),
      ],
      { ...process.env, WEBHOOK_PORT: String(webhookPort) },
      path.join(dir, "webhook.log"),
    );
    await waitFor(`${webhookBase}/__summary`, webhookProcess, "webhook server");
    await control(webhookBase, "delay", { delayMs: 10 });
    const smtpPort = await freePort();
    const smtpControlPort = await freePort();
    const smtpBase = `http://127.0.0.1:${smtpControlPort}`;
    smtpProcess = startProcess(
      [
        path.join(root, "node_modules", "tsx", "dist", "cli.mjs"),
        path.join(root, "tests", "support", "smtp-server-cli.ts"),
      ],
      { ...process.env, SMTP_PORT: String(smtpPort), SMTP_CONTROL_PORT: String(smtpControlPort) },
      path.join(dir, "smtp.log"),
    );
    await waitFor(`${smtpBase}/__summary`, smtpProcess, "smtp server");

    const port = await freePort();
    const baseUrl = `http://127.0.0.1:${port}`;
    server = startProcess(
      [
        path.join(root, "node_modules", "next", "dist", "bin", "next"),
        "start",
        "-p",
        String(port),
        "-H",
        "127.0.0.1",
      ],
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
    await waitFor(`${baseUrl}/api/leads`, server, "next start");
    console.log(`server ${baseUrl}, webhook ${webhookBase}, SQLite ${dbPath}, logs in ${dir}`);

    const counter = { n: 0 };
    const warmUp = await round("warm-up", baseUrl, counter, WARM_UP_MS); // JIT and lazy route loading, not reported
    const fast = await round("webhook 10 ms", baseUrl, counter);
    console.log(`${fast.label}: ${fast.perSecond.toFixed(0)}/s, p50 ${ms(fast.p50)}, p99 ${ms(fast.p99)}`);
    await control(webhookBase, "hang");
    const hanging = await round("webhook hanging", baseUrl, counter);
    console.log(
      `${hanging.label}: ${hanging.perSecond.toFixed(0)}/s, p50 ${ms(hanging.p50)}, p99 ${ms(hanging.p99)}`,
    );

    await control(webhookBase, "ok");
    const store = await openLeadStore({ kind: "sqlite", path: dbPath });
    const drainStarted = Date.now();
    let counts: LeadCounts = await store.countByStatus();
    let mail: MailJobCounts = await store.mail.countByStatus();
    while (
      (counts.pending > 0 || counts.failed > 0 || mail.pending > 0) &&
      Date.now() - drainStarted < DRAIN_LIMIT_MS
    ) {
      process.stdout.write(
        `\rdraining retries: ${counts.pending} pending, ${counts.delivered} delivered, ${mail.pending} emails pending   `,
      );
      await sleep(1000);
      counts = await store.countByStatus();
      mail = await store.mail.countByStatus();
    }
    const drainSeconds = (Date.now() - drainStarted) / 1000;
    await store.close();
    const summary = (await (await fetch(`${webhookBase}/__summary`)).json()) as WebhookSummary;
    const smtpSummary = (await (await fetch(`${smtpBase}/__summary`)).json()) as SmtpSummary;
    const mailQueued = mail.pending + mail.sent + mail.failed;

    const accepted = counter.n - warmUp.errors - fast.errors - hanging.errors;
    const stored = counts.pending + counts.delivered + counts.failed;
    const ratio = hanging.p99 / fast.p99;
    console.log("\n");
    console.table(
      [fast, hanging].map((result) => ({
        round: result.label,
        "submissions/s": Number(result.perSecond.toFixed(0)),
        accepted: result.accepted,
        errors: result.errors,
        "p50 (ms)": Number(result.p50.toFixed(1)),
        "p99 (ms)": Number(result.p99.toFixed(1)),
      })),
    );
    console.log(`p99 hanging / fast: ${ratio.toFixed(2)}x (target ≤ 2x)`);
    console.log(`accepted (incl. ${warmUp.accepted} in the warm-up): ${accepted}`);
    console.log(
      `stored: ${stored}  delivered: ${counts.delivered}  pending: ${counts.pending}  failed: ${counts.failed}  (drained in ${drainSeconds.toFixed(0)} s)`,
    );
    const timedOut = leadsWithTimedOutAttempts(path.join(dir, "server.log"));
    console.log(
      `webhook: ${summary.received} requests ${JSON.stringify(summary.byMode)}, ${summary.deliveredLeads} leads answered 2xx, ` +
        `${summary.duplicatedLeads.length} of them more than once`,
    );
    if (summary.duplicatedLeads.length > 0) {
      console.log(
        "  (a lead is sent again only when an attempt timed out on our side although the receiver had accepted it; " +
          "the repeat carries the same Idempotency-Key, so the receiver can drop it)",
      );
    }
    console.log(
      `mail jobs: ${mailQueued} queued, ${mail.sent} sent, ${mail.pending} pending, ${mail.failed} failed; ` +
        `mail server: ${smtpSummary.received} emails received, ${smtpSummary.duplicated.length} more than once`,
    );
    const checks = [
      ["every accepted lead stored", stored === accepted],
      ["stored = delivered", stored === counts.delivered],
      ["the webhook accepted every delivered lead", summary.deliveredLeads === counts.delivered],
      [
        "repeats only after a timed-out attempt",
        summary.duplicatedLeads.every((leadId) => timedOut.has(leadId)),
      ],
      ["p99 with a hanging webhook within 2x", ratio <= 2],
      ["one agency notice queued per stored lead", mailQueued === stored],
      [
        "every mail job sent, each email received once",
        mail.sent === mailQueued &&
          smtpSummary.distinct === mailQueued &&
          smtpSummary.duplicated.length === 0,
      ],
    ] as const;
    for (const [name, ok] of checks) console.log(`${ok ? "PASS" : "FAIL"}  ${name}`);
    passed = checks.every(([, ok]) => ok);
    return passed ? 0 : 1;
  } finally {
    await stop(server);
    await stop(webhookProcess);
    await stop(smtpProcess);
    if (passed) rmSync(dir, { recursive: true, force: true });
    else console.log(`Logs and database kept in ${dir}`);
  }
}

main().then(
  (code) => {
    process.exitCode = code;
  },
  (error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exitCode = 1;
  },
);
