/**
 * The brand font is drawn from a visit's second page on: on the first, waiting for it would hold the first paint,
 * and on a phone it seldom arrives in time. `html.brand-font` switches it on (app/globals.css); the head script
 * (lib/document-script.ts) sets the class when the flag says an earlier page loaded the file.
 */
export const BRAND_FONT_CLASS = "brand-font";
/**
 * The flag, a first-party cookie the server never reads: no personal data, only "the font file is cached". Not
 * localStorage: a document's first read of it held a phone's first paint 11 to 14 ms (docs/performance.md).
 */
export const BRAND_FONT_COOKIE = "brand-font=1";
/** A year, for every path; sent with requests, ignored by the server. */
export const BRAND_FONT_COOKIE_ATTRIBUTES = "; Max-Age=31536000; Path=/; SameSite=Lax";
