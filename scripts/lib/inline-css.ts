/**
 * Each prerendered page carries the site's stylesheet inline in its `<head>`, reduced to the rules its markup and the
 * site's client code can use (scripts/lib/css-in-use.ts: a quarter to a third less CSS to parse before the first
 * paint). Its `<link>` stays where React wrote it, switched off (`disabled`, and `media="not all"` where `disabled` is
 * not honoured): React finds it there as the stylesheet's resource, so neither hydration nor a client navigation adds
 * it again, and the browser neither applies it over the inline rules nor fetches it during the first parse (the
 * request cost it about 6 ms at 4x CPU). After the load it is fetched, and a client navigation switches it on
 * (lib/full-stylesheet.ts).
 *
 * On a phone every request costs a round trip: a stylesheet in `<head>` is one more before anything is drawn (LCP at
 * about twice a bare Next.js page's), and a stylesheet loaded after the first paint restyles and lays out the whole
 * page again in one long task when it arrives (TBT over the bare page's). Inline, the page is styled once, as it is
 * parsed (docs/performance.md). Run after `next build` by `npm run build`'s postbuild step and by the audit's builds.
 */
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";

import { SWITCHED_OFF_MEDIA } from "../../lib/full-stylesheet";
import { rewritePages } from "./build-pages";
import { cssInUse, wordsOf } from "./css-in-use";

// Exactly what React writes for a stylesheet of the build (`precedence="next"`).
const STYLESHEET = /<link rel="stylesheet" href="(\/_next\/static\/[^"\s]+\.css)" data-precedence="next"\/>/g;
/** What switches a stylesheet's link off. */
const LINK_OFF = `media="${SWITCHED_OFF_MEDIA}" disabled=""`;
/** Marks the inline copy (and a page already rewritten: a second run changes nothing). */
export const INLINE_STYLE_ATTRIBUTE = "data-inline-css";

/** The CSS with each relative `url()` made absolute from the stylesheet's own path. */
export function absoluteUrls(css: string, stylesheetHref: string): string {
  return css.replace(/url\((["']?)(?![a-z]+:|\/|#)([^)"']+)\1\)/gi, (_match, quote: string, url: string) => {
    const { pathname, search, hash } = new URL(url, `http://site${stylesheetHref}`);
    return `url(${quote}${pathname}${search}${hash}${quote})`;
  });
}

/**
 * The page with its stylesheets' CSS inline in place of the first one and every link switched off; undefined when
 * the page links no stylesheet of the build (or was rewritten already). `read` gives a stylesheet's text by its href;
 * `clientWords`, the words of the site's client code: the rules whose classes neither it nor the page holds are left
 * out.
 */
export function inlineStylesheets(
  html: string,
  read: (href: string) => string,
  clientWords: ReadonlySet<string> = new Set(),
): string | undefined {
  const headEnd = html.indexOf("</head>");
  if (headEnd === -1) return undefined;
  const found = [...html.slice(0, headEnd).matchAll(STYLESHEET)];
  if (found.length === 0) return undefined;
  // Inline, a relative url() would resolve against the page's address instead of the stylesheet's.
  const pageWords = wordsOf(html);
  const css = cssInUse(
    found.map(([, href]) => absoluteUrls(read(href!), href!)).join(""),
    (className) => pageWords.has(className) || clientWords.has(className),
  );
  if (/<\/style/i.test(css))
    throw new Error("inline-css: a stylesheet contains `</style`, which would end the tag");
  let head = html.slice(0, headEnd);
  found.forEach(([link], index) => {
    const off = link.replace(/\/>$/, ` ${LINK_OFF}/>`);
    head = head.replace(link, index === 0 ? `<style ${INLINE_STYLE_ATTRIBUTE}="">${css}</style>${off}` : off);
  });
  return head + html.slice(headEnd);
}

/**
 * Rewrites every prerendered page of a build (`<distDir>/server`, every copy). Returns one line saying what changed;
 * throws when no page links a stylesheet of the build (Next's output changed shape).
 */
export function inlineCssInBuild(distDir: string): string {
  const read = (href: string) => readFileSync(path.join(distDir, href.replace(/^\/_next\//, "")), "utf8");
  const clientWords = wordsOf(clientCode(distDir));
  const { pages, already, largest } = rewritePages(distDir, `<style ${INLINE_STYLE_ATTRIBUTE}=`, (html) =>
    inlineStylesheets(html, read, clientWords),
  );
  if (pages + already === 0)
    throw new Error(
      `inline-css: no prerendered page under ${distDir}/server links a stylesheet of the build`,
    );
  return `inline-css: ${pages} prerendered pages carry the rules they use inline (${(largest / 1000).toFixed(1)} KB each at most)`;
}

/** The text of every script the browser may run (`static/`, lazily loaded chunks included). */
function clientCode(distDir: string): string {
  return readdirSync(path.join(distDir, "static"), { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith(".js"))
    .map((entry) => readFileSync(path.join(entry.parentPath, entry.name), "utf8"))
    .join("\n");
}
