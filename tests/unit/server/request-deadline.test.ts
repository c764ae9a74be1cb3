import { createServer, request as httpRequest, type Server, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";

import { afterEach, describe, expect, it, vi } from "vitest";

import { DEADLINE_MESSAGE, startDeadline } from "@/lib/server/request-deadline";

const refuse = (response: ServerResponse, status: number, message: string) => {
  response.statusCode = status;
  response.end(message);
};

let server: Server | undefined;
afterEach(() => {
  server?.closeAllConnections();
  server?.close();
  vi.restoreAllMocks();
});

function serve(handler: (response: ServerResponse) => void, ms: number): Promise<number> {
  server = createServer((request, response) => {
    startDeadline(request, response, refuse, ms);
    handler(response);
  });
  return new Promise((resolve) =>
    server!.listen(0, "127.0.0.1", () => resolve((server!.address() as AddressInfo).port)),
  );
}

function get(port: number): Promise<{ status: number; body: string } | { error: string }> {
  return new Promise((resolve) => {
    const started = httpRequest({ host: "127.0.0.1", port, path: "/slow" }, (response) => {
      let body = "";
      response.on("data", (chunk: Buffer) => (body += chunk));
      response.on("end", () => resolve({ status: response.statusCode!, body }));
      response.on("error", (error) => resolve({ error: error.message }));
    });
    started.on("error", (error) => resolve({ error: error.message }));
    started.end();
  });
}

describe("the request deadline", () => {
  it("answers a request nobody answers with a 503 and a log line, and drops what the handler writes later", async () => {
    const log = vi.spyOn(console, "error").mockImplementation(() => undefined);
    let late: ServerResponse | undefined;
    const port = await serve((response) => (late = response), 150);
    const started = Date.now();
    expect(await get(port)).toEqual({ status: 503, body: DEADLINE_MESSAGE });
    expect(Date.now() - started).toBeLessThan(2_000);
    expect(JSON.parse(String(log.mock.calls[0]![0]))).toMatchObject({
      event: "request.deadline",
      path: "/slow",
    });
    // The handler waking up after the deadline neither throws nor writes.
    expect(() => late!.writeHead(200).end("late")).not.toThrow();
  });

  it("closes an answer under way once it stalls for a whole deadline", async () => {
    const log = vi.spyOn(console, "error").mockImplementation(() => undefined);
    const port = await serve((response) => response.writeHead(200).write("partial"), 150);
    expect(await get(port)).toHaveProperty("error");
    expect(JSON.parse(String(log.mock.calls[0]![0]))).toMatchObject({ answered: "closed" });
  });

  it("lets a slow answer that keeps moving finish past the deadline", async () => {
    const log = vi.spyOn(console, "error").mockImplementation(() => undefined);
    const port = await serve((response) => {
      response.writeHead(200);
      let sent = 0;
      const tick = setInterval(() => {
        sent += 1;
        if (sent < 10) response.write("x".repeat(1000));
        else {
          clearInterval(tick);
          response.end("done");
        }
      }, 50);
    }, 150);
    const answer = await get(port);
    expect(answer).toMatchObject({ status: 200 });
    expect((answer as { body: string }).body.endsWith("done")).toBe(true);
    expect(log).not.toHaveBeenCalled();
  });

  it("leaves a request answered in time alone", async () => {
    const log = vi.spyOn(console, "error").mockImplementation(() => undefined);
    const port = await serve((response) => response.end("ok"), 150);
    expect(await get(port)).toEqual({ status: 200, body: "ok" });
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(log).not.toHaveBeenCalled();
  });
});
