// The social card of /how-it-works: its title on the brand card, prerendered at build (lib/seo/og-image.tsx).
import { howItWorksPage } from "@/content/how-it-works";
import { ogImageAlt, ogImageContentType, ogImageSize, renderOgImage } from "@/lib/seo/og-image";

export const alt = ogImageAlt(howItWorksPage.metaTitle);
export const size = ogImageSize;
export const contentType = ogImageContentType;

export default function Image() {
  return renderOgImage({ title: howItWorksPage.metaTitle });
}
