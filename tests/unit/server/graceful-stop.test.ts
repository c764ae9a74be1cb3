/** drainServer on a real loopback server: the answer under way is sent whole, its keep-alive socket then closed. */
import http from "node:http";
import type { AddressInfo } from "node:net";

import { expect, it } from "vitest";

import { drainServer, httpDrained } from "@/lib/server/graceful-stop";

it("answers the request under way on a keep-alive connection, then stops within a moment, not at the deadline", async () => {
  const server = http.createServer((_request, response) => {
    setTimeout(() => response.end("answered in full"), 300);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  const agent = new http.Agent({ keepAlive: true });
  const answer = new Promise<string>((resolve, reject) => {
    http
      .get({ host: "127.0.0.1", port, agent }, (response) => {
        let body = "";
        response.on("data", (chunk: Buffer) => (body += chunk.toString()));
        response.on("end", () => resolve(body));
      })
      .on("error", reject);
  });
  await new Promise((resolve) => setTimeout(resolve, 100)); // the request is under way at the signal
  const started = Date.now();
  const drained = drainServer(server, 10_000);
  expect(await answer).toBe("answered in full");
  await drained;
  await httpDrained();
  expect(Date.now() - started).toBeLessThan(2_000);
  const refused = await new Promise<string>((resolve) =>
    http
      .get({ host: "127.0.0.1", port, agent: false }, () => resolve("answered"))
      .on("error", (error: NodeJS.ErrnoException) => resolve(error.code ?? "")),
  );
  expect(refused).toBe("ECONNREFUSED");
  agent.destroy();
});
