// The social card of /privacy-policy: its title on the brand card, prerendered at build (lib/seo/og-image.tsx).
import { privacyPolicy } from "@/content/legal";
import { ogImageAlt, ogImageContentType, ogImageSize, renderOgImage } from "@/lib/seo/og-image";

export const alt = ogImageAlt(privacyPolicy.title);
export const size = ogImageSize;
export const contentType = ogImageContentType;

export default function Image() {
  return renderOgImage({ title: privacyPolicy.title });
}
