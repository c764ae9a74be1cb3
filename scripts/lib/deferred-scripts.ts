/**
 * The framework's scripts start loading after the page's first paint (LCP and TBT on a phone).
 *
 * Next writes a page's chunks into `<head>` as `<script src async>` (the entry chunk at the end of `<body>`,
 * preloaded in `<head>`), so they download beside the stylesheet and run as soon as they arrive, often while the page
 * is still being parsed and before anything is shown. The page is fully drawn by its HTML and CSS (every form also
 * works without JavaScript), so after the build (`npm run build`'s postbuild, the audit's and the bench's builds)
 * each prerendered page gets one small inline loader in their place: it adds the same scripts and preloads once the
 * first paint is reported, or after FALLBACK_MS if none comes (a tab opened in the background). Pages rendered per
 * request (/blog) keep Next's own tags.
 */
import { readFileSync, writeFileSync } from "node:fs";
import path from "node:path";

import { htmlFiles } from "./build-pages";

/** The loader's attributes: the scripts to add, then the chunks to preload, each a space-separated list of paths. */
export const DEFER_SRC_ATTRIBUTE = "data-defer-src";
export const DEFER_PRELOAD_ATTRIBUTE = "data-defer-preload";
const DEFERRED_LIST = new RegExp(`\\s(?:${DEFER_SRC_ATTRIBUTE}|${DEFER_PRELOAD_ATTRIBUTE})="([^"]*)"`, "g");

/** Without a frame (a background tab draws none) the scripts still come, this long after the head is read. */
export const FALLBACK_MS = 2000;

// Exactly what React writes for Next's chunks; only same-site /_next/static files are moved.
const ASYNC_SCRIPT = /<script src="(\/_next\/static\/[^"\s]+\.js)" async=""><\/script>/g;
const ASYNC_SCRIPT_AT = new RegExp(ASYNC_SCRIPT.source);
// React writes a chunk's preload with its attributes in either order (the not-found page's differs).
const SCRIPT_PRELOAD =
  /<link (?=[^>]*\brel="preload")(?=[^>]*\bas="script")[^>]*\bhref="(\/_next\/static\/[^"\s]+\.js)"[^>]*\/>/g;

/**
 * Plain ES5 so it runs (and gets out of the way) in any browser; `currentScript` is this inline script. The first
 * paint is reported by a PerformanceObserver (no timer involved, so a page whose clock is paused still loads);
 * where paint timing is missing, a frame and then a task stand in for it. Each element is added in a task of its
 * own (a MessageChannel message): starting a request costs the main thread 1 to 3 ms here, a dozen of them in one
 * task made a long task for Lighthouse's TBT.
 */
export const LOADER_SOURCE =
  `(function(w,d,c){var done=0,P=w.PerformanceObserver;function list(n){return (c.getAttribute(n)||"").split(" ").filter(Boolean)}` +
  `function load(){if(done)return;done=1;var q=list("${DEFER_PRELOAD_ATTRIBUTE}").map(function(h){var l=d.createElement("link");` +
  `l.rel="preload";l.as="script";l.href=h;return l}).concat(list("${DEFER_SRC_ATTRIBUTE}").map(function(s){` +
  `var e=d.createElement("script");e.src=s;e.async=true;return e})),m=new w.MessageChannel();` +
  `m.port1.onmessage=function(){d.head.appendChild(q.shift());if(q.length)m.port2.postMessage(0)};if(q.length)m.port2.postMessage(0)}` +
  `if(P&&P.supportedEntryTypes&&P.supportedEntryTypes.indexOf("paint")>-1){var o=new P(function(){o.disconnect();load()});` +
  `o.observe({type:"paint",buffered:true})}else w.requestAnimationFrame(function(){w.setTimeout(load)});` +
  `w.setTimeout(load,${FALLBACK_MS})})(window,document,document.currentScript)`;

/**
 * The page with its framework scripts deferred, or undefined when it has none (already deferred, or a page that
 * loads no chunks). React writes the entry chunk at the end of `<body>` (preloaded in `<head>`), the others in
 * `<head>`: all of them move to the loader, which keeps their order.
 */
