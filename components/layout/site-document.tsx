import { JS_AVAILABLE_SCRIPT } from "@/lib/document-script";
import { brandFont } from "@/lib/fonts";

import { SkipLink } from "./skip-link";

/** The <html> and <body> every page shares: the root layout's and the global 404 page's. */
export function SiteDocument({ children }: { children: React.ReactNode }) {
  return (
    <html lang="en-US" className={brandFont.variable} data-scroll-behavior="smooth" suppressHydrationWarning>
      {/* The App Router's own <head> (next/head belongs to the Pages Router); this rule only knows app/layout. */}
      {/* eslint-disable-next-line @next/next/no-head-element */}
      <head>
        {/* Marks JavaScript as available before first paint so multi-step forms show one step without a layout shift.
            After the stylesheet, it also holds the parser until the CSS is in (docs/performance.md). */}
        <script dangerouslySetInnerHTML={{ __html: JS_AVAILABLE_SCRIPT }} />
      </head>
      <body>
        <SkipLink />
        {children}
      </body>
    </html>
  );
}
