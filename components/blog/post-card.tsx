import { MediaImage } from "@/components/shared/media-image";
import { buttonVariants } from "@/components/ui/button";
import { ArrowRight } from "@/components/ui/icon";
import { Link } from "@/components/ui/link";
import { articleCopy, blogPage } from "@/content/blog-page";
import { blogCoverFor } from "@/content/media";
import { articlePath } from "@/lib/blog/paths";
import type { PostSummary } from "@/lib/blog/posts";
import { cn } from "@/lib/utils";

import { PostDate, PostMeta } from "./post-meta";

export type PostCardData = Pick<
  PostSummary,
  "slug" | "title" | "excerpt" | "author" | "date" | "readTime" | "category"
>;

/** 'Read More' carries the title in its accessible name, so a list of links says where each goes. */
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
  // Wide (a card alone on its row spans it): the cover sits beside the text instead of above it.
  return (
    <article className={cn("post-card", className)}>
      <MediaImage
        photo={blogCoverFor(post)}
        sizes="(min-width: 1024px) 600px, (min-width: 768px) 50vw, 100vw"
      />
      <div>
        <PostMeta category={post.category} readTime={post.readTime} />
        <Heading>
          <Link href={href} className="title-link">
            {post.title}
          </Link>
        </Heading>
        <p className="text-muted-foreground">{post.excerpt}</p>
        <div className="post-card-foot">
          <p>
            <b>{articleCopy.byline(post.author)}</b>
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
      </div>
    </article>
  );
}
