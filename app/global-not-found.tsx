import "./globals.css";

import type { Metadata } from "next";

import { ChatbotSlot } from "@/components/chat/chatbot-slot";
import { NotFoundContent } from "@/components/layout/not-found-content";
import { NotFoundToaster } from "@/components/layout/not-found-toaster";
import { SiteDocument } from "@/components/layout/site-document";
import { SiteFooter } from "@/components/layout/site-footer";
import { SiteHeader } from "@/components/layout/site-header";
import { JsonLd } from "@/components/seo/json-ld";
import { siteConfig } from "@/content/site";
import { notFoundCopy } from "@/content/site-sections";
import { businessJsonLd } from "@/lib/seo/json-ld";
import { buildMetadata } from "@/lib/seo/metadata";

/** No canonical link (see buildMetadata). Outside the root layout: no title template or metadataBase to inherit. */
export const metadata: Metadata = {
  ...buildMetadata({
    title: notFoundCopy.metaTitle,
    description: notFoundCopy.metaDescription,
    keywords: notFoundCopy.keywords,
    noindex: true,
  }),
  // Next writes `noindex` on every 404 itself; a second robots tag would only repeat it.
  robots: undefined,
  metadataBase: new URL(siteConfig.url),
  title: `${notFoundCopy.metaTitle} | ${siteConfig.name}`,
};

/** The 404 for every unmatched URL; global, so no page carries its tree, it adds the layout's chatbot and toasts. */
export default function GlobalNotFound() {
  return (
    <SiteDocument>
      <SiteHeader />
      <main id="main" tabIndex={-1} className="outline-none">
        <NotFoundContent />
      </main>
      <SiteFooter />
      <ChatbotSlot />
      <NotFoundToaster />
      <JsonLd data={businessJsonLd()} />
    </SiteDocument>
  );
}
