import { HEAD_SCRIPT } from "@/lib/document-script";
import { brandFont } from "@/lib/fonts";

import { SkipLink } from "./skip-link";

export function SiteDocument({ children }: { children: React.ReactNode }) {
  return (
    <html lang="en-US" className={brandFont.variable} data-scroll-behavior="smooth" suppressHydrationWarning>
      {/* The App Router's own <head> (next/head belongs to the Pages Router); this rule only knows app/layout. */}
      {/* eslint-disable-next-line @next/next/no-head-element */}
      <head>
        {/* Before the first paint: JavaScript available (lib/document-script.ts). */}
        <script dangerouslySetInnerHTML={{ __html: HEAD_SCRIPT }} />
      </head>
      <body>
        <SkipLink />
        {children}
      </body>
    </html>
  );
}
