import localFont from "next/font/local";

/**
 * Plus Jakarta Sans, self-hosted (latin only, one variable file for every weight) with a metric-matched fallback.
 * A visit's first page draws the fallback and loads the file once it has loaded (app/globals.css, lib/brand-font.ts):
 * a preloaded `optional` font held the first paint by about 200 ms on a throttled phone, and a late `swap` rewraps the
 * hero's lines (CLS 0.06 to 0.15 measured). `optional` still: a cached file missing its first paint is left out.
 */
export const brandFont = localFont({
  src: "../node_modules/@fontsource-variable/plus-jakarta-sans/files/plus-jakarta-sans-latin-wght-normal.woff2",
  weight: "200 800",
  style: "normal",
  display: "optional",
  preload: false,
  adjustFontFallback: "Arial",
  variable: "--font-brand",
});
