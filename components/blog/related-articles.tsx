import { Link } from "@/components/ui/link";
import { articleCopy } from "@/content/blog-page";
import { staticHtml } from "@/lib/static-html";

import { PostCard, type PostCardData } from "./post-card";

const headingId = "related-articles-title";

// The cards reach React as one HTML string (far lighter in the payload than their elements); links load the article.
const cardHosts = new Map<unknown, string>([[Link, "a"]]);

/** Two or three other articles under a post, same category first. */
export function RelatedArticles({ posts }: { posts: readonly PostCardData[] }) {
  if (posts.length === 0) return null;
  const cards = posts.map((post) => (
    <li key={post.slug} className="@container">
      <PostCard post={post} headingLevel="h3" />
    </li>
  ));
  return (
    <section aria-labelledby={headingId} className="bg-muted py-16 sm:py-20">
      <div className="container-page">
        <h2 id={headingId} className="mb-8 text-3xl">
          {articleCopy.relatedTitle}
        </h2>
        <ul
          className="grid gap-6 md:grid-cols-2 md:max-lg:orphan-span-2 lg:orphan-span-3 lg:grid-cols-3"
          dangerouslySetInnerHTML={{ __html: staticHtml(cards, cardHosts) }}
        />
      </div>
    </section>
  );
}
