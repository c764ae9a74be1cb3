import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";

import { afterEach, describe, expect, it } from "vitest";

import { addCompileHints, COMPILE_HINT, MIN_BYTES, withCompileHint } from "../../scripts/lib/compile-hints";
import { DEFER_SRC_ATTRIBUTE, deferredScriptSources } from "../../scripts/lib/deferred-scripts";
import { optimizeBuild } from "../../scripts/lib/optimize-build";

const page = (chunks: string[]) =>
  `<!DOCTYPE html><html><head><link rel="stylesheet" href="/_next/static/chunks/site.css"/>` +
  chunks.map((chunk) => `<script src="/_next/static/chunks/${chunk}" async=""></script>`).join("") +
  `</head><body><main>Page</main></body></html>`;

/** A folder shaped like a Next build: prerendered pages under server/, chunks under static/chunks. */
function fakeBuild(pages: Record<string, string>, chunks: string[]): string {
  // Chunks named small*.js stay under the hint's size threshold; the others are just over it.
  const dir = mkdtempSync(path.join(tmpdir(), "optimize-build-"));
  for (const [file, html] of Object.entries(pages)) {
    mkdirSync(path.dirname(path.join(dir, "server", file)), { recursive: true });
    writeFileSync(path.join(dir, "server", file), html);
  }
  mkdirSync(path.join(dir, "static", "chunks"), { recursive: true });
  for (const chunk of chunks) writeFileSync(path.join(dir, "static", "chunks", chunk), source(chunk));
  return dir;
}

const source = (name: string) =>
  `(()=>{/* ${name} */})();${name.startsWith("small") ? "" : `/*${"x".repeat(MIN_BYTES)}*/`}`;

const chunk = (dir: string, name: string) => readFileSync(path.join(dir, "static", "chunks", name), "utf8");

describe("compile hints", () => {
  it("puts the hint on the first line, once", () => {
    expect(withCompileHint("(()=>{})();")).toBe(`${COMPILE_HINT}\n(()=>{})();`);
    expect(withCompileHint(`${COMPILE_HINT}\n(()=>{})();`)).toBeUndefined();
  });

  it("marks only the build's files behind the given paths, and only the large ones", () => {
    const dir = fakeBuild({}, ["a.js", "lazy.js", "small.js"]);
    try {
      expect(
        addCompileHints(dir, [
          "/_next/static/chunks/a.js",
          "/_next/static/chunks/small.js",
          "https://cdn.example/x.js",
        ]),
      ).toBe(1);
      expect(chunk(dir, "small.js")).toBe(source("small.js"));
      expect(chunk(dir, "a.js").startsWith(`${COMPILE_HINT}\n`)).toBe(true);
      expect(chunk(dir, "lazy.js")).toBe(source("lazy.js"));
      expect(addCompileHints(dir, ["/_next/static/chunks/a.js"])).toBe(0);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe("optimizeBuild", () => {
  let dir = "";
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it("defers every prerendered page's chunks (every copy) and hints those chunks, not the lazy ones", () => {
    dir = fakeBuild(
      {
        "app/index.html": page(["a.js", "home.js"]),
        "app/contact.html": page(["a.js", "contact.js", "small-form.js"]),
        "route-cache/APP_PAGE/x/$/contact.html": page(["a.js", "contact.js", "small-form.js"]),
      },
      ["a.js", "home.js", "contact.js", "small-form.js", "lazy.js"],
    );
    expect(optimizeBuild(dir)).toBe(
      "optimize-build: 3 prerendered pages load their scripts after the first paint; compile hint added to 3 of their 4 scripts",
    );
    const home = readFileSync(path.join(dir, "server", "app", "index.html"), "utf8");
    expect(home).toContain(`${DEFER_SRC_ATTRIBUTE}="/_next/static/chunks/a.js /_next/static/chunks/home.js"`);
    expect(deferredScriptSources(home)).toEqual([
      "/_next/static/chunks/a.js",
      "/_next/static/chunks/home.js",
    ]);
    for (const name of ["a.js", "home.js", "contact.js"])
      expect(chunk(dir, name).startsWith(`${COMPILE_HINT}\n`), name).toBe(true);
    expect(chunk(dir, "small-form.js")).toBe(source("small-form.js"));
    expect(chunk(dir, "lazy.js")).toBe(source("lazy.js"));
    // A second run changes nothing.
    expect(optimizeBuild(dir)).toBe(
      "optimize-build: 0 prerendered pages load their scripts after the first paint; compile hint added to 0 of their 4 scripts",
    );
  });

  it("moves a script preload written with its attributes in the other order", () => {
    dir = fakeBuild(
      {
        "app/_not-found.html": page(["a.js"]).replace(
          "</head>",
          '<link rel="preload" href="/_next/static/chunks/late.js" as="script" fetchPriority="low"/></head>',
        ),
      },
      ["a.js", "late.js"],
    );
    optimizeBuild(dir);
    const html = readFileSync(path.join(dir, "server", "app", "_not-found.html"), "utf8");
    expect(html).not.toContain('<link rel="preload" href=');
    expect(deferredScriptSources(html)).toEqual([
      "/_next/static/chunks/a.js",
      "/_next/static/chunks/late.js",
    ]);
  });

  it("fails the build, naming the page, when a page loads a framework script it cannot rewrite", () => {
    const unknownShape = page(["a.js"]).replace(
      "</head>",
      '<script defer src="/_next/static/chunks/odd.js"></script></head>',
    );
    dir = fakeBuild({ "app/index.html": page(["a.js"]), "app/odd.html": unknownShape }, ["a.js", "odd.js"]);
    expect(() => optimizeBuild(dir)).toThrow(/app\/odd\.html \(\/_next\/static\/chunks\/odd\.js\)/);
    // Nothing half done is written for that page.
    expect(readFileSync(path.join(dir, "server", "app", "odd.html"), "utf8")).toBe(unknownShape);
  });

  it("fails when no page carries Next's script tags (the output changed shape)", () => {
    dir = fakeBuild({ "app/index.html": "<html><head></head><body>plain</body></html>" }, []);
    expect(() => optimizeBuild(dir)).toThrow(/no prerendered page/);
  });
});
