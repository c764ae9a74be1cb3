/**
 * Routes whose data the router fetches ahead of a click (SPEC 2). A module of its own so that the client code
 * that prefetches them does not pull the navigation (and the service catalogue) into every page's bundle.
 */
export const prefetchRoutes = ["/contact", "/results", "/portfolio"] as const;
