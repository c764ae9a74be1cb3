import localFont from "next/font/local";

/**
 * Plus Jakarta Sans, self-hosted (latin only, one variable file for every weight), preloaded on every page. `block`:
 * text waits for the file (27 KB, requested with the document's head) rather than being drawn in a fallback and
 * moved when the font swaps in; phones often lack Arial, so a size-adjusted fallback still rewraps lines
 * (docs/decisions.md). The Arial-adjusted fallback is only drawn if the file takes over 3 s.
 */
export const brandFont = localFont({
  src: "../node_modules/@fontsource-variable/plus-jakarta-sans/files/plus-jakarta-sans-latin-wght-normal.woff2",
  weight: "200 800",
  style: "normal",
  display: "block",
  preload: true,
  adjustFontFallback: "Arial",
  variable: "--font-brand",
});
