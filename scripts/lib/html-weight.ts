// The inlined stylesheet is in <style> and again in the payload: counted apart, with its own budget.
import { gzipSync } from "node:zlib";

export const KB = 1000;
export const BUDGET_HTML_KB = 130;
/** The largest payload is /results (nine case studies, each with its chart): 75.8 KB. */
export const BUDGET_PAYLOAD_KB = 80;
/** The whole stylesheet, inline in every page: 64.7 KB. */
export const BUDGET_INLINE_CSS_KB = 75;

const INLINE_SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script>/gi;
const INLINE_STYLE = /<style\b[^>]*>([\s\S]*?)<\/style>/gi;
const FLIGHT_PUSH = /^\s*\(?self\.__next_f\s*=|^\s*self\.__next_f\.push\(/;

export interface HtmlWeight {
  html: number;
  gzip: number;
  /** Bytes of the inline scripts that feed Next's RSC payload (`self.__next_f`), the stylesheet's copies left out. */
  payload: number;
  inlineCss: number;
  payloadCss: number;
}

// Shorter text rows (a heading, a label) can occur inside a stylesheet by chance; a stylesheet copy is far longer.
const MIN_COPY_LENGTH = 64;

/** The payload's text rows (`<id>:T<hex byte length>,<text>`, no newline after) that repeat a stylesheet in <style>. */
function stylesheetCopies(payload: string, sheets: readonly string[]): number {
  const bytes = Buffer.from(payload);
  let copies = 0;
  for (let at = 0; at < bytes.length;) {
    const row = /^[0-9a-f]*:T([0-9a-f]+),/.exec(bytes.subarray(at, at + 40).toString("latin1"));
    if (!row) {
      const newline = bytes.indexOf(10, at);
      at = newline < 0 ? bytes.length : newline + 1;
      continue;
    }
    const textStart = at + row[0].length;
    const textEnd = textStart + parseInt(row[1]!, 16);
    const text = bytes.subarray(textStart, textEnd).toString();
    // React writes the stylesheets of one precedence into one <style>, so a copy is a part of it; counted as in the HTML.
    if (text.length >= MIN_COPY_LENGTH && sheets.some((sheet) => sheet.includes(text)))
      copies += JSON.stringify(text).length - 2;
    at = textEnd;
  }
  return copies;
}

export function htmlWeight(html: string): HtmlWeight {
  let payloadBytes = 0;
  let payloadText = "";
  for (const [, attributes = "", body = ""] of html.matchAll(INLINE_SCRIPT)) {
    if (/\ssrc\s*=/i.test(attributes) || !FLIGHT_PUSH.test(body)) continue;
    payloadBytes += Buffer.byteLength(body);
    const chunk = /^\s*self\.__next_f\.push\((\[[\s\S]*\])\)\s*;?\s*$/.exec(body)?.[1];
    const data = chunk ? (JSON.parse(chunk) as unknown[]) : [];
    if (typeof data[1] === "string") payloadText += data[1];
  }
  const sheets = [...html.matchAll(INLINE_STYLE)].map(([, body = ""]) => body);
  const inlineCss = sheets.reduce((sum, sheet) => sum + Buffer.byteLength(sheet), 0);
  const payloadCss = stylesheetCopies(payloadText, sheets);
  return {
    html: Buffer.byteLength(html),
    gzip: gzipSync(html, { level: 6 }).length,
    payload: payloadBytes - payloadCss,
    inlineCss,
    payloadCss,
  };
}

export function markupBytes(weight: HtmlWeight): number {
  return weight.html - weight.inlineCss - weight.payloadCss;
}

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
