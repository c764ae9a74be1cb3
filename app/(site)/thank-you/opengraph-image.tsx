// The social card of /thank-you: its title on the brand card, prerendered at build (lib/seo/og-image.tsx).
import { thankYouPage } from "@/content/thank-you";
import { ogImageAlt, ogImageContentType, ogImageSize, renderOgImage } from "@/lib/seo/og-image";

export const alt = ogImageAlt(thankYouPage.metaTitle);
export const size = ogImageSize;
export const contentType = ogImageContentType;

export default function Image() {
  return renderOgImage({ title: thankYouPage.metaTitle });
}
