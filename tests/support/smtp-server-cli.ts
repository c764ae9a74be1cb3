/**
 * The test mail server as its own process (for Playwright and the bench):
 * `SMTP_PORT=4722 SMTP_CONTROL_PORT=4723 tsx tests/support/smtp-server-cli.ts`.
 * SMTP on SMTP_PORT; control over HTTP on SMTP_CONTROL_PORT: GET /__received (JSON array), GET /__summary
 * (counts, for the bench), POST /__mode ({ mode: "ok" | "reject" }), POST /__clear.
 */
import { createServer, type ServerResponse } from "node:http";

import { startSmtpServer, type ReceivedMail, type SmtpMode } from "./smtp-server";

const MODES: readonly SmtpMode[] = ["ok", "reject"];

function json(response: ServerResponse, status: number, body: unknown): void {
  response.writeHead(status, { "Content-Type": "application/json" });
  response.end(JSON.stringify(body));
}

/** Messages received, and the Message-IDs that arrived more than once. */
function summarize(received: readonly ReceivedMail[]) {
  const counts = new Map<string, number>();
  for (const mail of received) {
    const id = mail.headers["message-id"] ?? "";
    counts.set(id, (counts.get(id) ?? 0) + 1);
  }
  const duplicated = [...counts].filter(([, count]) => count > 1).map(([id]) => id);
  return { received: received.length, distinct: counts.size, duplicated };
}

export type SmtpSummary = ReturnType<typeof summarize>;

async function main(): Promise<void> {
  const smtp = await startSmtpServer({ port: Number(process.env.SMTP_PORT ?? "4722") });
  const controlPort = Number(process.env.SMTP_CONTROL_PORT ?? smtp.port + 1);
  const control = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on("data", (chunk: Buffer) => chunks.push(chunk));
    request.on("end", () => {
      const path = request.url ?? "/";
      if (request.method === "GET" && path === "/__received") return json(response, 200, smtp.received);
      if (request.method === "GET" && path === "/__summary")
        return json(response, 200, summarize(smtp.received));
      if (request.method === "POST" && path === "/__clear") {
        smtp.clear();
        return json(response, 200, { ok: true });
      }
      if (request.method === "POST" && path === "/__mode") {
        let mode: unknown;
        try {
          mode = (JSON.parse(Buffer.concat(chunks).toString("utf8")) as { mode?: unknown }).mode;
        } catch {
          mode = undefined;
        }
        if (!MODES.includes(mode as SmtpMode))
          return json(response, 400, { error: `mode: ${MODES.join(", ")}` });
        smtp.setMode(mode as SmtpMode);
        return json(response, 200, { ok: true, mode });
      }
      json(response, 404, { error: "not found" });
    });
  });
  await new Promise<void>((resolve) => control.listen(controlPort, "127.0.0.1", resolve));
  console.log(`smtp server on ${smtp.url}, control on http://127.0.0.1:${controlPort}`);
  const shutdown = () => {
    control.close();
    void smtp.close().then(() => process.exit(0));
  };
  process.on("SIGINT", shutdown);
  process.on("SIGTERM", shutdown);
}

void main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
