// The social card of /terms-of-service: its title on the brand card, prerendered at build (lib/seo/og-image.tsx).
import { termsOfService } from "@/content/legal";
import { ogImageAlt, ogImageContentType, ogImageSize, renderOgImage } from "@/lib/seo/og-image";

export const alt = ogImageAlt(termsOfService.title);
export const size = ogImageSize;
export const contentType = ogImageContentType;

export default function Image() {
  return renderOgImage({ title: termsOfService.title });
}
