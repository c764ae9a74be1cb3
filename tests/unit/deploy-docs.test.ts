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

  it("bind the site to loopback behind a proxy on the same host, so no client reaches its port directly", () => {
    expect(read("deploy/systemd/bluebonnet-site.service")).toMatch(
      /^ExecStart=\S+ dist\/server\.js -H 127\.0\.0\.1$/m,
    );
    expect(read("deploy/nginx/site.conf")).toMatch(/^\s*server 127\.0\.0\.1:3000;$/m);
    expect(read("deploy/caddy/Caddyfile")).toMatch(/^\s*reverse_proxy 127\.0\.0\.1:3000 /m);
    expect(read("docs/operations.md")).toContain("TRUSTED_PROXY_ADDRESSES");
  });

  it("name the variable that says which X-Forwarded-For entry is trusted", () => {
    const operations = read("docs/operations.md");
    expect(operations).toContain("TRUSTED_PROXY_HOPS=1");
    expect(operations).not.toMatch(/use its\s+right-most entry/);
  });
});
