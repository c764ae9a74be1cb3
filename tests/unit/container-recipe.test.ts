/** The Dockerfile and compose.yaml carry every setting: the build-time ones as build arguments, the rest at run. */
import { readFileSync } from "node:fs";
import path from "node:path";

import { describe, expect, it } from "vitest";
import { parse } from "yaml";

import { BUILD_TIME_VARIABLES, ENV_VARIABLES } from "@/lib/env";

const root = path.resolve(__dirname, "../..");
const read = (file: string) => readFileSync(path.join(root, file), "utf8");

interface Compose {
  services: {
    site: {
      build: { args: Record<string, string> };
      env_file?: unknown;
      environment?: Record<string, string>;
    };
  };
}
const site = () => (parse(read("compose.yaml")) as Compose).services.site;

describe("the container recipe", () => {
  it("takes every build-time setting as a build argument, set in the build stage and kept for the runtime", () => {
    const dockerfile = read("Dockerfile");
    const [build = "", runtime = ""] = dockerfile.split(/^FROM .* AS runtime$/m);
    for (const name of BUILD_TIME_VARIABLES) {
      expect(build, name).toMatch(new RegExp(`^ARG ${name}$`, "m"));
      expect(build, name).toMatch(new RegExp(`^ENV ${name}=\\$\\{${name}\\}`, "m"));
      // The CSP reads the tag ids at run time: the image runs with what it was built with.
      expect(runtime, name).toMatch(new RegExp(`^ARG ${name}$`, "m"));
    }
  });

  it("compose passes every build-time setting to the build, and every setting to the site", () => {
    const service = site();
    expect(Object.keys(service.build.args).sort()).toEqual([...BUILD_TIME_VARIABLES].sort());
    for (const value of Object.values(service.build.args))
      expect(value).toMatch(/^\$\{[A-Z0-9_]+(:-|:\?|\})/);
    // The operator's .env beside compose.yaml reaches the site whole: every variable of lib/env.ts, its defaults kept.
    expect(service.env_file).toEqual([{ path: ".env", required: false }]);
    const fixed = Object.entries(service.environment ?? {}).filter(
      ([, value]) => !String(value).includes("${"),
    );
    expect(fixed).toEqual([]);
    expect(ENV_VARIABLES.map((variable) => variable.name)).toContain("TRUSTED_PROXY_HOPS");
  });

  it("documents the ops command in the container", () => {
    expect(read("docs/operations.md")).toContain(
      "docker compose exec -T site bin/leads export --csv > leads.csv",
    );
  });
});
