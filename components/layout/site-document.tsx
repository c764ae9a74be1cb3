import { SkipLink } from "./skip-link";

// `revert-layer` hands each step back its own display utility (grid or flex) from app/globals.css.
const NO_SCRIPT_CSS =
  "[data-wizard] [data-step]:not([data-active]){display:revert-layer}[data-wizard-nav]{display:none}";

/** The <html> and <body> every page shares: the root layout's and the global 404 page's. */
export function SiteDocument({ children }: { children: React.ReactNode }) {
  return (
    <html lang="en-US" data-scroll-behavior="smooth" suppressHydrationWarning>
      {/* The App Router's own <head> (next/head belongs to the Pages Router); this rule only knows app/layout. */}
      {/* eslint-disable-next-line @next/next/no-head-element */}
      <head>
        {/* Without JavaScript a multi-step form shows every step as one form and no step buttons. A <noscript> rule
            rather than a script that marks JavaScript as present: an inline script after the stylesheet would hold
            the HTML parser until the stylesheet arrived, and with it the first paint. */}
        <noscript dangerouslySetInnerHTML={{ __html: `<style>${NO_SCRIPT_CSS}</style>` }} />
      </head>
      <body>
        <SkipLink />
        {children}
      </body>
    </html>
  );
}
