/**
 * The server entry's own answers (server.ts): a Server Function payload React could not decode, including one that
 * never settled, gets a 400 at once; a target that is not a path gets a 400; a seeded fuzz of Server Function
 * bodies finds no 5xx and no request left unanswered; a server whose log reader went away keeps answering.
 */
import { spawn } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";

import fc from "fast-check";

import { E2E_PORT } from "../../playwright.config";
import { freePort } from "../support/free-port";
import { rawRequest, type RawResponse } from "./support/raw-request";
import { expect, test } from "./support/test";

const INVALID = "Invalid form data. Please check your inputs.";
const BOUNDARY = "----serverEntry";

/** The quick-contact action's id in the build under test. */
function actionId(): string {
  const manifest = JSON.parse(
    readFileSync(path.join(__dirname, "../../.next/server/server-reference-manifest.json"), "utf8"),
  ) as { node: Record<string, { exportedName?: string }> };
  const found = Object.entries(manifest.node).find(
    ([, entry]) => entry.exportedName === "submitQuickContact",
  );
  if (!found) throw new Error("submitQuickContact is not in the build's server reference manifest");
  return found[0];
}

function multipart(parts: readonly (readonly [string, string])[]): string {
  return (
    parts
      .map(
        ([name, value]) =>
          `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`,
      )
      .join("") + `--${BOUNDARY}--\r\n`
  );
}

function callAction(parts: readonly (readonly [string, string])[], withHeader = true): Promise<RawResponse> {
  return rawRequest({
    method: "POST",
    path: "/contact",
    headers: {
      ...(withHeader ? { "next-action": actionId() } : {}),
      // The site's own page calling: the same host as the origin (a cross-site post gets the proxy's 403 first).
      host: `localhost:${E2E_PORT}`,
      origin: `http://localhost:${E2E_PORT}`,
      "content-type": `multipart/form-data; boundary=${BOUNDARY}`,
    },
    body: multipart(parts),
  });
}

/** The first line of the answer to a request line written by hand. */
function rawStatusLine(requestLine: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(E2E_PORT, "127.0.0.1", () =>
      socket.write(`${requestLine}\r\nHost: localhost:${E2E_PORT}\r\nConnection: close\r\n\r\n`),
    );
    let head = "";
    socket.setTimeout(10_000, () => socket.destroy(new Error(`${requestLine}: no answer`)));
    socket.on("data", (chunk: Buffer) => (head += chunk.toString("latin1")));
    socket.on("end", () => resolve(head.split("\r\n")[0]!));
    socket.on("error", reject);
  });
}

test("the Server Function call that never settled is refused at once with a 400", async () => {
  const id = actionId();
  const started = Date.now();
  const response = await callAction([
    ["1", JSON.stringify({ id, bound: "$@2" })],
    ["2", '["$h1"]'],
    ["0", '["$h1"]'],
  ]);
  expect(response.status).toBe(400);
  expect(response.body).toBe(INVALID);
  expect(Date.now() - started).toBeLessThan(5_000);
  expect(response.headers["content-security-policy"]).toContain("default-src 'self'");
});

test("malformed Server Function payloads answer 400, not 500", async () => {
  const cases: [string, [string, string][]][] = [
    ["a deep array", [["0", `${"[".repeat(20_000)}${"]".repeat(20_000)}`]]],
    [
      "a long reference chain",
      Array.from({ length: 40 }, (_, i): [string, string] => [String(i), `["$${(i + 1).toString(16)}"]`]),
    ],
    [
      "a Map",
      [
        ["0", '["$Q1"]'],
        ["1", "[[1,2]]"],
      ],
    ],
    [
      "an iterator",
      [
        ["0", '["$i1"]'],
        ["1", "[1]"],
      ],
    ],
    [
      "a stream",
      [
        ["0", '["$R1"]'],
        ["1", "[]"],
      ],
    ],
    [
      "a typed array",
      [
        ["0", '["$A1"]'],
        ["1", '"AAAA"'],
      ],
    ],
    ["a huge BigInt", [["0", `["$n${"9".repeat(60_000)}"]`]]],
    ["a part that is not JSON", [["0", "[1,"]]],
  ];
  for (const [label, parts] of cases) {
    const response = await callAction(parts);
    expect(response.status, label).toBe(400);
  }
  // Without JavaScript: the bound-arguments promise pointing at a server reference in a cycle.
  const noScript = await callAction(
    [
      ["$ACTION_REF_1", ""],
      ["$ACTION_1:0", JSON.stringify({ id: actionId(), bound: "$@1" })],
      ["$ACTION_1:1", '["$h0"]'],
    ],
    false,
  );
  expect(noScript.status).toBe(400);
});

