import { buttonVariants } from "@/components/ui/button";
import { ArrowRight } from "@/components/ui/icon";
import { Link } from "@/components/ui/link";
import { articleCopy, blogPage } from "@/content/blog-page";
import type { PostSummary } from "@/lib/blog/posts";
import { articlePath } from "@/lib/blog/slugs";
import { cn } from "@/lib/utils";

import { PostDate, PostMeta } from "./post-meta";

export type PostCardData = Pick<
  PostSummary,
  "slug" | "title" | "excerpt" | "author" | "date" | "readTime" | "category"
>;

/**
 * One article card: category, read time, title (linking to the article), excerpt, author, date and 'Read More'
 * (whose accessible name carries the title, so a list of links still says where each goes).
 */
export function PostCard({
  post,
  headingLevel: Heading = "h2",
  className,
}: {
  post: PostCardData;
  headingLevel?: "h2" | "h3";
  className?: string;
}) {
  const href = articlePath(post.slug);
  return (
    <article
      className={cn(
        "flex h-full flex-col gap-4 rounded-xl border border-border bg-background p-6 shadow-card",
        className,
      )}
    >
      <PostMeta category={post.category} readTime={post.readTime} />
      <Heading className="text-xl leading-snug font-bold">
        <Link href={href} className="rounded-sm underline-offset-4 hover:text-primary hover:underline">
          {post.title}
        </Link>
      </Heading>
      <p className="text-muted-foreground">{post.excerpt}</p>
      <div className="mt-auto flex flex-col gap-4 border-t border-border pt-4">
        <p className="flex flex-wrap items-center gap-x-2 text-sm text-muted-foreground">
          <span className="font-semibold text-foreground">{articleCopy.byline(post.author)}</span>
          <span aria-hidden="true">·</span>
          <PostDate date={post.date} />
        </p>
        <Link
          href={href}
          className={cn(
            buttonVariants({ variant: "link", size: "inline" }),
            "min-h-11 justify-start self-start",
          )}
        >
          {blogPage.card.readMore}
          <span className="sr-only">{blogPage.card.readMoreHint(post.title)}</span>
          <ArrowRight aria-hidden="true" />
        </Link>
      </div>
    </article>
  );
}
