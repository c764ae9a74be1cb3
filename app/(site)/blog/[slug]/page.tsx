import type { Metadata } from "next";
import { notFound } from "next/navigation";

import { ArticleBody } from "@/components/blog/article-body";
import { ArticleHeader } from "@/components/blog/article-header";
import { ArticleLeadBanner } from "@/components/blog/article-lead-banner";
import { RelatedArticles } from "@/components/blog/related-articles";
import { JsonLd } from "@/components/seo/json-ld";
import { articleBreadcrumbJsonLd, blogPostingJsonLd } from "@/lib/blog/json-ld";
import { articleCardPath, articlePath } from "@/lib/blog/paths";
import { getAllPosts, getPost } from "@/lib/blog/posts";
import { relatedPosts } from "@/lib/blog/related";
import { blogSlugs } from "@/lib/blog/slugs";
import { buildMetadata } from "@/lib/seo/metadata";
import { ogImageAlt } from "@/lib/seo/og-image-meta";

export const dynamicParams = false;

export function generateStaticParams() {
  return blogSlugs().map((slug) => ({ slug }));
}

export async function generateMetadata({ params }: PageProps<"/blog/[slug]">): Promise<Metadata> {
  const { slug } = await params;
  const post = getPost(slug);
  if (!post) return {};
  return buildMetadata({
    title: post.title,
    description: post.excerpt,
    keywords: post.keywords,
    path: articlePath(slug),
    type: "article",
    publishedTime: post.date,
    authors: [post.author],
    image: { path: articleCardPath(slug), alt: ogImageAlt(post.title) },
  });
}

export default async function ArticlePage({ params }: PageProps<"/blog/[slug]">) {
  const { slug } = await params;
  const post = getPost(slug);
  if (!post) notFound();
  const related = relatedPosts(getAllPosts(), post, 3);

  return (
    <>
      <JsonLd data={[blogPostingJsonLd(post), articleBreadcrumbJsonLd(post)]} />
      <div className="container-page py-12 sm:py-16">
        <div className="mx-auto flex max-w-3xl flex-col gap-12">
          <article className="flex flex-col gap-10">
            <ArticleHeader post={post} />
            <ArticleBody source={post.body} />
          </article>
          <ArticleLeadBanner />
        </div>
      </div>
      <RelatedArticles posts={related} />
    </>
  );
}
