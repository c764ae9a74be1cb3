// The stylesheet is imported by each route group's layout: imported here, Next also gives it to the global-error boundary, a second copy in every payload.
import type { Metadata, Viewport } from "next";

import { AdTags } from "@/components/analytics/ad-tags";
import { AdsConsentBanner } from "@/components/consent/ads-consent-banner";
import { RouteEffects } from "@/components/layout/route-effects";
import { SiteDocument } from "@/components/layout/site-document";
import { JsonLd } from "@/components/seo/json-ld";
import { Toaster } from "@/components/ui/toaster";
import { siteConfig } from "@/content/site";
import { hasTags, tagConfig } from "@/lib/conversions/tag-config";
import { businessJsonLd } from "@/lib/seo/json-ld";

export const metadata: Metadata = {
  metadataBase: new URL(siteConfig.url),
  title: { default: `${siteConfig.name} | ${siteConfig.tagline}`, template: `%s | ${siteConfig.name}` },
  description: siteConfig.description,
  applicationName: siteConfig.name,
  formatDetection: { telephone: false },
};

export const viewport: Viewport = {
  themeColor: "#0b1b3f",
  width: "device-width",
  initialScale: 1,
};

export default function RootLayout({ children }: { children: React.ReactNode }) {
  // Read at build: the pages are prerendered, and their CSP names the same tags (lib/conversions/tag-sources.ts).
  const tags = tagConfig(process.env);
  return (
    <SiteDocument>
      {children}
      <Toaster />
      <RouteEffects />
      <JsonLd data={businessJsonLd()} />
      {hasTags(tags) && <AdTags config={tags} />}
      {tags.consentMode === "opt-in" && <AdsConsentBanner />}
    </SiteDocument>
  );
}
