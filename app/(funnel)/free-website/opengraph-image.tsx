// The social card of /free-website: its title on the brand card, prerendered at build (lib/seo/og-image.tsx).
import { freeWebsitePage } from "@/content/free-website";
import { ogImageAlt, ogImageContentType, ogImageSize, renderOgImage } from "@/lib/seo/og-image";

export const alt = ogImageAlt(freeWebsitePage.metaTitle);
export const size = ogImageSize;
export const contentType = ogImageContentType;

export default function Image() {
  return renderOgImage({ title: freeWebsitePage.metaTitle });
}
