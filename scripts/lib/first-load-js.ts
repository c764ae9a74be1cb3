/** The first-load JavaScript budgets and how a route's first load is counted: read by `npm run audit` and the suite. */
import { FORM_META } from "@/lib/leads/shared/form-meta";

export const KIB = 1024;
export const BUDGET_CONTENT_KIB = 145;
export const BUDGET_FORM_KIB = 170;

/**
 * Form pages (the heavier budget) are the ones whose served HTML carries a lead form, recognised by the hidden
 * submission id every lead form posts, plus the roofing schedule step, whose booking form is drawn in the
 * browser from the lead saved on the previous step.
 */
const JS_ONLY_FORM_ROUTES = new Set(["/roofing-google-ads/schedule"]);
export const isFormPage = (route: string, html: string) =>
  JS_ONLY_FORM_ROUTES.has(route) || html.includes(`name="${FORM_META.submissionId}"`);

export const budgetKibOf = (route: string, html: string) =>
  isFormPage(route, html) ? BUDGET_FORM_KIB : BUDGET_CONTENT_KIB;

/**
 * The script files a browser loads for the page: each `<script src>`. `nomodule` scripts (Next's legacy polyfills)
 * are left out: every browser that runs ES modules skips them without downloading them.
 */
export function scriptSources(html: string): string[] {
  const sources = new Set<string>();
  for (const tag of html.matchAll(/<script\b[^>]*>/gi)) {
    if (/\snomodule\b/i.test(tag[0])) continue;
    const src = /\ssrc\s*=\s*"([^"]+)"/i.exec(tag[0])?.[1];
    if (src) sources.add(src.replace(/&amp;/g, "&"));
  }
  return [...sources];
}
