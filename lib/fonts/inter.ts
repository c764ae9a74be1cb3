import localFont from "next/font/local";

/** Inter (variable weight, Latin subset) from @fontsource-variable/inter, served by the site itself. */
export const inter = localFont({
  src: "./inter-latin-wght-normal.woff2",
  variable: "--font-inter",
  display: "swap",
  weight: "100 900",
});
