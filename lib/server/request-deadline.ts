import type { IncomingMessage, ServerResponse } from "node:http";

export const REQUEST_DEADLINE_MS = 30_000;

export const SERVER_TIMEOUTS = {
  headersTimeout: 10_000,
  // Node checks both timeouts only this often (30 s by default): slow headers held a socket for 43 s.
  connectionsCheckingInterval: 1_000,
  requestTimeout: REQUEST_DEADLINE_MS,
  // Longer than the 60 s idle timeout of common proxies: they, not we, close an idle connection.
  keepAliveTimeout: 65_000,
} as const;

export const DEADLINE_MESSAGE = "The server could not answer in time. Please try again.";

type Refuse = (response: ServerResponse, status: number, message: string) => void;

export function silence(response: ServerResponse): void {
  const ignore = () => response;
  response.setHeader = ignore;
  response.appendHeader = ignore;
  response.removeHeader = () => undefined;
  response.writeHead = ignore as ServerResponse["writeHead"];
  response.write = (() => true) as ServerResponse["write"];
  response.end = ignore as ServerResponse["end"];
  response.flushHeaders = () => undefined;
}

function log(request: IncomingMessage, ms: number, answered: number | "closed"): void {
  console.error(
    JSON.stringify({
      time: new Date().toISOString(),
      level: "error",
      event: "request.deadline",
      method: request.method,
      path: (request.url ?? "").split("?")[0]!.slice(0, 200),
      ms,
      answered,
    }),
  );
}

function closeWhenStalled(request: IncomingMessage, response: ServerResponse, ms: number): void {
  let sent = response.socket?.bytesWritten ?? 0;
  const check = setInterval(() => {
    const now = response.socket?.bytesWritten ?? 0;
    if (now !== sent) {
      sent = now;
      return;
    }
    clearInterval(check);
    log(request, ms, "closed");
    response.destroy();
  }, ms);
  check.unref();
  response.once("close", () => clearInterval(check));
}

export function startDeadline(
  request: IncomingMessage,
  response: ServerResponse,
  refuse: Refuse,
  ms: number = REQUEST_DEADLINE_MS,
): void {
  const timer = setTimeout(() => {
    if (response.writableEnded) return;
    if (response.headersSent) {
      closeWhenStalled(request, response, ms);
      return;
    }
    log(request, ms, 503);
    response.setHeader("Connection", "close");
    response.setHeader("Retry-After", "5");
    refuse(response, 503, DEADLINE_MESSAGE);
    silence(response);
  }, ms);
  timer.unref();
  response.once("close", () => clearTimeout(timer));
}