test("a request target that is not a path (`*`, a full URL) answers 400", async () => {
  expect(await rawStatusLine("OPTIONS * HTTP/1.1")).toBe("HTTP/1.1 400 Bad Request");
  expect(await rawStatusLine("GET http://evil.example/contact HTTP/1.1")).toBe("HTTP/1.1 400 Bad Request");
  expect(await rawStatusLine("GET /contact HTTP/1.1")).toBe("HTTP/1.1 200 OK");
});

const tag = fc.constantFrom(
  "$@",
  "$h",
  "$F",
  "$Q",
  "$W",
  "$K",
  "$",
  "$n",
  "$D",
  "$$",
  "$T",
  "$i",
  "$R",
  "$A",
  "$B",
);
const reference = fc.tuple(tag, fc.nat(6)).map(([prefix, n]) => `${prefix}${n.toString(16)}`);
const model: fc.Arbitrary<unknown> = fc.letrec<{ value: unknown }>((self) => ({
  value: fc.oneof(
    { depthSize: "small" },
    reference,
    fc.string({ maxLength: 8 }),
    fc.integer(),
    fc.constant(null),
    fc.array(self("value"), { maxLength: 4 }),
    fc.dictionary(fc.string({ maxLength: 4 }), self("value"), { maxKeys: 3 }),
  ),
})).value;
const part = fc.oneof(
  model.map((value) => JSON.stringify([value])),
  model.map((value) => JSON.stringify(value)),
  fc.string({ maxLength: 20 }),
  fc.nat(3000).map((depth) => `${"[".repeat(depth)}${"]".repeat(depth)}`),
);
const payload = fc.record({
  header: fc.boolean(),
  parts: fc.array(
    fc.tuple(
      fc.oneof(fc.nat(6).map(String), fc.constantFrom("$ACTION_REF_1", "$ACTION_1:0", "$ACTION_1:1")),
      part,
    ),
    {
      minLength: 1,
      maxLength: 6,
    },
  ),
});

test("a seeded fuzz of 150 Server Function bodies gets no 5xx and always an answer", async () => {
  test.setTimeout(120_000);
  const failures: string[] = [];
  await fc.assert(
    fc.asyncProperty(payload, async ({ header, parts }) => {
      const response = await callAction(parts, header).catch((error: Error): RawResponse => ({
        status: -1,
        headers: {},
        body: error.message,
        bytes: Buffer.alloc(0),
      }));
      if (response.status >= 500 || response.status === -1)
        failures.push(`${response.status} header=${header} ${JSON.stringify(parts).slice(0, 300)}`);
      return true;
    }),
    { numRuns: 150, seed: 20261128, endOnFailure: false },
  );
  expect(failures).toEqual([]);
});

/** CPU seconds a process has used so far (Linux: utime + stime in clock ticks of 1/100 s). */
function cpuSeconds(pid: number): number {
  const fields = readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1]!.split(" ");
  return (Number(fields[11]) + Number(fields[12])) / 100;
}

test("a server whose log reader went away (EPIPE) keeps answering and does not spin", async () => {
  const dir = mkdtempSync(path.join(os.tmpdir(), "e2e-epipe-"));
  const port = await freePort();
  const child = spawn("node", ["dist/server.js", "-p", String(port)], {
    env: { ...process.env, NODE_ENV: "production", LEADS_SQLITE_PATH: path.join(dir, "leads.db") },
    stdio: ["ignore", "pipe", "pipe"],
  });
  try {
    const health = `http://127.0.0.1:${port}/api/health`;
    await expect
      .poll(
        () =>
          fetch(health).then(
            (r) => r.status,
            () => 0,
          ),
        { timeout: 60_000 },
      )
      .toBe(200);
    child.stdout.destroy();
    child.stderr.destroy();
    // An invalid lead is logged (lead.invalid): a write into the closed pipe.
    for (let attempt = 0; attempt < 3; attempt++) {
      const response = await fetch(`http://127.0.0.1:${port}/api/leads`, {
        method: "POST",
        headers: { "content-type": "application/json", origin: `http://127.0.0.1:${port}` },
        body: JSON.stringify({ form: "quickContact", fields: {} }),
      });
      expect(response.status).toBe(400);
    }
    const before = cpuSeconds(child.pid!);
    await new Promise((resolve) => setTimeout(resolve, 2_000)); // a CPU figure over time, not a page state
    expect(cpuSeconds(child.pid!) - before).toBeLessThan(0.5);
    expect((await fetch(health)).status).toBe(200);
  } finally {
    child.kill("SIGKILL");
    rmSync(dir, { recursive: true, force: true });
  }
});
