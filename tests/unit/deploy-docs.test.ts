/** docs/operations.md shows the deployment files as they are (the nginx one is what the browser tests run). */
import { readFileSync } from "node:fs";
import path from "node:path";

import { describe, expect, it } from "vitest";

const root = path.resolve(__dirname, "../..");
const read = (file: string) => readFileSync(path.join(root, file), "utf8");

describe("the deployment docs", () => {
  it.each(["deploy/nginx/site.conf", "deploy/caddy/Caddyfile", "deploy/systemd/bluebonnet-site.service"])(
    "give %s verbatim",
    (file) => {
      expect(read("docs/operations.md")).toContain(`\n${read(file)}\`\`\``);
    },
  );

  it("name the variable that says which X-Forwarded-For entry is trusted", () => {
    const operations = read("docs/operations.md");
    expect(operations).toContain("TRUSTED_PROXY_HOPS=1");
    expect(operations).not.toMatch(/use its\s+right-most entry/);
  });
});
