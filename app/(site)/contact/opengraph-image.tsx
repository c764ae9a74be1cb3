// The social card of /contact: its title on the brand card, prerendered at build (lib/seo/og-image.tsx).
import { contactPage } from "@/content/contact";
import { ogImageAlt, ogImageContentType, ogImageSize, renderOgImage } from "@/lib/seo/og-image";

export const alt = ogImageAlt(contactPage.metaTitle);
export const size = ogImageSize;
export const contentType = ogImageContentType;

export default function Image() {
  return renderOgImage({ title: contactPage.metaTitle });
}
