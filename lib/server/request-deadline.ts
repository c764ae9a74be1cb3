/**
 * Every request is answered within a deadline: one still unanswered then gets a 503 (or, when its answer has
 * begun, its connection closed), and a log line. Whatever the handler writes after that goes nowhere.
 */
import type { IncomingMessage, ServerResponse } from "node:http";

/** The longest a visitor waits for any answer. */
export const REQUEST_DEADLINE_MS = 30_000;

/** Node's own limits, inside the deadline: the whole request must arrive by then, its headers sooner. */
export const SERVER_TIMEOUTS = {
  headersTimeout: 15_000,
  requestTimeout: REQUEST_DEADLINE_MS,
  // Longer than the 60 s idle timeout of common proxies and load balancers: they, not we, close an idle connection.
  keepAliveTimeout: 65_000,
} as const;

export const DEADLINE_MESSAGE = "The server could not answer in time. Please try again.";

type Refuse = (response: ServerResponse, status: number, message: string) => void;

function silence(response: ServerResponse): void {
  const ignore = () => response;
  response.setHeader = ignore;
  response.appendHeader = ignore;
  response.removeHeader = () => undefined;
  response.writeHead = ignore as ServerResponse["writeHead"];
  response.write = (() => true) as ServerResponse["write"];
  response.end = ignore as ServerResponse["end"];
  response.flushHeaders = () => undefined;
}

export function startDeadline(
  request: IncomingMessage,
  response: ServerResponse,
  refuse: Refuse,
  ms: number = REQUEST_DEADLINE_MS,
): void {
  const timer = setTimeout(() => {
    if (response.writableEnded) return;
    console.error(
      JSON.stringify({
        time: new Date().toISOString(),
        level: "error",
        event: "request.deadline",
        method: request.method,
        path: (request.url ?? "").split("?")[0]!.slice(0, 200),
        ms,
        answered: response.headersSent ? "closed" : 503,
      }),
    );
    if (response.headersSent) {
      response.destroy();
    } else {
      response.setHeader("Connection", "close");
      response.setHeader("Retry-After", "5");
      refuse(response, 503, DEADLINE_MESSAGE);
    }
    silence(response);
  }, ms);
  timer.unref();
  response.once("close", () => clearTimeout(timer));
}
