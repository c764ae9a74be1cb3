import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";

import { describe, expect, it } from "vitest";

const root = path.join(__dirname, "../..");

function sources(dir: string): string[] {
  return readdirSync(path.join(root, dir), { recursive: true, encoding: "utf8" })
    .filter((file) => /\.(tsx?|css)$/.test(file) && !/opengraph-image|twitter-image/.test(file))
    .map((file) => path.join(dir, file));
}

// The theme defines only these two weights, so any other weight class would draw nothing and any other value would
// add a text strike to every page that shows it.
const OTHER_WEIGHT_CLASS = /\bfont-(thin|extralight|light|medium|semibold|extrabold|black|\[\d+\])(?![\w-])/;
const OTHER_WEIGHT_VALUE = /font-weight:\s*(?!(400|700|normal|bold|inherit)\b)\S/;

describe("the type scale", () => {
  const files = ["app", "components", "lib", "content"].flatMap(sources);

  it("reads the sources it judges", () => {
    expect(files).toContain(path.join("app", "globals.css"));
    expect(files.length).toBeGreaterThan(50);
  });

  it("uses two weights, regular and bold", () => {
    const other = files.flatMap((file) =>
      readFileSync(path.join(root, file), "utf8")
        .split("\n")
        .map((line, index) => ({ line, where: `${file}:${index + 1}` }))
        .filter(({ line }) => OTHER_WEIGHT_CLASS.test(line) || OTHER_WEIGHT_VALUE.test(line))
        .map(({ where, line }) => `${where}: ${line.trim()}`),
    );
    expect(other).toEqual([]);
  });

  it("catches the weights it forbids", () => {
    expect(OTHER_WEIGHT_CLASS.test('className="text-sm font-semibold"')).toBe(true);
    expect(OTHER_WEIGHT_CLASS.test("@apply font-medium;")).toBe(true);
    expect(OTHER_WEIGHT_VALUE.test("font-weight: 600;")).toBe(true);
    expect(OTHER_WEIGHT_CLASS.test('className="font-bold"')).toBe(false);
    expect(OTHER_WEIGHT_VALUE.test("font-weight: 700;")).toBe(false);
  });
});
