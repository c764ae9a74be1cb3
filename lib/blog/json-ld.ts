import type { BlogPosting, BreadcrumbList, WithContext } from "schema-dts";

import { articleCopy } from "@/content/blog-page";
import { breadcrumbJsonLd, businessId } from "@/lib/seo/json-ld";
import { absoluteUrl } from "@/lib/seo/metadata";

import { articleCardPath, articlePath } from "./paths";
import type { Post } from "./posts";
import { wordCount } from "./word-count";

// The publisher is the business declared by the root layout.
export function blogPostingJsonLd(post: Post): WithContext<BlogPosting> {
  const url = absoluteUrl(articlePath(post.slug));
  const authorTitle = articleCopy.authorTitle(post.author);
  return {
    "@context": "https://schema.org",
    "@type": "BlogPosting",
    "@id": `${url}#article`,
    headline: post.title,
    description: post.excerpt,
    datePublished: post.date,
    dateModified: post.date,
    author: { "@type": "Person", name: post.author, ...(authorTitle ? { jobTitle: authorTitle } : {}) },
    publisher: { "@id": businessId },
    image: absoluteUrl(articleCardPath(post.slug)),
    url,
    mainEntityOfPage: { "@type": "WebPage", "@id": url },
    keywords: post.keywords.join(", "),
    articleSection: post.category,
    wordCount: wordCount(post.body),
    timeRequired: `PT${post.readTime}M`,
    inLanguage: "en-US",
  };
}

export function articleBreadcrumbJsonLd(post: Post): WithContext<BreadcrumbList> {
  return breadcrumbJsonLd([
    { name: articleCopy.breadcrumb.home, path: "/" },
    { name: articleCopy.breadcrumb.blog, path: "/blog" },
    { name: post.title, path: articlePath(post.slug) },
  ]);
}
