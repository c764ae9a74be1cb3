import type { Metadata } from "next";
import { notFound } from "next/navigation";

import { getPost } from "@/lib/blog/posts";
import { blogSlugs } from "@/lib/blog/slugs";
import { buildMetadata } from "@/lib/seo/metadata";

export const dynamicParams = false;

export function generateStaticParams() {
  return blogSlugs.map((slug) => ({ slug }));
}

export async function generateMetadata({ params }: PageProps<"/blog/[slug]">): Promise<Metadata> {
  const { slug } = await params;
  const post = getPost(slug);
  if (!post) return {};
  return buildMetadata({
    title: post.title,
    description: post.excerpt,
    keywords: post.keywords,
    path: `/blog/${slug}`,
    type: "article",
    publishedTime: post.date,
    authors: [post.author],
  });
}

export default async function ArticlePage({ params }: PageProps<"/blog/[slug]">) {
  const { slug } = await params;
  const post = getPost(slug);
  if (!post) notFound();
  return (
    <article className="container-page py-16">
      <h1 className="text-4xl">{post.title}</h1>
    </article>
  );
}
