/** The lead store suites' wiring: a fresh store, a local webhook receiver, a fake clock and captured logs per test. */
import { randomUUID } from "node:crypto";

import { afterAll, afterEach, beforeAll, beforeEach } from "vitest";

import type { LeadStore } from "@/lib/leads/store/lead-store";
import type { LeadStoreConfig } from "@/lib/leads/store/open-store";
import type { NewMailJob } from "@/lib/leads/store/records";
import type { WebhookConfig } from "@/lib/leads/webhook";

import { captureLeadLogs, FakeClock, openStore, type Backend } from "./lead-harness";
import { startWebhookServer, type ReceivedRequest, type WebhookServer } from "./webhook-server";

export const WEBHOOK_SECRET = "test-secret";
/** Generous: a slow CI machine must not turn a healthy delivery into a timeout. */
export const WEBHOOK_TIMEOUT_MS = 5_000;

/** The requests that carried one lead. */
export function deliveriesOf(received: ReceivedRequest[], leadId: string): ReceivedRequest[] {
  return received.filter((request) => request.headers["idempotency-key"] === leadId);
}

/** How many times the receiver accepted each lead. */
export function okDeliveries(received: ReceivedRequest[]): Map<string, number> {
  const counts = new Map<string, number>();
  for (const request of received) {
    if (request.mode !== "ok" && request.mode !== "delay") continue;
    const key = String(request.headers["idempotency-key"]);
    counts.set(key, (counts.get(key) ?? 0) + 1);
  }
  return counts;
}

export const DAY_MS = 24 * 60 * 60_000;

/** An email queued with a lead (or alone), due a day later at the latest. */
export function mailJob(to: string, leadId: string | undefined, createdAt: number): NewMailJob {
  return {
    id: randomUUID(),
    kind: "test",
    leadId,
    createdAt,
    giveUpAt: createdAt + DAY_MS,
    message: { to: [to], subject: "Your call", text: "See you", html: "<p>See you</p>" },
  };
}

export interface LeadSuite {
  backend: Backend;
  config: LeadStoreConfig;
  store: LeadStore;
  /** Closed after each test; a test that starts another one puts it here. */
  webhook: WebhookServer;
  /** The receiver's address, signed with WEBHOOK_SECRET. */
  webhookConfig: WebhookConfig;
  clock: FakeClock;
  logs: ReturnType<typeof captureLeadLogs>;
  /** Another store on the same file or database (a second process), closed after the test. */
  open(): Promise<LeadStore>;
  /** Closes a store before the test ends (a process restart). */
  close(store: LeadStore): Promise<void>;
}

/** Registers the hooks; `use` receives the fresh wiring before every test (assign it to the suite's variables). */
export function useLeadSuite(make: () => Backend, use: (suite: LeadSuite) => void): LeadSuite {
  const opened: LeadStore[] = [];
  const suite = {
    async open() {
      const store = await openStore(suite.config);
      opened.push(store);
      return store;
    },
    async close(store: LeadStore) {
      opened.splice(opened.indexOf(store), 1);
      await store.close();
    },
  } as LeadSuite;

  beforeAll(() => {
    suite.backend = make();
  });
  afterAll(() => suite.backend.cleanup());

  beforeEach(async () => {
    suite.logs = captureLeadLogs();
    suite.clock = new FakeClock();
    suite.config = await suite.backend.fresh();
    suite.store = await suite.open();
    suite.webhook = await startWebhookServer();
    suite.webhookConfig = { url: suite.webhook.url, secret: WEBHOOK_SECRET, timeoutMs: WEBHOOK_TIMEOUT_MS };
    use(suite);
  });

  afterEach(async () => {
    await suite.webhook.close();
    for (const store of opened.splice(0)) await store.close();
    suite.logs.restore();
  });
  return suite;
}
