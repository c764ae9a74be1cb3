/** Routes prefetched ahead of a click; a module of its own so the prefetcher does not bundle the navigation. */
export const prefetchRoutes = ["/contact", "/results", "/portfolio"] as const;

/** Fetched at the first interaction or after this pause, so prefetching never competes with the page's start-up. */
export const prefetchFallbackMs = 5000;
