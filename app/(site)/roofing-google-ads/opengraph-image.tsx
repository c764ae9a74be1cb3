// The social card of /roofing-google-ads: its title on the brand card, prerendered at build (lib/seo/og-image.tsx).
import { roofingPage } from "@/content/roofing";
import { ogImageAlt, ogImageContentType, ogImageSize, renderOgImage } from "@/lib/seo/og-image";

export const alt = ogImageAlt(roofingPage.metaTitle);
export const size = ogImageSize;
export const contentType = ogImageContentType;

export default function Image() {
  return renderOgImage({ title: roofingPage.metaTitle });
}
