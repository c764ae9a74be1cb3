import { execFileSync } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";

import { afterEach, describe, expect, it } from "vitest";

const configPath = path.resolve("next-sitemap.config.js");
let dir: string | undefined;

/** The sitemap config as next-sitemap loads it: a fresh Node process in the project folder `cwd`. */
function loadConfig(cwd: string, env: Record<string, string> = {}) {
  // Without the suite's no-.env-files mark: this reads a scratch folder's files, as a build would.
  const {
    NEXT_PUBLIC_SITE_URL: _url,
    NEXT_DIST_DIR: _dist,
    __NEXT_PROCESSED_ENV: _mark,
    ...base
  } = process.env;
  const output = execFileSync(
    process.execPath,
    ["-e", `const c = require(${JSON.stringify(configPath)}); console.log(JSON.stringify(c))`],
    { cwd, env: { ...base, NODE_ENV: "production", ...env }, encoding: "utf8" },
  );
  return JSON.parse(output) as { siteUrl: string; sourceDir: string; exclude: string[] };
}

afterEach(() => {
  if (dir) rmSync(dir, { recursive: true, force: true });
  dir = undefined;
});

describe("next-sitemap config", () => {
  it("reads the site URL from the .env files, as next build does for the pages", () => {
    dir = mkdtempSync(path.join(tmpdir(), "sitemap-config-"));
    writeFileSync(
      path.join(dir, ".env.production"),
      "NEXT_PUBLIC_SITE_URL=https://www.bluebonnet.example/\n",
    );
    const config = loadConfig(dir);
    expect(config.siteUrl).toBe("https://www.bluebonnet.example");
    expect(config.sourceDir).toBe(".next");
  });

  it("lets the environment win over the files, and reads the build that NEXT_DIST_DIR names", () => {
    dir = mkdtempSync(path.join(tmpdir(), "sitemap-config-"));
    writeFileSync(path.join(dir, ".env.production"), "NEXT_PUBLIC_SITE_URL=https://from-file.example\n");
    const config = loadConfig(dir, {
      NEXT_PUBLIC_SITE_URL: "https://from-env.example",
      NEXT_DIST_DIR: ".next-audit",
    });
    expect(config.siteUrl).toBe("https://from-env.example");
    expect(config.sourceDir).toBe(".next-audit");
  });

  it("keeps the health probe out of the sitemap", () => {
    dir = mkdtempSync(path.join(tmpdir(), "sitemap-config-"));
    expect(loadConfig(dir).exclude).toContain("/api/health");
  });
});