export function deferFrameworkScripts(html: string): string | undefined {
  const headEnd = html.indexOf("</head>");
  if (headEnd === -1) return undefined;
  const sources = [...html.matchAll(ASYNC_SCRIPT)].map(([, src]) => src);
  if (sources.length === 0) return undefined;
  const head = html.slice(0, headEnd);
  const preloads = [...head.matchAll(SCRIPT_PRELOAD)]
    .map(([, href]) => href)
    .filter((href) => !sources.includes(href));
  const loader =
    `<script ${DEFER_SRC_ATTRIBUTE}="${sources.join(" ")}"` +
    (preloads.length > 0 ? ` ${DEFER_PRELOAD_ATTRIBUTE}="${preloads.join(" ")}"` : "") +
    `>${LOADER_SOURCE}</script>`;
  // The loader takes the first head script's place (or closes the head): it must run while the head is read, to
  // catch the first frame.
  const firstInHead = head.search(ASYNC_SCRIPT_AT);
  const at = firstInHead === -1 ? headEnd : firstInHead;
  const strip = (part: string) => part.replace(ASYNC_SCRIPT, "").replace(SCRIPT_PRELOAD, "");
  return `${strip(html.slice(0, at))}${loader}${strip(html.slice(at, headEnd))}${html.slice(headEnd).replace(ASYNC_SCRIPT, "")}`;
}

/** The scripts a deferred page's loader adds (its script list, then its preloads); none for any other page. */
export function deferredScriptSources(html: string): string[] {
  const sources: string[] = [];
  for (const [tag] of html.matchAll(/<script\b[^>]*>/gi))
    for (const [, list = ""] of tag.matchAll(DEFERRED_LIST))
      sources.push(...list.split(/\s+/).filter(Boolean));
  return sources;
}

/**
 * The framework scripts a page still loads itself (a `<script src>` or script preload of `/_next/static`, other
 * than the `nomodule` polyfills): none once the page is deferred. Any left means React wrote a tag in a shape the
 * rewrite does not know.
 */
export function undeferredScripts(html: string): string[] {
  const left: string[] = [];
  for (const [tag] of html.matchAll(/<script\b[^>]*>|<link\b[^>]*>/gi)) {
    if (/\snomodule\b/i.test(tag)) continue;
    const isScript = tag.toLowerCase().startsWith("<script");
    if (!isScript && !/\sas="script"/i.test(tag)) continue;
    const url = new RegExp(`\\s${isScript ? "src" : "href"}="(/_next/static/[^"]+)"`, "i").exec(tag)?.[1];
    if (url) left.push(url);
  }
  return left;
}

/**
 * Rewrites the prerendered pages of a build (`<distDir>/server`, where `next start` reads them, in every copy the
 * build wrote). Returns how many pages it changed and every script their loaders add (also those of pages changed
 * by an earlier run). Throws, naming them, when a page still loads a framework script itself afterwards: the build
 * must not ship a page half deferred.
 */
export function deferFrameworkScriptsInBuild(distDir: string): { pages: number; scripts: Set<string> } {
  let pages = 0;
  const scripts = new Set<string>();
  const unrewritable: string[] = [];
  for (const file of htmlFiles(path.join(distDir, "server"))) {
    let html = readFileSync(file, "utf8");
    const rewritten = deferFrameworkScripts(html);
    if (rewritten !== undefined) html = rewritten;
    const left = undeferredScripts(html);
    if (left.length > 0) {
      unrewritable.push(`${path.relative(distDir, file)} (${left.join(", ")})`);
      continue;
    }
    if (rewritten !== undefined) {
      writeFileSync(file, rewritten);
      pages += 1;
    }
    for (const src of deferredScriptSources(html)) scripts.add(src);
  }
  if (unrewritable.length > 0)
    throw new Error(
      `optimize-build: ${unrewritable.length} prerendered page(s) load framework scripts in a shape the deferral ` +
        `cannot rewrite:\n  ${unrewritable.join("\n  ")}`,
    );
  return { pages, scripts };
}
