/** The server entry's body cap: a body passed on as it arrives, cut off once past the limit, with the route's answer. */
import { IncomingMessage } from "node:http";
import { Socket } from "node:net";

import { describe, expect, it } from "vitest";

import { capBody } from "@/lib/server/body-cap";
import { bodyLimitFor } from "@/lib/server/body-limits";

function incoming(): IncomingMessage {
  const request = new IncomingMessage(new Socket());
  request.headers = { "transfer-encoding": "chunked" };
  request._read = () => undefined;
  return request;
}

async function read(request: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString();
}

describe("capBody", () => {
  it("passes a body within the limit on whole", async () => {
    const request = incoming();
    let over = false;
    const capped = capBody(request, 10, () => (over = true));
    request.push("hello ");
    request.push("body");
    request.complete = true; // as Node's parser marks a whole request before its end
    request.push(null);
    expect(await read(capped)).toBe("hello body");
    expect(over).toBe(false);
  });

  it("fails the reader and answers once past the limit, without keeping what follows", async () => {
    const request = incoming();
    let over = 0;
    const capped = capBody(request, 10, () => (over += 1));
    const reading = read(capped);
    request.push("12345");
    request.push("678901");
    request.push("x".repeat(1_000));
    await expect(reading).rejects.toThrow("request body over 10 bytes");
    expect(over).toBe(1);
    expect(request.listenerCount("data")).toBe(0);
  });
});

describe("bodyLimitFor", () => {
  it("caps each route with its own answer", () => {
    expect(bodyLimitFor("/api/leads/abc/stage")).toMatchObject({
      bytes: 4096,
      contentType: "application/json",
    });
    expect(JSON.parse(bodyLimitFor("/api/leads/abc/stage").answer)).toEqual({
      ok: false,
      error: "The body is larger than 4096 bytes.",
    });
    expect(bodyLimitFor("/api/leads").bytes).toBe(16 * 1024);
    expect(bodyLimitFor("/admin/passkeys/sign-in").bytes).toBe(16 * 1024);
    expect(bodyLimitFor("/contact")).toMatchObject({
      bytes: 64 * 1024,
      answer: "The request body is too large.",
    });
  });
});
