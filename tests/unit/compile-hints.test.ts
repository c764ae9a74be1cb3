import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";

import { afterEach, beforeEach, describe, expect, it } from "vitest";

import { addCompileHints, COMPILE_HINT, MIN_HINTED_BYTES, startupChunks } from "@/scripts/lib/compile-hints";

const large = `(globalThis.TURBOPACK||[]).push([${"0,".repeat(MIN_HINTED_BYTES / 2)}]);`;
const small = "(globalThis.TURBOPACK||[]).push([0]);";

describe("compile hints", () => {
  let dist: string;
  const chunk = (name: string) => readFileSync(path.join(dist, "static", "chunks", name), "utf8");

  beforeEach(() => {
    dist = mkdtempSync(path.join(tmpdir(), "hints-"));
    mkdirSync(path.join(dist, "static", "chunks"), { recursive: true });
    mkdirSync(path.join(dist, "server", "app", "(site)", "contact"), { recursive: true });
    const files = { "framework.js": large, "main.js": small, "contact.js": large, "chatbot.js": large };
    for (const [name, text] of Object.entries(files))
      writeFileSync(path.join(dist, "static", "chunks", name), text);
    writeFileSync(
      path.join(dist, "build-manifest.json"),
      JSON.stringify({ rootMainFiles: ["static/chunks/framework.js", "static/chunks/main.js"] }),
    );
    const manifest = { entryJSFiles: { "[project]/app/(site)/contact/page": ["static/chunks/contact.js"] } };
    writeFileSync(
      path.join(dist, "server", "app", "(site)", "contact", "page_client-reference-manifest.js"),
      `globalThis.__RSC_MANIFEST = globalThis.__RSC_MANIFEST || {};\n` +
        `globalThis.__RSC_MANIFEST["/(site)/contact/page"] = ${JSON.stringify(manifest)};`,
    );
  });
  afterEach(() => rmSync(dist, { recursive: true, force: true }));

  it("finds Next's own startup chunks and each route's entry chunks, not the ones loaded later", () => {
    expect(startupChunks(dist).sort()).toEqual([
      "static/chunks/contact.js",
      "static/chunks/framework.js",
      "static/chunks/main.js",
    ]);
  });

  it("marks the large startup chunks once, and leaves small and later chunks as Next wrote them", () => {
    expect(addCompileHints(dist)).toEqual({ hinted: 2, startup: 3 });
    expect(addCompileHints(dist)).toEqual({ hinted: 2, startup: 3 });
    expect(chunk("framework.js")).toBe(`${COMPILE_HINT}\n${large}`);
    expect(chunk("contact.js")).toBe(`${COMPILE_HINT}\n${large}`);
    expect(chunk("main.js")).toBe(small);
    expect(chunk("chatbot.js")).toBe(large);
  });
});
