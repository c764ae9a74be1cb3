import type { FilterablePost } from "./filter";

export function relatedPosts<T extends FilterablePost & { slug: string }>(
  posts: readonly T[],
  current: T,
  count = 3,
): T[] {
  const others = posts.filter((post) => post.slug !== current.slug);
  const sameCategory = others.filter((post) => post.category === current.category);
  const rest = others.filter((post) => post.category !== current.category);
  return [...sameCategory, ...rest].slice(0, count);
}
