import { createHash } from "node:crypto";
import { readFileSync, statSync } from "node:fs";
import path from "node:path";

import { HEAD_SCRIPT_HASH } from "../document-script";
import { buildContentSecurityPolicy } from "./policy";
import { STRICT_PATH_PREFIXES } from "./sources";

const SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi;
const DATA_TYPE = /\btype\s*=\s*["']?(application\/(ld\+)?json|text\/plain)/i;

export function inlineScriptHashes(html: string): string[] {
  const hashes = new Set<string>();
  for (const [, attributes = "", body = ""] of html.matchAll(SCRIPT)) {
    if (/(^|\s)src\s*=/i.test(attributes) || DATA_TYPE.test(attributes)) continue;
    hashes.add(`sha256-${createHash("sha256").update(body, "utf8").digest("base64")}`);
  }
  return [...hashes];
}

export const prerenderedPagesDir = () =>
  path.join(process.cwd(), process.env.NEXT_DIST_DIR || ".next", "server", "app");

const cache = new Map<string, { mtimeMs: number; hashes: string[] }>();

export function prerenderedHashes(pagesDir: string, pathname: string): string[] | undefined {
  // Only plain page paths name a file; anything else (an escape, a dot) is no prerendered page.
  if (!/^\/([\w-]+(\/[\w-]+)*)?$/.test(pathname)) return undefined;
  const file = path.join(pagesDir, pathname === "/" ? "index.html" : `${pathname.slice(1)}.html`);
  let mtimeMs: number;
  try {
    mtimeMs = statSync(file).mtimeMs;
  } catch {
    return undefined;
  }
  const cached = cache.get(file);
  if (cached?.mtimeMs === mtimeMs) return cached.hashes;
  const hashes = inlineScriptHashes(readFileSync(file, "utf8"));
  cache.set(file, { mtimeMs, hashes });
  return hashes;
}

export interface PagePolicy {
  policy: string;
  nonce?: string;
}

export function pagePolicy(
  pathname: string,
  env: NodeJS.ProcessEnv,
  pagesDir: string = prerenderedPagesDir(),
): PagePolicy {
  const strict = STRICT_PATH_PREFIXES.some(
    (prefix) => pathname === prefix || pathname.startsWith(`${prefix}/`),
  );
  const hashes = prerenderedHashes(pagesDir, pathname);
  if (hashes) return { policy: buildContentSecurityPolicy(env, { hashes, strict }) };
  const nonce = btoa(String.fromCharCode(...crypto.getRandomValues(new Uint8Array(16))));
  // React renders the head script without the nonce; an unknown path is answered by the prerendered 404 page.
  const notFound = prerenderedHashes(pagesDir, "/_not-found") ?? [];
  return {
    nonce,
    policy: buildContentSecurityPolicy(env, {
      nonce,
      hashes: [...new Set([HEAD_SCRIPT_HASH, ...notFound])],
      strict,
    }),
  };
}
