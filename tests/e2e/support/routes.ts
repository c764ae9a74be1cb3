import { allRoutes } from "@/lib/seo/routes";

// The legal pages share one template (components/legal/legal-page.tsx), like the services and the articles.
const SAME_TEMPLATE_AS_PRIVACY_POLICY = ["/terms-of-service", "/disclaimer"];

/**
 * One route per page template: the first service, the first article, one legal page and every other route.
 * The sweeps that check markup and layout (axe, the HTML checker, reflow) learn nothing from a ninth service page.
 */
export const distinctRoutes: readonly string[] = allRoutes.filter((route) => {
  if (SAME_TEMPLATE_AS_PRIVACY_POLICY.includes(route)) return false;
  const template = /^\/(services|blog)\/[^/]+$/.exec(route)?.[1];
  return !template || allRoutes.find((other) => other.startsWith(`/${template}/`)) === route;
});
