import localFont from "next/font/local";

/**
 * Plus Jakarta Sans, self-hosted (latin only, one variable file for every weight), preloaded on every page. `optional`
 * with the preload: Chrome holds the first render for the preloaded file (27 KB, requested with the document's head),
 * and a file that misses it is never swapped in, so nothing moves (docs/decisions.md).
 */
export const brandFont = localFont({
  src: "../node_modules/@fontsource-variable/plus-jakarta-sans/files/plus-jakarta-sans-latin-wght-normal.woff2",
  weight: "200 800",
  style: "normal",
  display: "optional",
  preload: true,
  adjustFontFallback: "Arial",
  variable: "--font-brand",
});
