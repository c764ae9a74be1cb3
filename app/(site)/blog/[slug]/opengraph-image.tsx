// The social card of each article: its title on the brand card, one per slug, prerendered at build.
import { notFound } from "next/navigation";

import { articleCopy } from "@/content/blog-page";
import { siteConfig } from "@/content/site";
import { getPost } from "@/lib/blog/posts";
import { blogSlugs } from "@/lib/blog/slugs";
import { ogImageContentType, ogImageSize, renderOgImage } from "@/lib/seo/og-image";

// `alt` is one value per file (a per-slug alt would need generateImageMetadata and a different URL scheme).
export const alt = `${siteConfig.name}: the article's title on the brand card`;
export const size = ogImageSize;
export const contentType = ogImageContentType;
export const dynamicParams = false;

export function generateStaticParams() {
  return blogSlugs.map((slug) => ({ slug }));
}

export default async function Image({ params }: { params: Promise<{ slug: string }> }) {
  const { slug } = await params;
  const post = getPost(slug);
  if (!post) notFound();
  return renderOgImage({ title: post.title, label: articleCopy.breadcrumb.blog });
}
