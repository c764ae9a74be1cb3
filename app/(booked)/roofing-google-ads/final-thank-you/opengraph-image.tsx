// The social card of /roofing-google-ads/final-thank-you: its title on the brand card, prerendered at build (lib/seo/og-image.tsx).
import { finalThankYouPage } from "@/content/roofing";
import { ogImageAlt, ogImageContentType, ogImageSize, renderOgImage } from "@/lib/seo/og-image";

export const alt = ogImageAlt(finalThankYouPage.metaTitle);
export const size = ogImageSize;
export const contentType = ogImageContentType;

export default function Image() {
  return renderOgImage({ title: finalThankYouPage.metaTitle });
}
