import { ArrowLeft, Icon } from "@/components/ui/icon";
import { Link } from "@/components/ui/link";
import { articleCopy } from "@/content/blog-page";
import type { PostSummary } from "@/lib/blog/posts";

import { PostDate, PostMeta } from "./post-meta";

export function ArticleHeader({ post }: { post: PostSummary }) {
  const authorTitle = articleCopy.authorTitle(post.author);
  return (
    <header className="flex flex-col gap-6 border-b border-border pb-8">
      <Link
        href="/blog"
        className="inline-flex min-h-11 items-center gap-2 self-start font-bold text-primary underline-offset-4 hover:underline"
      >
        <ArrowLeft aria-hidden="true" className="size-5" />
        {articleCopy.backLabel}
      </Link>
      <PostMeta category={post.category} readTime={post.readTime} />
      <h1 className="text-3xl leading-tight sm:text-4xl lg:text-5xl">{post.title}</h1>
      <p className="text-base text-muted-foreground sm:text-lg">{post.excerpt}</p>
      <div className="flex flex-wrap items-center gap-x-6 gap-y-3 text-sm">
        <p className="flex flex-col">
          <span className="font-bold text-foreground">{articleCopy.byline(post.author)}</span>
          {authorTitle ? <span className="text-muted-foreground">{authorTitle}</span> : null}
        </p>
        <p className="inline-flex items-center gap-1.5 text-muted-foreground">
          <Icon name="calendar" className="size-4" />
          <span className="sr-only">{articleCopy.publishedLabel} </span>
          <PostDate date={post.date} />
        </p>
      </div>
    </header>
  );
}
