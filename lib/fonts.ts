import localFont from "next/font/local";

// `swap` + preload: drawn in the brand face whenever it arrives, over size-adjusted fallbacks (docs/decisions.md).
export const brandFont = localFont({
  src: "../node_modules/@fontsource-variable/plus-jakarta-sans/files/plus-jakarta-sans-latin-wght-normal.woff2",
  weight: "200 800",
  style: "normal",
  display: "swap",
  preload: true,
  adjustFontFallback: "Arial",
  variable: "--font-brand",
});
