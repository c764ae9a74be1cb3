/** The test webhook receiver as a process: /__received, /__summary, POST /__mode and /__clear; any other path is the webhook. */
import type { ServerResponse } from "node:http";

import {
  startWebhookServer,
  type ReceivedRequest,
  type WebhookMode,
  type WebhookServer,
} from "./webhook-server";

const MODES: readonly WebhookMode[] = ["ok", "status-500", "status-429", "hang", "close", "delay"];

function json(response: ServerResponse, status: number, body: unknown): true {
  response.writeHead(status, { "Content-Type": "application/json" });
  response.end(JSON.stringify(body));
  return true;
}

/** Requests per mode, and how many leads (Idempotency-Key) were answered with success once or more than once. */
function summarize(received: readonly ReceivedRequest[]) {
  const byMode: Record<string, number> = {};
  const successes = new Map<string, number>();
  for (const request of received) {
    byMode[request.mode] = (byMode[request.mode] ?? 0) + 1;
    if (request.mode !== "ok" && request.mode !== "delay") continue;
    const key = String(request.headers["idempotency-key"] ?? "");
    successes.set(key, (successes.get(key) ?? 0) + 1);
  }
  const duplicated = [...successes].filter(([, count]) => count > 1).map(([key]) => key);
  return { received: received.length, byMode, deliveredLeads: successes.size, duplicatedLeads: duplicated };
}

export type WebhookSummary = ReturnType<typeof summarize>;

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null;
}

async function main(): Promise<void> {
  const port = Number(process.env.WEBHOOK_PORT ?? "4010");
  // The control endpoints need the server they belong to; it exists once startWebhookServer resolves.
  const ref: { server?: WebhookServer } = {};
  const server = await startWebhookServer({
    port,
    handleOther(path, method, raw, response) {
      const server = ref.server;
      if (!server) return false;
      if (path === "/__received" && method === "GET") return json(response, 200, server.received);
      if (path === "/__summary" && method === "GET") return json(response, 200, summarize(server.received));
      if (path === "/__clear" && method === "POST") {
        server.clear();
        return json(response, 200, { ok: true });
      }
      if (path === "/__mode" && method === "POST") {
        let body: unknown;
        try {
          body = JSON.parse(raw);
        } catch {
          return json(response, 400, { error: "send JSON { mode, status?, delayMs? }" });
        }
        const mode = isRecord(body) ? body.mode : undefined;
        if (!MODES.includes(mode as WebhookMode) || !isRecord(body)) {
          return json(response, 400, { error: `mode must be one of ${MODES.join(", ")}` });
        }
        server.setMode(mode as WebhookMode, {
          status: typeof body.status === "number" ? body.status : undefined,
          delayMs: typeof body.delayMs === "number" ? body.delayMs : undefined,
        });
        return json(response, 200, { ok: true, mode });
      }
      return false;
    },
  });
  ref.server = server;
  console.log(`webhook server listening on ${server.url}`);
  const shutdown = () => {
    void server.close().then(() => process.exit(0));
  };
  process.on("SIGINT", shutdown);
  process.on("SIGTERM", shutdown);
}

void main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
