/** Routes prefetched ahead of a click; a module of its own so the prefetcher does not bundle the navigation. */
export const prefetchRoutes = ["/contact", "/results", "/portfolio"] as const;

/**
 * They are fetched at the visitor's first interaction, or this long after the page started if there is none:
 * prefetching is for the next page and should not compete with this one's start-up on a phone.
 */
export const prefetchFallbackMs = 5000;
