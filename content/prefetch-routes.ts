/**
 * Routes whose data the router fetches ahead of a click (SPEC 2). A module of its own so that the client code
 * that prefetches them does not pull the navigation (and the service catalogue) into every page's bundle.
 */
export const prefetchRoutes = ["/contact", "/results", "/portfolio"] as const;

/**
 * They are fetched at the visitor's first interaction, or this long after the page started if there is none:
 * prefetching is for the next page and should not compete with this one's start-up on a phone.
 */
export const prefetchFallbackMs = 5000;
