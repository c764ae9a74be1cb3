// Each article's social card at a stable address, so the BlogPosting can name it as its image.
import { notFound } from "next/navigation";

import { articleCopy } from "@/content/blog-page";
import { getPost } from "@/lib/blog/posts";
import { blogSlugs } from "@/lib/blog/slugs";
import { renderOgImage } from "@/lib/seo/og-image";

export const dynamic = "force-static";
export const dynamicParams = false;

export function generateStaticParams() {
  return blogSlugs().map((slug) => ({ slug }));
}

export async function GET(_request: Request, { params }: RouteContext<"/blog/[slug]/card.png">) {
  const { slug } = await params;
  const post = getPost(slug);
  if (!post) notFound();
  return renderOgImage({ title: post.title, label: articleCopy.breadcrumb.blog });
}
