import { createHash } from "node:crypto";
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";

import { afterEach, describe, expect, it } from "vitest";

import { HEAD_SCRIPT, HEAD_SCRIPT_HASH } from "@/lib/document-script";
import { inlineScriptHashes, writePagePolicies } from "@/scripts/lib/csp-hashes";

const sha256 = (text: string) => `sha256-${createHash("sha256").update(text, "utf8").digest("base64")}`;

describe("inline script hashes", () => {
  it("hashes every inline script a browser runs, byte for byte, once each", () => {
    const loader = "(function(){var s=document.createElement('script');})()";
    const payload = 'self.__next_f.push([1,"é\\u003c/script"])';
    const html = `<html><head><script>${loader}</script></head><body><script id="_R_">${payload}</script><script>${loader}</script></body></html>`;
    expect(inlineScriptHashes(html)).toEqual([sha256(loader), sha256(payload)]);
  });

  it("hashes the deferred-scripts loader, an inline script whose attribute merely ends in src", () => {
    const loader = "addDeferred()";
    expect(inlineScriptHashes(`<script data-defer-src="/_next/static/a.js">${loader}</script>`)).toEqual([
      sha256(loader),
    ]);
  });

  it("knows the hash of the pages' own inline script, which per-request pages allow by it", () => {
    expect(sha256(HEAD_SCRIPT)).toBe(HEAD_SCRIPT_HASH);
  });

  it("skips scripts loaded from a file and data blocks (JSON-LD), which need no hash", () => {
    const html =
      '<script src="/_next/static/chunks/a.js" async=""></script><script type="application/ld+json">{"@type":"Organization"}</script><script type="application/json">{}</script>';
    expect(inlineScriptHashes(html)).toEqual([]);
  });
});

describe("page policies", () => {
  let dist: string;
  afterEach(() => rmSync(dist, { recursive: true, force: true }));

  it("writes each prerendered page's policy with its own hashes beside it, and keeps Next's headers", () => {
    dist = mkdtempSync(path.join(os.tmpdir(), "csp-dist-"));
    const app = path.join(dist, "server", "app");
    mkdirSync(path.join(app, "blog"), { recursive: true });
    writeFileSync(path.join(app, "contact.html"), "<script>a()</script>");
    writeFileSync(path.join(app, "contact.meta"), JSON.stringify({ headers: { "x-nextjs-prerender": "1" } }));
    writeFileSync(path.join(app, "blog", "post.html"), "<script>b()</script>");
    writeFileSync(path.join(app, "blog", "post.meta"), JSON.stringify({ status: 200 }));

    expect(writePagePolicies(dist, {} as NodeJS.ProcessEnv)).toEqual({ pages: 2, hashes: 2 });
    const contact = JSON.parse(readFileSync(path.join(app, "contact.meta"), "utf8"));
    expect(contact.headers["x-nextjs-prerender"]).toBe("1");
    expect(contact.headers["content-security-policy"]).toContain(`script-src 'self' '${sha256("a()")}';`);
    const post = JSON.parse(readFileSync(path.join(app, "blog", "post.meta"), "utf8"));
    expect(post.status).toBe(200);
    expect(post.headers["content-security-policy"]).toContain(`script-src 'self' '${sha256("b()")}';`);
    expect(post.headers["content-security-policy"]).not.toContain(sha256("a()"));
  });

  it("fails the build when a page has no headers file to carry its policy", () => {
    dist = mkdtempSync(path.join(os.tmpdir(), "csp-dist-"));
    mkdirSync(path.join(dist, "server", "app"), { recursive: true });
    writeFileSync(path.join(dist, "server", "app", "index.html"), "<script>a()</script>");
    expect(() => writePagePolicies(dist, {} as NodeJS.ProcessEnv)).toThrow(/index\.meta is missing/);
  });
});
