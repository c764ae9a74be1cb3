import "./globals.css";

import type { Metadata } from "next";

import { NotFoundContent } from "@/components/layout/not-found-content";
import { SiteDocument } from "@/components/layout/site-document";
import { SiteFooter } from "@/components/layout/site-footer";
import { SiteHeader } from "@/components/layout/site-header";
import { siteConfig } from "@/content/site";
import { notFoundCopy } from "@/content/site-sections";

export const metadata: Metadata = {
  title: `${notFoundCopy.metaTitle} | ${siteConfig.name}`,
  robots: { index: false, follow: true },
};

/**
 * The 404 page for every URL no route matches (and slugs outside generateStaticParams). A global-not-found
 * rather than a root not-found.tsx: a root not-found tree, with the whole header and footer, would be carried
 * in every page's payload and scripts; this one is rendered only when a 404 is served.
 */
export default function GlobalNotFound() {
  return (
    <SiteDocument>
      <SiteHeader />
      <main id="main" tabIndex={-1} className="outline-none">
        <NotFoundContent />
      </main>
      <SiteFooter />
    </SiteDocument>
  );
}
