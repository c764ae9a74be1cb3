// The social card of /: its title on the brand card, prerendered at build (lib/seo/og-image.tsx).
import { homePage } from "@/content/home";
import { ogImageAlt, ogImageContentType, ogImageSize, renderOgImage } from "@/lib/seo/og-image";

export const alt = ogImageAlt(homePage.metaTitle);
export const size = ogImageSize;
export const contentType = ogImageContentType;

export default function Image() {
  return renderOgImage({ title: homePage.metaTitle });
}
