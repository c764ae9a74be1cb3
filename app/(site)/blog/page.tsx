import { redirect } from "next/navigation";

import { BlogFilters } from "@/components/blog/blog-filters";
import { BlogResults } from "@/components/blog/blog-results";
import { PageHeader } from "@/components/shared/page-header";
import { Section } from "@/components/shared/section";
import { blogPage } from "@/content/blog-page";
import {
  blogListHref,
  categoriesOf,
  filterPosts,
  firstParam,
  resolveCategory,
  searchText,
} from "@/lib/blog/filter";
import { getAllPosts } from "@/lib/blog/posts";
import { pageMetadata } from "@/lib/seo/metadata";

export const metadata = pageMetadata(blogPage, "/blog");

// Rendered per request on purpose: the filters live in the URL (?q=&category=) so they can be shared and work without JavaScript.
export default async function BlogPage({ searchParams }: PageProps<"/blog">) {
  const params = await searchParams;
  const posts = getAllPosts(); // parsed once per process, then served from memory
  const categories = categoriesOf(posts);
  const q = searchText(params.q);
  const category = resolveCategory(categories, firstParam(params.category));
  // A search longer than the cap goes to the address of the capped one: a huge query is never echoed back.
  if (q !== firstParam(params.q).trim()) redirect(blogListHref({ q, category }));
  const shown = filterPosts(posts, { q, category });

  return (
    <>
      <PageHeader hero={blogPage.hero} tone="muted" className="pb-10 sm:pb-12" />
      <Section className="pt-10 sm:pt-12">
        <div className="flex flex-col gap-10">
          <BlogFilters q={q} category={category} categories={categories} />
          <BlogResults posts={shown} total={posts.length} />
        </div>
      </Section>
    </>
  );
}
