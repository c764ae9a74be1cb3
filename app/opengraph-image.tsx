// The default social card (the brand and its tagline), for any page without a card of its own, e.g. the 404.
// Every route of the spec has its own card beside its page file (lib/seo/og-image.tsx draws them all).
import { siteConfig } from "@/content/site";
import { ogImageAlt, ogImageContentType, ogImageSize, renderOgImage } from "@/lib/seo/og-image";

export const alt = ogImageAlt(siteConfig.tagline);
export const size = ogImageSize;
export const contentType = ogImageContentType;

export default function Image() {
  return renderOgImage({ title: siteConfig.tagline });
}
