/**
 * The weight of a route's document, what a phone must download and parse before anything else: the HTML as served
 * (uncompressed bytes, what the parser reads; gzip printed beside it) and, inside it, the framework's inline payload
 * (the `self.__next_f.push(...)` scripts: the page's RSC tree again, for hydration). The inline stylesheet
 * (scripts/lib/inline-css.ts) and the icons' symbols (scripts/lib/inline-sprite.ts) are the site's files moved into
 * the page, not markup: each is counted on its own, with its own budget, and the HTML budget applies to the rest.
 * Read by `npm run audit` (the table) and by the browser suite (which fails a route over budget).
 */
import { gzipSync } from "node:zlib";

import { INLINE_STYLE_ATTRIBUTE } from "./inline-css";
import { SPRITE_ATTRIBUTE } from "./inline-sprite";

export const KB = 1000;
export const BUDGET_HTML_KB = 130;
export const BUDGET_PAYLOAD_KB = 60;
/** The rules of the stylesheet a page can use, inline in it: 38 to 47.5 KB of the whole sheet's 64.7. */
export const BUDGET_INLINE_CSS_KB = 55;
/** The symbols of the icons a page draws: 3 to 6 KB. */
export const BUDGET_INLINE_SPRITE_KB = 8;

const INLINE_SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script>/gi;
const INLINE_STYLE = new RegExp(`<style ${INLINE_STYLE_ATTRIBUTE}="">([\\s\\S]*?)</style>`);
const INLINE_SPRITE = new RegExp(`<svg ${SPRITE_ATTRIBUTE}=""[\\s\\S]*?</svg>`);
const FLIGHT_PUSH = /^\s*\(?self\.__next_f\s*=|^\s*self\.__next_f\.push\(/;

export interface HtmlWeight {
  /** Bytes of the document as served (UTF-8). */
  html: number;
  /** The same, gzipped at zlib's default level (6). */
  gzip: number;
  /** Bytes of the inline scripts that feed Next's RSC payload (`self.__next_f`). */
  payload: number;
  /** Bytes of the inline stylesheet (none on a page rendered per request, which links it). */
  inlineCss: number;
  /** Bytes of the icons' symbols carried in the page (none on a page rendered per request, which uses the file). */
  inlineSprite: number;
}

/** The figures of one served document. */
export function htmlWeight(html: string): HtmlWeight {
  let payload = 0;
  for (const [, attributes = "", body = ""] of html.matchAll(INLINE_SCRIPT)) {
    if (/\ssrc\s*=/i.test(attributes)) continue;
    if (FLIGHT_PUSH.test(body)) payload += Buffer.byteLength(body);
  }
  const inlineCss = Buffer.byteLength(INLINE_STYLE.exec(html)?.[1] ?? "");
  const inlineSprite = Buffer.byteLength(INLINE_SPRITE.exec(html)?.[0] ?? "");
  return {
    html: Buffer.byteLength(html),
    gzip: gzipSync(html, { level: 6 }).length,
    payload,
    inlineCss,
    inlineSprite,
  };
}

/** The HTML the budget holds: the document as served without its inline stylesheet and icons. */
export function markupBytes(weight: HtmlWeight): number {
  return weight.html - weight.inlineCss - weight.inlineSprite;
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
  if (weight.inlineSprite > BUDGET_INLINE_SPRITE_KB * KB)
    over.push(`inline icons ${(weight.inlineSprite / KB).toFixed(1)} KB > ${BUDGET_INLINE_SPRITE_KB} KB`);
  return over;
}
