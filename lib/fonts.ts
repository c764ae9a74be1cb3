import localFont from "next/font/local";

// `optional` + preload: Chrome waits for the preloaded file; a late one never swaps in (docs/decisions.md).
export const brandFont = localFont({
  src: "../node_modules/@fontsource-variable/plus-jakarta-sans/files/plus-jakarta-sans-latin-wght-normal.woff2",
  weight: "200 800",
  style: "normal",
  display: "optional",
  preload: true,
  adjustFontFallback: "Arial",
  variable: "--font-brand",
});
