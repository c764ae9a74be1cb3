/**
 * A prerendered page carries inline only the rules its own markup and the site's client code can use
 * (scripts/lib/inline-css.ts); the stylesheet's links stay in the head, switched off. Another route drawn by a client
 * navigation may need rules this page left out, so the links are fetched once the page has loaded, without being
 * applied, and switched on at the first change of route. They follow the inline rules in the head, and hold all of
 * them, so the cascade is the stylesheet's own.
 */

/** The media a switched-off link carries: it matches nothing, so a fetched sheet is parsed but not applied. */
export const SWITCHED_OFF_MEDIA = "not all";

const switchedOffLinks = () =>
  document.querySelectorAll<HTMLLinkElement>(`link[rel="stylesheet"][media="${SWITCHED_OFF_MEDIA}"]`);

/** Fetches the switched-off stylesheets (`disabled` kept them from being requested) without applying them. */
export function fetchFullStylesheet(): void {
  for (const link of switchedOffLinks()) link.disabled = false;
}

/** Applies the whole stylesheet over the page's inline rules. */
export function applyFullStylesheet(): void {
  for (const link of switchedOffLinks()) {
    link.disabled = false;
    link.removeAttribute("media");
  }
}

/** The path of the document's own load: the route whose rules are inline. */
export function landingPath(): string | undefined {
  const [entry] = performance.getEntriesByType("navigation");
  return entry ? new URL(entry.name).pathname : undefined;
}
