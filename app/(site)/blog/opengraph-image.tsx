// The social card of /blog: its title on the brand card, prerendered at build (lib/seo/og-image.tsx).
import { blogPage } from "@/content/blog-page";
import { ogImageAlt, ogImageContentType, ogImageSize, renderOgImage } from "@/lib/seo/og-image";

export const alt = ogImageAlt(blogPage.metaTitle);
export const size = ogImageSize;
export const contentType = ogImageContentType;

export default function Image() {
  return renderOgImage({ title: blogPage.metaTitle });
}
