/**
 * The blog list's search and category filter: pure functions, used by the /blog server
 * render with the `?q=&category=` search params, and by the unit tests.
 */

export interface FilterablePost {
  title: string;
  excerpt: string;
  category: string;
}

export interface BlogFilters {
  /** Free-text search; matched case-insensitively on title, excerpt or category. */
  q?: string;
  /** A category name, matched case-insensitively; empty, undefined or "All" means every category. */
  category?: string;
}

/** The chip that shows every category; also accepted as `?category=All`. */
const ALL = "all";

/** Lower-cased, trimmed text with runs of whitespace collapsed, so "  Google   ADS " matches "Google Ads". */
function normalise(value: string): string {
  return value.trim().replace(/\s+/g, " ").toLowerCase();
}

/** The posts matching both the search text and the category, in their original order. */
export function filterPosts<T extends FilterablePost>(posts: readonly T[], filters: BlogFilters): T[] {
  const query = normalise(filters.q ?? "");
  const category = normalise(filters.category ?? "");
  const anyCategory = category === "" || category === ALL;
  return posts.filter((post) => {
    if (!anyCategory && normalise(post.category) !== category) return false;
    if (!query) return true;
    return [post.title, post.excerpt, post.category].some((field) => normalise(field).includes(query));
  });
}

/** Each distinct category once, alphabetically, so the chips keep their order whatever the post dates. */
export function categoriesOf(posts: readonly FilterablePost[]): string[] {
  return [...new Set(posts.map((post) => post.category))].sort((a, b) => a.localeCompare(b, "en"));
}

/**
 * The category named in the URL, spelt as the posts spell it ("local seo" gives "Local SEO"); "" for All or
 * none. An unknown name is kept as given, so the list shows the empty state rather than silently every post.
 */
export function resolveCategory(categories: readonly string[], requested: string): string {
  const wanted = normalise(requested);
  if (wanted === "" || wanted === ALL) return "";
  return categories.find((category) => normalise(category) === wanted) ?? requested.trim();
}

/** The longest search the list takes: longer text is cut, so a huge `?q=` cannot make a huge page. */
export const SEARCH_MAX_LENGTH = 100;

/** The search text of `?q=`: its first value, trimmed, at most SEARCH_MAX_LENGTH characters. */
export function searchText(value: string | string[] | undefined): string {
  return Array.from(firstParam(value).trim()).slice(0, SEARCH_MAX_LENGTH).join("").trim();
}

/** The first value of a search param (`?q=a&q=b` gives "a"), or "" when absent. */
export function firstParam(value: string | string[] | undefined): string {
  return (Array.isArray(value) ? value[0] : value) ?? "";
}

/** The /blog URL for a set of filters; empty filters are left out, so the unfiltered list is plain /blog. */
export function blogListHref(filters: BlogFilters): string {
  const params = new URLSearchParams();
  const q = filters.q?.trim();
  const category = filters.category?.trim();
  if (q) params.set("q", q);
  if (category) params.set("category", category);
  const query = params.toString();
  return query ? `/blog?${query}` : "/blog";
}
