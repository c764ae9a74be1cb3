/**
 * The server entry's own answers (server.ts): a Server Function payload React could not decode, including one that
 * never settled, gets a 400 at once; a target that is not a path gets a 400; a seeded fuzz of Server Function
 * bodies finds no 5xx and no request left unanswered; a server whose log reader went away keeps answering. At the
 * edge: bodies capped while they stream, dot segments resolved and broken escapes refused before any check, headers
 * cut off once they take too long, and a SIGTERM that answers every request already taken before it exits.
 */
import { spawn } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import http from "node:http";
import net from "node:net";
import os from "node:os";
import path from "node:path";

import fc from "fast-check";

import { E2E_PORT } from "../../playwright.config";
import { freePort } from "../support/free-port";
import { rawRequest, type RawResponse } from "./support/raw-request";
import { streamUntilAnswered } from "./support/stream-body";
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

function callAction(
  parts: readonly (readonly [string, string])[],
  withHeader = true,
  path = "/contact",
): Promise<RawResponse> {
  return rawRequest({
    method: "POST",
    path,
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

test("a dot segment in the path, plain or escaped, takes no Server Function payload past the check", async () => {
  const aMap: [string, string][] = [
    ["0", '["$Q1"]'],
    ["1", "[[1,2]]"],
  ];
  for (const path of [
    "/api/../contact",
    "/api/%2e%2e/contact",
    "/api/%2E%2E/contact",
    "/api/.%2e/contact",
    "/api/./../contact",
    "/_next/../contact",
    "/api%2f..%2fcontact",
  ]) {
    const response = await callAction(aMap, true, path);
    expect([response.status, response.body], path).toEqual([400, INVALID]);
  }
  expect((await rawRequest({ method: "GET", path: "/api/%2e%2e/contact" })).status).toBe(200);
});

test("a broken percent escape answers 400 on every route, for every method", async () => {
  const failures: string[] = [];
  for (const path of [
    "/api/leads/%ff/stage",
    "/%E0%A4%A",
    "/%",
    "/blog/%zz",
    "/services/%ff",
    "/api/health/%c0",
    "/admin/%ff",
    "/_next/static/%ff.js",
    "/contact?q=%ff",
  ]) {
    for (const method of ["GET", "HEAD", "POST", "PUT", "DELETE", "PATCH", "OPTIONS"]) {
      const response = await rawRequest({ method, path, body: method === "POST" ? "{}" : undefined });
      const expected = path.includes("?") ? response.status < 500 : response.status === 400;
      if (!expected || response.headers["x-content-type-options"] !== "nosniff")
        failures.push(`${method} ${path}: ${response.status}`);
    }
  }
  expect(failures).toEqual([]);
  expect((await rawRequest({ method: "GET", path: "/api/leads/%ff/stage" })).body).toMatch(/percent escape/);
});

/** A body the server could not have read whole: a server that reads it all answers only after its end. */
const ENDLESS_BODY = 256 * 1024 * 1024;
/** Loopback takes tens of MB a second: a busy server's answer may follow a few MB behind its cap, never the whole body. */
const ANSWERED_EARLY = 64 * 1024 * 1024;

test("every body is capped while it streams: 413 long before a chunked body ends", async () => {
  const origin = `http://localhost:${E2E_PORT}`;
  const json = { "content-type": "application/json" };
  const readers: [string, Record<string, string>][] = [
    ["/api/leads/some-lead/stage", { ...json, "x-signature": `t=1,v1=${"0".repeat(64)}` }],
    ["/api/leads", json],
    ["/admin/passkeys/sign-in", { ...json, origin, host: `localhost:${E2E_PORT}` }],
  ];
  for (const [path, headers] of readers) {
    const answer = await streamUntilAnswered(path, headers, ENDLESS_BODY);
    expect([answer.status, answer.body], path).toEqual([413, expect.stringMatching(/too large|larger than/)]);
    expect(answer.sentBeforeAnswer, path).toBeLessThan(ANSWERED_EARLY);
  }
  // Routes that read no body, or check something first, answer without reading it all either.
  for (const [path, headers] of [
    ["/admin/actions/leads/x/stage", { "content-type": "application/x-www-form-urlencoded", origin }],
    ["/contact", { "next-action": actionId(), "content-type": `multipart/form-data; boundary=${BOUNDARY}` }],
    ["/api/health", json],
    ["/api/nothing", json],
  ] as const) {
    const answer = await streamUntilAnswered(path, headers, ENDLESS_BODY);
    expect(answer.status, path).toBeGreaterThanOrEqual(400);
    expect(answer.status, path).toBeLessThan(500);
    expect(answer.sentBeforeAnswer, path).toBeLessThan(ANSWERED_EARLY);
  }
});

test("headers sent a byte a second are cut off with a 408 within the headers timeout", async () => {
  test.setTimeout(60_000);
  const started = Date.now();
  const { answer, closedAfter } = await new Promise<{ answer: string; closedAfter: number }>((resolve) => {
    const socket = net.connect(E2E_PORT, "127.0.0.1");
    let answer = "";
    socket.on("data", (chunk: Buffer) => (answer += chunk.toString("latin1")));
    socket.write(`GET / HTTP/1.1\r\nHost: localhost:${E2E_PORT}\r\n`);
    const dribble = setInterval(() => socket.write("X"), 1_000);
    socket.on("error", () => undefined);
    socket.on("close", () => {
      clearInterval(dribble);
      resolve({ answer, closedAfter: Date.now() - started });
    });
  });
  expect(answer.split("\r\n")[0]).toBe("HTTP/1.1 408 Request Timeout");
  expect(closedAfter).toBeLessThan(13_000);
});

/** A GET sent once the server has read its head (it answered `100 Continue`): proof the server took it. */
function takenRequest(port: number, path: string) {
  return new Promise<{ taken: boolean; outcome: string }>((resolve) => {
    let taken = false;
    const request = http.request({
      host: "127.0.0.1",
      port,
      path,
      method: "GET",
      headers: { expect: "100-continue" },
      agent: false,
    });
    request.on("continue", () => {
      taken = true;
      request.end();
    });
    request.on("response", (response) => {
      const declared = Number(response.headers["content-length"] ?? -1);
      let length = 0;
      response.on("data", (chunk: Buffer) => (length += chunk.length));
      response.on("end", () =>
        resolve({
          taken: true,
          outcome: declared === -1 || declared === length ? `${response.statusCode}` : `cut at ${length}`,
        }),
      );
      response.on("error", (error) => resolve({ taken, outcome: error.message }));
    });
    request.on("error", (error: NodeJS.ErrnoException) =>
      resolve({ taken, outcome: error.code ?? error.message }),
    );
    request.setTimeout(30_000, () => request.destroy(new Error("no answer within 30 s")));
    request.flushHeaders();
  });
}

test("SIGTERM mid-burst: every request the server took gets its whole answer, then it exits", async () => {
  test.setTimeout(120_000);
  const dir = mkdtempSync(path.join(os.tmpdir(), "e2e-sigterm-"));
  const port = await freePort();
  const child = spawn("node", ["dist/server.js", "-p", String(port)], {
    env: { ...process.env, NODE_ENV: "production", LEADS_SQLITE_PATH: path.join(dir, "leads.db") },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  child.stdout.on("data", (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on("data", (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.once("exit", (code) => resolve(code)));
  try {
    await expect
      .poll(
        () =>
          fetch(`http://127.0.0.1:${port}/api/health`).then(
            (r) => r.status,
            () => 0,
          ),
        { timeout: 60_000 },
      )
      .toBe(200);
    let signalledAt = 0;
    const burst = Array.from({ length: 300 }, (_, i) =>
      takenRequest(port, i % 2 ? "/api/health" : "/contact").then((result) => {
        // Mid-burst: once the first answers are back, many others are still being worked on.
        if (!signalledAt && result.outcome === "200") {
          signalledAt = Date.now();
          child.kill("SIGTERM");
        }
        return result;
      }),
    );
    const results = await Promise.all(burst);
    const taken = results.filter((result) => result.taken);
    const lost = taken.filter((result) => result.outcome !== "200");
    expect(lost, output).toEqual([]);
    expect(taken.length).toBeGreaterThan(1);
    expect(await exited, output).toBe(143);
    expect(Date.now() - signalledAt).toBeLessThan(20_000);
    // It stopped taking connections: the port is closed.
    expect(
      await fetch(`http://127.0.0.1:${port}/api/health`).then(
        () => "answered",
        () => "refused",
      ),
    ).toBe("refused");
  } finally {
    child.kill("SIGKILL");
    rmSync(dir, { recursive: true, force: true });
  }
});
