// The social card of /roofing-google-ads/schedule: its title on the brand card, prerendered at build (lib/seo/og-image.tsx).
import { schedulePage } from "@/content/roofing";
import { ogImageAlt, ogImageContentType, ogImageSize, renderOgImage } from "@/lib/seo/og-image";

export const alt = ogImageAlt(schedulePage.metaTitle);
export const size = ogImageSize;
export const contentType = ogImageContentType;

export default function Image() {
  return renderOgImage({ title: schedulePage.metaTitle });
}
