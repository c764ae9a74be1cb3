/** The server entry's start-up failures: one clear line and a non-zero exit, so a supervisor restarts or alerts. */
import { spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { createServer, type Server } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";

import { afterAll, beforeAll, describe, expect, it } from "vitest";

const root = path.resolve(__dirname, "../..");
let dir: string;

beforeAll(() => {
  dir = mkdtempSync(path.join(tmpdir(), "server-start-"));
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** Starts server.ts from an empty directory (no .env files) and waits for it to exit. */
function start(
  args: string[],
  env: Record<string, string> = {},
): Promise<{ code: number | null; stderr: string }> {
  return new Promise((resolve) => {
    const child = spawn(path.join(root, "node_modules/.bin/tsx"), [path.join(root, "server.ts"), ...args], {
      cwd: dir,
      env: { PATH: process.env.PATH ?? "", NODE_ENV: "production", NEXT_TELEMETRY_DISABLED: "1", ...env },
    });
    let stderr = "";
    child.stderr.on("data", (chunk: Buffer) => (stderr += chunk));
    const timer = setTimeout(() => child.kill("SIGKILL"), 20_000);
    child.on("exit", (code) => {
      clearTimeout(timer);
      resolve({ code, stderr });
    });
  });
}

describe("the server entry's start-up", () => {
  let taken: Server;
  let port: number;
  beforeAll(async () => {
    taken = createServer();
    await new Promise<void>((resolve) => taken.listen(0, resolve));
    port = (taken.address() as { port: number }).port;
  });
  afterAll(() => taken.close());

  it("exits 1 with one line when the port is in use", async () => {
    const { code, stderr } = await start(["-p", String(port)]);
    expect(code).toBe(1);
    expect(stderr.trim()).toBe(
      `Cannot listen on all interfaces, port ${port}: the port is already in use (set PORT or -p)`,
    );
  });

  it("exits 1 naming PORT when it is not a port", async () => {
    for (const value of ["abc", "70000"]) {
      const { code, stderr } = await start([], { PORT: value });
      expect(code).toBe(1);
      expect(stderr).toMatch(/^Invalid environment configuration:\n {2}- PORT: must be/);
    }
    const { code, stderr } = await start(["-p", "x1"]);
    expect(code).toBe(1);
    expect(stderr).toContain("- PORT: must be a whole number");
  });
});
