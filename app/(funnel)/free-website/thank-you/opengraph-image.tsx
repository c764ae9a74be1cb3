// The social card of /free-website/thank-you: its title on the brand card, prerendered at build (lib/seo/og-image.tsx).
import { freeWebsiteThankYouPage } from "@/content/free-website";
import { ogImageAlt, ogImageContentType, ogImageSize, renderOgImage } from "@/lib/seo/og-image";

export const alt = ogImageAlt(freeWebsiteThankYouPage.metaTitle);
export const size = ogImageSize;
export const contentType = ogImageContentType;

export default function Image() {
  return renderOgImage({ title: freeWebsiteThankYouPage.metaTitle });
}
