/**
 * `bin/leads`, the ops command as an operator redirects it to a file (`bin/leads export --csv > leads.csv`): stdout
 * holds the export and nothing else (`npm run leads` would put npm's banner first), and the exit status is the
 * command's. Runs the compiled entry (dist/leads.js, built here into a scratch project) as production does.
 */
import { execFile, spawn } from "node:child_process";
import { cpSync, mkdtempSync, rmSync, symlinkSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { promisify } from "node:util";

import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { compileEntries } from "@/scripts/compile-entries";

import {
  FakeClock,
  openStore,
  quickContactValues,
  sqliteBackend,
  submit,
  submitDeps,
} from "../support/lead-harness";

const run = promisify(execFile);
const root = path.resolve(__dirname, "../..");

describe("bin/leads", () => {
  let project: string;
  const backend = sqliteBackend();
  let storePath: string;

  beforeAll(async () => {
    project = mkdtempSync(path.join(tmpdir(), "leads-bin-"));
    cpSync(path.join(root, "bin"), path.join(project, "bin"), { recursive: true });
    symlinkSync(path.join(root, "node_modules"), path.join(project, "node_modules"));
    await compileEntries(path.join(project, "dist"), { leads: "scripts/leads.ts" });
    const config = await backend.fresh();
    storePath = config.kind === "sqlite" ? config.path : "";
    const store = await openStore(config);
    await submit("quickContact", quickContactValues(5), submitDeps(store, new FakeClock()).deps);
    await store.close();
  }, 60_000);
  afterAll(async () => {
    rmSync(project, { recursive: true, force: true });
    await backend.cleanup();
  });

  const leads = (...args: string[]) =>
    run(path.join(project, "bin/leads"), args, {
      cwd: project,
      env: { PATH: process.env.PATH ?? "", NODE_ENV: "production", LEADS_SQLITE_PATH: storePath },
    });

  it("writes only the CSV to stdout for `export --csv > leads.csv`", async () => {
    const { stdout } = await leads("export", "--csv");
    const lines = stdout.trimEnd().split("\n");
    expect(lines).toHaveLength(2);
    expect(lines[0]).toMatch(/^"?id"?,/);
    expect(lines[1]).toContain("dana5@example.com");
  });

  it("writes only the JSON to stdout for `export --email ADDRESS > person.json`", async () => {
    const { stdout } = await leads("export", "--email", "dana5@example.com");
    expect(JSON.parse(stdout)).toMatchObject({ email: "dana5@example.com", leads: [expect.any(Object)] });
  });

  it("stops quietly when its reader closes the pipe early (`| head -1`, `| grep -q`)", async () => {
    const child = spawn(path.join(project, "bin/leads"), ["list"], {
      cwd: project,
      env: { PATH: process.env.PATH ?? "", NODE_ENV: "production", LEADS_SQLITE_PATH: storePath },
    });
    let stderr = "";
    child.stderr.on("data", (chunk: Buffer) => (stderr += chunk));
    child.stdout.once("data", () => child.stdout.destroy());
    const code = await new Promise<number | null>((resolve) => child.on("close", resolve));
    expect(stderr).not.toContain("EPIPE");
    expect(code).toBe(0);
  });

  it("exits with the command's status, its message on stderr", async () => {
    const failed = await leads("export").catch(
      (error: { code: number; stdout: string; stderr: string }) => error,
    );
    expect(failed).toMatchObject({ code: 2, stdout: "" });
    expect(failed.stderr).toContain("needs --csv or --email ADDRESS");
  });
});
