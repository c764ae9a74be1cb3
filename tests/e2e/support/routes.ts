import { allRoutes } from "@/lib/seo/routes";

/**
 * One route per page template: every route outside /services/* and /blog/*, the first service and the first article.
 * The sweeps that check markup and layout (axe, the HTML checker, reflow) learn nothing from a ninth service page.
 */
export const distinctRoutes: readonly string[] = allRoutes.filter((route) => {
  const template = /^\/(services|blog)\/[^/]+$/.exec(route)?.[1];
  return !template || allRoutes.find((other) => other.startsWith(`/${template}/`)) === route;
});
