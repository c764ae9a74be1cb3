import { createServer, request as httpRequest, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";

import { describe, expect, it } from "vitest";

import { createGate, isImageRequest, throughGate } from "@/lib/server/image-gate";

describe("the image gate", () => {
  it("lets `limit` tasks run at once and starts the others in arrival order as slots free", async () => {
    const gate = createGate(2);
    const started: number[] = [];
    const leaves = new Map<number, () => void>();
    const tasks = [1, 2, 3, 4].map((id) =>
      gate.enter().then((leave) => {
        started.push(id);
        leaves.set(id, leave);
      }),
    );
    await Promise.all(tasks.slice(0, 2));
    expect(started).toEqual([1, 2]);
    expect(gate.waiting).toBe(2);

    // Leaving twice frees one slot, not two.
    leaves.get(2)!();
    leaves.get(2)!();
    await tasks[2];
    expect(started).toEqual([1, 2, 3]);
    expect(gate.waiting).toBe(1);

    leaves.get(1)!();
    await tasks[3];
    expect(started).toEqual([1, 2, 3, 4]);
  });

  it("only /_next/image goes through it", () => {
    expect(isImageRequest("/_next/image")).toBe(true);
    for (const path of ["/", "/blog", "/_next/static/chunks/a.js", "/blog/a/card.png", "/_next/image/x"]) {
      expect(isImageRequest(path)).toBe(false);
    }
  });

  it("serves one response at a time through a real server, each slot freed when its response ends", async () => {
    const gate = createGate(1);
    const held: ServerResponse[] = [];
    let concurrent = 0;
    let most = 0;
    const server = createServer((request, response) => {
      void throughGate(gate, request, response, (_request, handled) => {
        concurrent += 1;
        most = Math.max(most, concurrent);
        handled.once("close", () => (concurrent -= 1));
        held.push(handled);
      });
    });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    const { port } = server.address() as AddressInfo;
    const get = () =>
      new Promise<string>((resolve, reject) => {
        httpRequest({ host: "127.0.0.1", port, path: "/_next/image" }, (response) => {
          let body = "";
          response.on("data", (chunk: Buffer) => (body += chunk.toString()));
          response.on("end", () => resolve(body));
        })
          .on("error", reject)
          .end();
      });
    try {
      const answers = [get(), get(), get()];
      for (let served = 1; served <= 3; served += 1) {
        await expect.poll(() => held.length).toBe(served);
        expect(concurrent).toBe(1);
        held[served - 1]!.end(`answer ${served}`);
      }
      expect(await Promise.all(answers)).toEqual(["answer 1", "answer 2", "answer 3"]);
      expect(most).toBe(1);
    } finally {
      await new Promise((resolve) => server.close(resolve));
    }
  });
});
