import { articleCopy } from "@/content/blog-page";

import { PostCard, type PostCardData } from "./post-card";

const headingId = "related-articles-title";

export function RelatedArticles({ posts }: { posts: readonly PostCardData[] }) {
  if (posts.length === 0) return null;
  return (
    <section aria-labelledby={headingId} className="bg-muted py-16 sm:py-20">
      <div className="container-page">
        <h2 id={headingId} className="mb-8 text-3xl">
          {articleCopy.relatedTitle}
        </h2>
        <ul className="grid gap-6 md:grid-cols-2 md:max-lg:orphan-span-2 lg:orphan-span-3 lg:grid-cols-3">
          {posts.map((post) => (
            <li key={post.slug} className="@container">
              <PostCard post={post} headingLevel="h3" />
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
