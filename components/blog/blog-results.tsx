import { buttonVariants } from "@/components/ui/button";
import { Link } from "@/components/ui/link";
import { blogPage } from "@/content/blog-page";

import { PostCard, type PostCardData } from "./post-card";

export function BlogResults({ posts, total }: { posts: readonly PostCardData[]; total: number }) {
  return (
    <div className="flex flex-col gap-6">
      <p role="status" className="text-sm text-muted-foreground">
        {blogPage.resultCount(posts.length, total)}
      </p>
      {posts.length > 0 ? (
        <ul className="grid gap-6 md:grid-cols-2 md:max-lg:orphan-span-2 lg:orphan-span-3 lg:grid-cols-3">
          {posts.map((post) => (
            <li key={post.slug} className="@container">
              <PostCard post={post} />
            </li>
          ))}
        </ul>
      ) : (
        <div className="flex flex-col items-center gap-5 rounded-xl border-2 border-dashed border-border px-6 py-14 text-center">
          <p className="text-lg font-bold">{blogPage.emptyState.text}</p>
          <Link href="/blog" scroll={false} className={buttonVariants({ variant: "outline" })}>
            {blogPage.emptyState.clearLabel}
          </Link>
        </div>
      )}
    </div>
  );
}
