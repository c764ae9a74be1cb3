/** The server entry's start-up failures: one clear line and a non-zero exit, so a supervisor restarts or alerts. */
import { spawn } from "node:child_process";
import { chmodSync, chownSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { createServer, type Server } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";

import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { freePort } from "../support/free-port";

const root = path.resolve(__dirname, "../..");
let dir: string;

beforeAll(() => {
  dir = mkdtempSync(path.join(tmpdir(), "server-start-"));
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

// Run as root, permissions never refuse: the file-access cases run the server as `nobody` then.
const NOBODY = 65534;
const asUser = process.getuid?.() === 0 ? { uid: NOBODY, gid: NOBODY } : {};

/** Starts server.ts from `cwd` (by default an empty directory: no .env files) and waits for it to exit. */
function start(
  args: string[],
  env: Record<string, string> = {},
  cwd = dir,
): Promise<{ code: number | null; stderr: string }> {
  return new Promise((resolve) => {
    const child = spawn(path.join(root, "node_modules/.bin/tsx"), [path.join(root, "server.ts"), ...args], {
      cwd,
      env: {
        PATH: process.env.PATH ?? "",
        NODE_ENV: "production",
        NEXT_TELEMETRY_DISABLED: "1",
        // tsx keeps its cache in the temporary folder: the other user's own.
        ...(cwd === dir ? {} : { TMPDIR: cwd }),
        ...env,
      },
      ...(cwd === dir ? {} : asUser),
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

describe("the server entry's start-up with files it cannot use", () => {
  let cwd: string;
  beforeAll(() => {
    // Under the checkout, not the shared temporary folder: the other user must be able to reach it.
    mkdirSync(path.join(root, "node_modules/.cache"), { recursive: true });
    cwd = mkdtempSync(path.join(root, "node_modules/.cache/server-files-"));
    if (asUser.uid !== undefined) chownSync(cwd, asUser.uid, asUser.gid);
  });
  afterAll(() => rmSync(cwd, { recursive: true, force: true }));

  it("exits 1 with one line naming an .env file it cannot read, instead of running on defaults", async () => {
    const file = path.join(cwd, ".env.local");
    writeFileSync(file, "PORT=1\n");
    chmodSync(file, 0o000);
    try {
      const { code, stderr } = await start(["-p", String(await freePort())], {}, cwd);
      expect(stderr.trim()).toBe(`Cannot read ${file}: permission denied (EACCES)`);
      expect(code).toBe(1);
    } finally {
      rmSync(file);
    }
  });

  it("exits 1 with one line naming the store's folder when it cannot write there, before saying Ready", async () => {
    const data = path.join(cwd, "data");
    mkdirSync(data);
    if (asUser.uid !== undefined) chownSync(data, asUser.uid, asUser.gid);
    chmodSync(data, 0o500);
    try {
      const { code, stderr } = await start(["-p", String(await freePort())], {}, cwd);
      expect(stderr.trim()).toBe(
        `Cannot write the lead store's folder ${data} (LEADS_SQLITE_PATH=data/leads.db): permission denied (EACCES)`,
      );
      expect(code).toBe(1);
    } finally {
      rmSync(data, { recursive: true });
    }
  });

  it("exits 1 with one line naming the store's file when it cannot read and write it", async () => {
    const data = path.join(cwd, "store");
    mkdirSync(data);
    writeFileSync(path.join(data, "leads.db"), "");
    if (asUser.uid !== undefined) {
      chownSync(data, asUser.uid, asUser.gid);
      chownSync(path.join(data, "leads.db"), asUser.uid, asUser.gid);
    }
    chmodSync(path.join(data, "leads.db"), 0o400);
    try {
      const { code, stderr } = await start(
        ["-p", String(await freePort())],
        { LEADS_SQLITE_PATH: "store/leads.db" },
        cwd,
      );
      expect(stderr.trim()).toBe(
        `Cannot read and write the lead store ${path.join(data, "leads.db")} (LEADS_SQLITE_PATH=store/leads.db): permission denied (EACCES)`,
      );
      expect(code).toBe(1);
    } finally {
      rmSync(data, { recursive: true });
    }
  });
});
