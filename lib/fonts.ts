import localFont from "next/font/local";

/** Plus Jakarta Sans, self-hosted (latin only, one variable file for every weight) with a metric-matched fallback. */
export const brandFont = localFont({
  src: "../node_modules/@fontsource-variable/plus-jakarta-sans/files/plus-jakarta-sans-latin-wght-normal.woff2",
  weight: "200 800",
  style: "normal",
  display: "swap",
  preload: true,
  adjustFontFallback: "Arial",
  variable: "--font-brand",
});
