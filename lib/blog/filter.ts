export interface FilterablePost {
  title: string;
  excerpt: string;
  category: string;
}

export interface BlogFilters {
  q?: string;
  category?: string;
}

const ALL = "all";

function normalise(value: string): string {
  return value.trim().replace(/\s+/g, " ").toLowerCase();
}

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

// Alphabetical, so the chips keep their order whatever the post dates.
export function categoriesOf(posts: readonly FilterablePost[]): string[] {
  return [...new Set(posts.map((post) => post.category))].sort((a, b) => a.localeCompare(b, "en"));
}

// An unknown name is kept as given, so the list shows the empty state rather than silently every post.
export function resolveCategory(categories: readonly string[], requested: string): string {
  const wanted = normalise(requested);
  if (wanted === "" || wanted === ALL) return "";
  return categories.find((category) => normalise(category) === wanted) ?? requested.trim();
}

// Longer text is cut, so a huge `?q=` cannot make a huge page.
export const SEARCH_MAX_LENGTH = 100;

export function searchText(value: string | string[] | undefined): string {
  return Array.from(firstParam(value).trim()).slice(0, SEARCH_MAX_LENGTH).join("").trim();
}

export function firstParam(value: string | string[] | undefined): string {
  return (Array.isArray(value) ? value[0] : value) ?? "";
}

export function blogListHref(filters: BlogFilters): string {
  const params = new URLSearchParams();
  const q = filters.q?.trim();
  const category = filters.category?.trim();
  if (q) params.set("q", q);
  if (category) params.set("category", category);
  const query = params.toString();
  return query ? `/blog?${query}` : "/blog";
}
