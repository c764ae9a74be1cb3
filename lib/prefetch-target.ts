/**
 * The route a link leads to, when the router can prefetch it: a page of this site other than the one shown.
 * Not for other origins, `tel:`/`mailto:`, anchors on the current page or files (PDF guides, sitemap.xml...), which
 * the router does not render. Returns the path and query, or null.
 */
export function prefetchTarget(href: string, current: { href: string; origin: string }): string | null {
  let url: URL;
  try {
    url = new URL(href, current.href);
  } catch {
    return null;
  }
  if (url.origin !== current.origin) return null;
  const here = new URL(current.href);
  if (url.pathname === here.pathname && url.search === here.search) return null;
  // A last segment with an extension names a file, not a page.
  if (/\.[a-z0-9]+$/i.test(url.pathname)) return null;
  return url.pathname + url.search;
}
