/** One webhook request against real local HTTP servers: only a 2xx answer is a delivery, and redirects are not followed. */
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { Worker } from "node:worker_threads";

import { afterEach, beforeEach, describe, expect, it } from "vitest";

import { postToWebhook } from "@/lib/leads/webhook";

import { startWebhookServer, type WebhookServer } from "../support/webhook-server";

const TIMEOUT_MS = 5_000;
const request = { leadId: "lead-1", body: JSON.stringify({ email: "dana@example.com" }) };

/** A receiver that answers every request with `status` and a Location pointing at `location`. */
async function startRedirectingServer(
  status: number,
  location: string,
): Promise<{ url: string; hits: string[]; close: () => Promise<void> }> {
  const hits: string[] = [];
  const server: Server = createServer((incoming, response) => {
    hits.push(incoming.method ?? "");
    incoming.resume();
    incoming.on("end", () => {
      response.writeHead(status, { Location: location, "Content-Type": "text/plain" });
      response.end("moved");
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", () => resolve()));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/webhook`,
    hits,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

describe("postToWebhook", () => {
  let target: WebhookServer;

  beforeEach(async () => {
    target = await startWebhookServer();
  });
  afterEach(async () => {
    await target.close();
  });

  it.each([200, 201, 204, 299])("counts %i as delivered", async (status) => {
    target.setMode("ok", { status });
    expect(await postToWebhook({ url: target.url, timeoutMs: TIMEOUT_MS }, request)).toEqual({
      ok: true,
      status,
    });
  });

  it.each([301, 302, 303, 307, 308])(
    "does not count a %i redirect as delivered, and does not follow it to the other server",
    async (status) => {
      const redirecting = await startRedirectingServer(status, target.url);
      try {
        const result = await postToWebhook({ url: redirecting.url, timeoutMs: TIMEOUT_MS }, request);
        expect(result).toEqual({ ok: false, error: `Webhook request failed with status ${status}` });
        expect(redirecting.hits).toEqual(["POST"]);
        expect(target.received).toEqual([]);
      } finally {
        await redirecting.close();
      }
    },
  );

  it.each([300, 304, 399])("does not count a bare %i answer as delivered", async (status) => {
    target.setMode("ok", { status });
    expect(await postToWebhook({ url: target.url, timeoutMs: TIMEOUT_MS }, request)).toEqual({
      ok: false,
      error: `Webhook request failed with status ${status}`,
    });
  });
});

/** A receiver on its own thread, so it answers while this one is blocked; it posts "received" for each request. */
async function startThreadReceiver(): Promise<{ url: string; worker: Worker }> {
  const worker = new Worker(
    `const { parentPort } = require("node:worker_threads");
     const server = require("node:http").createServer((request, response) => {
       request.resume();
       request.on("end", () => {
         parentPort.postMessage("received");
         response.writeHead(200).end("ok");
       });
     });
     server.listen(0, "127.0.0.1", () => parentPort.postMessage(server.address().port));`,
    { eval: true },
  );
  const port = await new Promise<number>((resolve) => worker.once("message", resolve));
  return { url: `http://127.0.0.1:${port}/webhook`, worker };
}

/** Keeps this thread busy, as a burst of page renders does: no timer or socket callback runs meanwhile. */
function blockEventLoop(ms: number): void {
  const until = performance.now() + ms;
  while (performance.now() < until);
}

describe("postToWebhook's timeout counts the receiver's time, not this server's event-loop lag", () => {
  let receiver: Awaited<ReturnType<typeof startThreadReceiver>>;
  beforeEach(async () => {
    receiver = await startThreadReceiver();
  });
  afterEach(async () => {
    await receiver.worker.terminate();
  });

  it("a loop blocked past the timeout before the request went out still delivers", async () => {
    const posted = postToWebhook({ url: receiver.url, timeoutMs: 300 }, request);
    blockEventLoop(700);
    expect(await posted).toEqual({ ok: true, status: 200 });
  });

  it("an answer that came while the loop was blocked past the timeout is a delivery", async () => {
    const received = new Promise((resolve) => receiver.worker.once("message", resolve));
    const posted = postToWebhook({ url: receiver.url, timeoutMs: 300 }, request);
    await received;
    blockEventLoop(700);
    expect(await posted).toEqual({ ok: true, status: 200 });
  });
});
