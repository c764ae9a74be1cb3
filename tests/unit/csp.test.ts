import { createHash } from "node:crypto";
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";

import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { inlineScriptHashes, pagePolicy } from "@/lib/csp/page-policy";
import { buildContentSecurityPolicy } from "@/lib/csp/policy";
import { HEAD_SCRIPT, HEAD_SCRIPT_HASH } from "@/lib/document-script";

const env = {} as NodeJS.ProcessEnv;
const sha = (text: string) => `sha256-${createHash("sha256").update(text).digest("base64")}`;
const scriptSrc = (policy: string) => /script-src ([^;]*)/.exec(policy)![1]!.split(" ");

describe("the head script", () => {
  it("has the hash the per-request policy names", () => {
    expect(sha(HEAD_SCRIPT)).toBe(HEAD_SCRIPT_HASH);
  });
});

describe("inlineScriptHashes", () => {
  it("hashes each inline script once, and neither script files nor data", () => {
    const html =
      '<script>a()</script><script src="/x.js"></script><script type="application/ld+json">{}</script>' +
      '<script id="_R_">b()</script><script>a()</script>';
    expect(inlineScriptHashes(html)).toEqual([sha("a()"), sha("b()")]);
  });
});

describe("pagePolicy, derived from the build", () => {
  let dir: string;
  beforeAll(() => {
    dir = mkdtempSync(path.join(tmpdir(), "csp-"));
    mkdirSync(path.join(dir, "blog"));
    writeFileSync(path.join(dir, "index.html"), "<script>home()</script>");
    writeFileSync(path.join(dir, "blog", "a-post.html"), "<script>post()</script>");
    writeFileSync(path.join(dir, "_not-found.html"), "<script>missing()</script>");
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it("gives a prerendered page the hashes of its own inline scripts and no nonce", () => {
    expect(pagePolicy("/", env, dir)).toEqual({
      policy: buildContentSecurityPolicy(env, { hashes: [sha("home()")] }),
    });
    const { policy, nonce } = pagePolicy("/blog/a-post", env, dir);
    expect(nonce).toBeUndefined();
    expect(scriptSrc(policy)).toEqual(["'self'", `'${sha("post()")}'`]);
  });

  it("gives any other path (a new dynamic route, an unknown page) a fresh nonce and the 404 page's hashes", () => {
    const first = pagePolicy("/admin/leads", env, dir);
    const second = pagePolicy("/admin/leads", env, dir);
    expect(first.nonce).toMatch(/^[A-Za-z0-9+/]{22}==$/);
    expect(second.nonce).not.toBe(first.nonce);
    expect(scriptSrc(first.policy)).toEqual([
      "'self'",
      `'${HEAD_SCRIPT_HASH}'`,
      `'${sha("missing()")}'`,
      `'nonce-${first.nonce}'`,
    ]);
  });

  it("never reads a file outside the build for an odd path", () => {
    for (const odd of ["/../index", "/blog/..%2Findex", "/index.html", "//etc/passwd"])
      expect(pagePolicy(odd, env, dir).nonce).toBeDefined();
  });

  it("never allows an inline script without a hash or nonce", () => {
    for (const route of ["/", "/blog"])
      expect(
        scriptSrc(pagePolicy(route, env, dir).policy).filter((value) => value.includes("unsafe")),
      ).toEqual([]);
  });
});
