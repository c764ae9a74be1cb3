// The social card of /portfolio: its title on the brand card, prerendered at build (lib/seo/og-image.tsx).
import { portfolioPage } from "@/content/portfolio";
import { ogImageAlt, ogImageContentType, ogImageSize, renderOgImage } from "@/lib/seo/og-image";

export const alt = ogImageAlt(portfolioPage.metaTitle);
export const size = ogImageSize;
export const contentType = ogImageContentType;

export default function Image() {
  return renderOgImage({ title: portfolioPage.metaTitle });
}
