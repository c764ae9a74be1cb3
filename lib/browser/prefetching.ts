import { prefetchRoutes } from "@/content/prefetch-routes";

// Null for other origins, `tel:`/`mailto:`, same-page anchors and files: the router does not render them.
export function prefetchTarget(
  href: string,
  current: Pick<Location, "href" | "origin" | "pathname" | "search">,
) {
  let url: URL;
  try {
    url = new URL(href, current.href);
  } catch {
    return null;
  }
  const route = url.pathname + url.search;
  // A last segment with an extension names a file, not a page.
  return url.origin !== current.origin ||
    route === current.pathname + current.search ||
    /\.\w+$/.test(url.pathname)
    ? null
    : route;
}

// Loaded by `RouteEffects` at the first interaction so it never weighs on start-up.
export function startPrefetching(router: { prefetch: (href: string) => void }): () => void {
  const prefetch = (href: string) => {
    const route = prefetchTarget(href, location);
    if (route) router.prefetch(route);
  };
  const prefetchKeyRoutes = () => prefetchRoutes.forEach(prefetch);
  // Idle time, so that the prefetch does not land on the visitor's first scroll frames.
  const idle =
    "requestIdleCallback" in window ? requestIdleCallback(prefetchKeyRoutes, { timeout: 2000 }) : 0;
  if (!idle) prefetchKeyRoutes();

  const onIntent = ({ target }: Event) => {
    const anchor = target instanceof Element ? target.closest("a[href]") : null;
    if (
      anchor instanceof HTMLAnchorElement &&
      !anchor.hasAttribute("download") &&
      anchor.target !== "_blank"
    ) {
      prefetch(anchor.href);
    }
  };
  document.addEventListener("pointerover", onIntent, { passive: true });
  document.addEventListener("focusin", onIntent);
  return () => {
    if (idle) cancelIdleCallback(idle);
    document.removeEventListener("pointerover", onIntent);
    document.removeEventListener("focusin", onIntent);
  };
}
