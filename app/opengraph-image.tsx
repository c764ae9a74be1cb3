// The default social card, for any page without its own (the 404).
import { siteConfig } from "@/content/site";
import { ogImageAlt, ogImageContentType, ogImageSize, renderOgImage } from "@/lib/seo/og-image";

export const alt = ogImageAlt(siteConfig.tagline);
export const size = ogImageSize;
export const contentType = ogImageContentType;

export default function Image() {
  return renderOgImage({ title: siteConfig.tagline });
}
