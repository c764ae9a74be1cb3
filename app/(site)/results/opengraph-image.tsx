// The social card of /results: its title on the brand card, prerendered at build (lib/seo/og-image.tsx).
import { resultsPage } from "@/content/case-studies";
import { ogImageAlt, ogImageContentType, ogImageSize, renderOgImage } from "@/lib/seo/og-image";

export const alt = ogImageAlt(resultsPage.metaTitle);
export const size = ogImageSize;
export const contentType = ogImageContentType;

export default function Image() {
  return renderOgImage({ title: resultsPage.metaTitle });
}
