/**
 * The weight of a route's document, what a phone must download and parse before anything else: the HTML as served
 * (uncompressed bytes, what the parser reads; gzip printed beside it) and, inside it, the framework's inline payload
 * (the `self.__next_f.push(...)` scripts: the page's RSC tree again, for hydration). The stylesheet Next inlines
 * (experimental.inlineCss) is the site's file moved into the page, not markup: it is counted on its own, with its own
 * budget, and the HTML budget applies to the rest. Read by `npm run audit`, which fails a route over budget.
 */
import { gzipSync } from "node:zlib";

export const KB = 1000;
export const BUDGET_HTML_KB = 130;
export const BUDGET_PAYLOAD_KB = 60;
/** The whole stylesheet, inline in every page: 64.7 KB. */
export const BUDGET_INLINE_CSS_KB = 75;

const INLINE_SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script>/gi;
const INLINE_STYLE = /<style\b[^>]*>([\s\S]*?)<\/style>/gi;
const FLIGHT_PUSH = /^\s*\(?self\.__next_f\s*=|^\s*self\.__next_f\.push\(/;

export interface HtmlWeight {
  /** Bytes of the document as served (UTF-8). */
  html: number;
  /** The same, gzipped at zlib's default level (6). */
  gzip: number;
  /** Bytes of the inline scripts that feed Next's RSC payload (`self.__next_f`). */
  payload: number;
  /** Bytes of the inline stylesheets. */
  inlineCss: number;
}

/** The figures of one served document. */
export function htmlWeight(html: string): HtmlWeight {
  let payload = 0;
  for (const [, attributes = "", body = ""] of html.matchAll(INLINE_SCRIPT)) {
    if (/\ssrc\s*=/i.test(attributes)) continue;
    if (FLIGHT_PUSH.test(body)) payload += Buffer.byteLength(body);
  }
  let inlineCss = 0;
  for (const [, body = ""] of html.matchAll(INLINE_STYLE)) inlineCss += Buffer.byteLength(body);
  return { html: Buffer.byteLength(html), gzip: gzipSync(html, { level: 6 }).length, payload, inlineCss };
}

/** The HTML the budget holds: the document as served without its inline stylesheet. */
export function markupBytes(weight: HtmlWeight): number {
  return weight.html - weight.inlineCss;
}

/** What is over budget in a route's weight, as readable phrases (none when within every budget). */
export function overBudget(weight: HtmlWeight): string[] {
  const over: string[] = [];
  if (markupBytes(weight) > BUDGET_HTML_KB * KB)
    over.push(`HTML ${(markupBytes(weight) / KB).toFixed(1)} KB > ${BUDGET_HTML_KB} KB`);
  if (weight.payload > BUDGET_PAYLOAD_KB * KB)
    over.push(`inline payload ${(weight.payload / KB).toFixed(1)} KB > ${BUDGET_PAYLOAD_KB} KB`);
  if (weight.inlineCss > BUDGET_INLINE_CSS_KB * KB)
    over.push(`inline CSS ${(weight.inlineCss / KB).toFixed(1)} KB > ${BUDGET_INLINE_CSS_KB} KB`);
  return over;
}
