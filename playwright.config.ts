import { existsSync } from "node:fs";
import path from "node:path";

import { defineConfig, devices } from "@playwright/test";

import { NO_ENV_FILES } from "./tests/support/no-env-files";

/** The production server under test and the local webhook it forwards leads to (no outside host is called). */
export const E2E_PORT = Number(process.env.E2E_PORT ?? 3100);
export const WEBHOOK_PORT = Number(process.env.E2E_WEBHOOK_PORT ?? 4599);
export const E2E_WEBHOOK_URL = `http://127.0.0.1:${WEBHOOK_PORT}/hooks/e2e-webhook-url-marker`;
export const E2E_WEBHOOK_SECRET = "e2e-webhook-secret-marker-3f9a";
/** The local mail server the site sends through, and the port of its HTTP control endpoints. */
export const SMTP_PORT = Number(process.env.E2E_SMTP_PORT ?? 4699);
export const SMTP_CONTROL_PORT = Number(process.env.E2E_SMTP_CONTROL_PORT ?? SMTP_PORT + 1);
export const E2E_NOTIFY_EMAIL = "agency-inbox@bluebonnet.test";
export const E2E_CRM_STAGE_SECRET = "e2e-crm-stage-secret-5b1c";
const e2eDir = path.join(__dirname, ".e2e");

// Debian's headless shell (the browser tests took 40% less CPU than with the full browser), else its Chromium;
// Playwright's own download is not reachable here. CHROMIUM_PATH overrides both.
const chromiumPath =
  process.env.CHROMIUM_PATH ??
  ["/usr/lib/chromium/chromium-headless-shell", "/usr/bin/chromium"].find((file) => existsSync(file));

/** The site server's settings, at build and at start (`tests/support/e2e-build.ts` builds with them too). */
export const E2E_SERVER_ENV: Record<string, string> = {
  // The checkout's .env files (a GTM id, a DATABASE_URL) are the developer's, not the suite's: never read.
  ...NO_ENV_FILES,
  LEAD_WEBHOOK_URL: E2E_WEBHOOK_URL,
  LEAD_WEBHOOK_SECRET: E2E_WEBHOOK_SECRET,
  SMTP_URL: `smtp://127.0.0.1:${SMTP_PORT}`,
  LEAD_NOTIFY_EMAIL: E2E_NOTIFY_EMAIL,
  CRM_STAGE_SECRET: E2E_CRM_STAGE_SECRET,
  LEADS_SQLITE_PATH: path.join(e2eDir, "leads.db"),
  // Every test submits from 127.0.0.1: the per-IP limits are covered by unit and integration tests.
  LEAD_RATE_LIMIT_PER_MINUTE: "10000",
  LEAD_RATE_LIMIT_PER_DAY: "100000",
  LEAD_MIN_FILL_MS: "0",
  // Longer than any test waits for a lead: every lead a test sees came from the first delivery after the
  // response (after()), so a broken hand-off fails the suite instead of being rescued by the retry loop.
  LEAD_RETRY_POLL_MS: "3600000",
  NEXT_TELEMETRY_DISABLED: "1",
  // The console's passkeys belong to the origin the browser uses (WebAuthn refuses an IP as relying party).
  ADMIN_ORIGIN: `http://localhost:${E2E_PORT}`,
};

export default defineConfig({
  testDir: "./tests/e2e",
  // Every test on its own, spread over the workers: one production build and server serve them all.
  fullyParallel: true,
  workers: Number(process.env.E2E_WORKERS ?? 3),
  retries: process.env.CI ? 1 : 0,
  forbidOnly: Boolean(process.env.CI),
  reporter: process.env.CI ? [["list"]] : [["list"]],
  timeout: 45_000,
  expect: { timeout: 10_000 },
  use: {
    baseURL: `http://localhost:${E2E_PORT}`,
    // The agency's own zone: a visitor there sees the spec's slot labels (booking.spec.ts also tries others).
    timezoneId: "America/Chicago",
    // A trace records every action's snapshot and screenshots: only a retried test pays for it (`--trace on` locally).
    trace: "on-first-retry",
    launchOptions: {
      executablePath: chromiumPath,
      args: [
        "--no-sandbox",
        "--disable-gpu",
        "--disable-background-networking",
        "--disable-component-update",
        "--disable-sync",
        "--no-first-run",
        "--disable-quic",
      ],
    },
  },
  projects: [{ name: "chromium", use: { ...devices["Desktop Chrome"], channel: undefined } }],
  webServer: [
    {
      command: `npx tsx tests/support/webhook-server-cli.ts`,
      url: `http://127.0.0.1:${WEBHOOK_PORT}/__received`,
      env: { WEBHOOK_PORT: String(WEBHOOK_PORT) },
      // Never a server left over from another run: the suite tests the build it makes (E2E_PORT and
      // E2E_WEBHOOK_PORT move it off ports that are taken).
      reuseExistingServer: false,
      timeout: 30_000,
    },
    {
      command: `npx tsx tests/support/smtp-server-cli.ts`,
      url: `http://127.0.0.1:${SMTP_CONTROL_PORT}/__received`,
      env: { SMTP_PORT: String(SMTP_PORT), SMTP_CONTROL_PORT: String(SMTP_CONTROL_PORT) },
      reuseExistingServer: false,
      timeout: 30_000,
    },
    {
      // `npm run build`, then `npm start` (the compiled server entry) as deployed, with a recognisable webhook URL and
      // secret (the no-secret-in-the-browser test looks for them under .next/static). `npm test` builds beside the
      // unit tests and sets E2E_PREBUILT=1 (scripts/test.sh).
      command: `rm -rf ${e2eDir} && mkdir -p ${e2eDir} && ${process.env.E2E_PREBUILT === "1" ? "" : "npm run build && "}npm start -- -p ${E2E_PORT}`,
      url: `http://localhost:${E2E_PORT}/`,
      reuseExistingServer: false,
      timeout: 600_000,
      stdout: "ignore",
      stderr: "pipe",
      env: E2E_SERVER_ENV,
    },
  ],
});
