/**
 * Each prerendered page's Content-Security-Policy: the hashes of the inline scripts in its final HTML (after
 * every other postbuild step), written into the headers Next.js stores beside the page (`<page>.meta`) and
 * sends with it. Byte-identical on every request, so no 'unsafe-inline' is needed.
 */
import { createHash } from "node:crypto";
import { existsSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";

import { buildContentSecurityPolicy } from "../../lib/security-headers";
import { htmlFiles } from "./build-pages";

const SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi;
// A script element with one of these types is data, never run: it needs no hash.
const DATA_TYPE = /\btype\s*=\s*["']?(application\/(ld\+)?json|text\/plain)/i;

/** "sha256-<base64>" of every inline script a browser would run, in document order, without repeats. */
export function inlineScriptHashes(html: string): string[] {
  const hashes = new Set<string>();
  for (const [, attributes = "", body = ""] of html.matchAll(SCRIPT)) {
    // `src` itself, not the deferred loader's data-defer-src (an inline script that must be hashed).
    if (/(^|\s)src\s*=/i.test(attributes) || DATA_TYPE.test(attributes)) continue;
    hashes.add(`sha256-${createHash("sha256").update(body, "utf8").digest("base64")}`);
  }
  return [...hashes];
}

interface PageMeta {
  headers?: Record<string, string | string[]>;
}

/** Writes every prerendered page's policy; returns how many pages and distinct hashes there were. */
export function writePagePolicies(
  distDir: string,
  env: NodeJS.ProcessEnv,
): { pages: number; hashes: number } {
  const pagesDir = path.join(distDir, "server", "app");
  const all = new Set<string>();
  const pages = htmlFiles(pagesDir);
  for (const htmlFile of pages) {
    const metaFile = htmlFile.replace(/\.html$/, ".meta");
    // Next stores a prerendered page's status and headers there; without it the page would go out unprotected.
    if (!existsSync(metaFile))
      throw new Error(`csp-hashes: ${metaFile} is missing (Next's output changed shape)`);
    const hashes = inlineScriptHashes(readFileSync(htmlFile, "utf8"));
    hashes.forEach((hash) => all.add(hash));
    const meta = JSON.parse(readFileSync(metaFile, "utf8")) as PageMeta;
    meta.headers = {
      ...meta.headers,
      "content-security-policy": buildContentSecurityPolicy(env, { hashes }),
    };
    writeFileSync(metaFile, JSON.stringify(meta, null, 2));
  }
  return { pages: pages.length, hashes: all.size };
}
