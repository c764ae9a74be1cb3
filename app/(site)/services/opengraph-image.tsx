// The social card of /services: its title on the brand card, prerendered at build (lib/seo/og-image.tsx).
import { servicesPage } from "@/content/services-page";
import { ogImageAlt, ogImageContentType, ogImageSize, renderOgImage } from "@/lib/seo/og-image";

export const alt = ogImageAlt(servicesPage.metaTitle);
export const size = ogImageSize;
export const contentType = ogImageContentType;

export default function Image() {
  return renderOgImage({ title: servicesPage.metaTitle });
}
