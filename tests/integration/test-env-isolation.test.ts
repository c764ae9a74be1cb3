/**
 * The test suite never reads the checkout's .env files: a GTM id or DATABASE_URL kept in .env or .env.local for the site would
 * otherwise reach the unit tests' child processes, the browser tests' build and their server.
 */
import { execFileSync } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";

import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { E2E_SERVER_ENV } from "@/playwright.config";

const root = path.resolve(__dirname, "../..");

describe("the test suite and the checkout's .env files", () => {
  let checkout: string;
  beforeAll(() => {
    checkout = mkdtempSync(path.join(tmpdir(), "env-isolation-"));
    writeFileSync(
      path.join(checkout, ".env"),
      "GTM_CONTAINER_ID=GTM-LOCAL1\nDATABASE_URL=postgres://site@127.0.0.1:9/local\n",
    );
  });
  afterAll(() => rmSync(checkout, { recursive: true, force: true }));

  /** Runs `script` in the checkout with `env` and returns what it printed. */
  const inCheckout = (args: string[], env: NodeJS.ProcessEnv) =>
    execFileSync(process.execPath, args, { cwd: checkout, env, encoding: "utf8" }).trim();
  const printLoaded = "console.log(JSON.stringify([process.env.GTM_CONTAINER_ID, process.env.DATABASE_URL]))";

  it("vitest's processes: the leads command and server entry's loader skips them", () => {
    const loaded = inCheckout(
      [
        path.join(root, "node_modules/tsx/dist/cli.mjs"),
        "-e",
        `const { ENV_FILES_LOADED } = require(${JSON.stringify(path.join(root, "lib/load-env-files.ts"))}); ${printLoaded.replace("[", "[ENV_FILES_LOADED, ")}`,
      ],
      process.env,
    );
    expect(JSON.parse(loaded)).toEqual([[], null, null]);
  });

  it("the browser tests' build and server (E2E_SERVER_ENV): Next's own loader skips them", () => {
    const loaded = inCheckout(
      ["-e", `require("@next/env").loadEnvConfig(process.cwd(), false); ${printLoaded}`],
      {
        PATH: process.env.PATH,
        NODE_ENV: "production",
        NODE_PATH: path.join(root, "node_modules"),
        ...E2E_SERVER_ENV,
      },
    );
    expect(JSON.parse(loaded)).toEqual([null, null]);
  });

  it("without the suite's setting the same loaders read them (the check above is not vacuous)", () => {
    const { __NEXT_PROCESSED_ENV: _mark, ...plain } = process.env;
    const loaded = inCheckout(
      ["-e", `require("@next/env").loadEnvConfig(process.cwd(), false); ${printLoaded}`],
      { ...plain, NODE_PATH: path.join(root, "node_modules") },
    );
    expect(JSON.parse(loaded)).toEqual(["GTM-LOCAL1", "postgres://site@127.0.0.1:9/local"]);
  });
});
