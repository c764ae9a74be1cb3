/** A real local webhook receiver that records requests and answers by mode: 200, 500, 429, hang, close, or delayed 200. */
import { createServer, type IncomingHttpHeaders, type Server, type ServerResponse } from "node:http";
import type { AddressInfo, Socket } from "node:net";

export type WebhookMode = "ok" | "status-500" | "status-429" | "hang" | "close" | "delay";

export interface WebhookModeOptions {
  /** Status answered in "ok" and "delay" modes (default 200). */
  status?: number;
  /** Delay before answering in "delay" mode (default 10 ms). */
  delayMs?: number;
}

export interface ReceivedRequest {
  method: string;
  path: string;
  headers: IncomingHttpHeaders;
  /** The body parsed as JSON, or undefined when it is not JSON. */
  body: unknown;
  raw: string;
  /** The mode the server was in when the request arrived. */
  mode: WebhookMode;
}

export interface WebhookServer {
  url: string;
  port: number;
  setMode(mode: WebhookMode, options?: WebhookModeOptions): void;
  received: ReceivedRequest[];
  clear(): void;
  close(): Promise<void>;
}

function parseJson(raw: string): unknown {
  try {
    return JSON.parse(raw);
  } catch {
    return undefined;
  }
}

function answer(response: ServerResponse, status: number): void {
  response.writeHead(status, { "Content-Type": "application/json" });
  response.end(JSON.stringify({ ok: status < 300 }));
}

/** Starts the server on 127.0.0.1 (port 0 picks a free one). `handleOther` may serve extra paths (control endpoints). */
export async function startWebhookServer(
  options: {
    port?: number;
    handleOther?: (path: string, method: string, raw: string, response: ServerResponse) => boolean;
  } = {},
): Promise<WebhookServer> {
  let mode: WebhookMode = "ok";
  let modeOptions: WebhookModeOptions = {};
  const received: ReceivedRequest[] = [];
  const sockets = new Set<Socket>();
  const timers = new Set<NodeJS.Timeout>();

  const server: Server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on("data", (chunk: Buffer) => chunks.push(chunk));
    request.on("end", () => {
      const raw = Buffer.concat(chunks).toString("utf8");
      const path = request.url ?? "/";
      const method = request.method ?? "GET";
      if (options.handleOther?.(path, method, raw, response)) return;
      const current = mode;
      received.push({ method, path, headers: request.headers, body: parseJson(raw), raw, mode: current });
      switch (current) {
        case "ok":
          return answer(response, modeOptions.status ?? 200);
        case "status-500":
          return answer(response, 500);
        case "status-429":
          return answer(response, 429);
        case "hang":
          return; // never answers; the client's timeout has to end it
        case "close":
          request.socket.destroy();
          return;
        case "delay": {
          const timer = setTimeout(() => {
            timers.delete(timer);
            answer(response, modeOptions.status ?? 200);
          }, modeOptions.delayMs ?? 10);
          timers.add(timer);
          return;
        }
      }
    });
  });
  server.on("connection", (socket) => {
    sockets.add(socket);
    socket.on("close", () => sockets.delete(socket));
  });

  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(options.port ?? 0, "127.0.0.1", () => resolve());
  });
  const port = (server.address() as AddressInfo).port;

  return {
    url: `http://127.0.0.1:${port}/webhook`,
    port,
    setMode(next, nextOptions = {}) {
      mode = next;
      modeOptions = nextOptions;
    },
    received,
    clear() {
      received.length = 0;
    },
    async close() {
      for (const timer of timers) clearTimeout(timer);
      for (const socket of sockets) socket.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
