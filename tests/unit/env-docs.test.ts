/** .env.example and the README's table say what lib/env.ts declares: the same variables, the same defaults. */
import { readFileSync } from "node:fs";
import path from "node:path";

import { describe, expect, it } from "vitest";

import { ENV_VARIABLES } from "@/lib/env";
import { envExample } from "@/scripts/lib/env-example";

const root = path.resolve(__dirname, "../..");
const read = (file: string) => readFileSync(path.join(root, file), "utf8");

/** The rows of the README's first table headed Variable | Default | Meaning (the site's, not the tests'). */
function readmeRows(): Map<string, string> {
  const lines = read("README.md").split("\n");
  const start = lines.findIndex((line) => line.startsWith("| Variable | Default | Meaning |"));
  const rows = new Map<string, string>();
  for (const line of lines.slice(start + 2)) {
    const cells = /^\| `([A-Z0-9_]+)` \| ([^|]+) \|/.exec(line);
    if (!cells) break;
    rows.set(cells[1]!, cells[2]!.trim());
  }
  return rows;
}

describe("the environment's documentation", () => {
  it(".env.example is written from the declarations (run `npm run env:example` after changing them)", () => {
    expect(read(".env.example")).toBe(envExample());
  });

  it(".env.example names every variable with its default", () => {
    const example = read(".env.example");
    for (const variable of ENV_VARIABLES)
      expect(example).toContain(`# ${variable.name}=${variable.default ?? ""}\n`);
  });

  it("the README's table lists the same variables, each default as declared", () => {
    const rows = readmeRows();
    expect([...rows.keys()].sort()).toEqual(ENV_VARIABLES.map((variable) => variable.name).sort());
    for (const variable of ENV_VARIABLES) {
      const cell = rows.get(variable.name)!;
      if (variable.default === undefined) expect(cell, variable.name).not.toMatch(/`/);
      else expect(cell, variable.name).toBe(`\`${variable.default}\``);
    }
  });
});
