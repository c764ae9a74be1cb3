import { FORM_META } from "@/lib/leads/shared/form-meta";

export const KIB = 1024;
export const BUDGET_CONTENT_KIB = 145;
export const BUDGET_FORM_KIB = 170;

// /thank-you carries the booking picker's form only with a lead's link (`?lead=`), which a crawl has not.
const LINK_ONLY_FORM_ROUTES = new Set(["/thank-you"]);
export const isFormPage = (route: string, html: string) =>
  LINK_ONLY_FORM_ROUTES.has(route) || html.includes(`name="${FORM_META.submissionId}"`);

export const budgetKibOf = (route: string, html: string) =>
  isFormPage(route, html) ? BUDGET_FORM_KIB : BUDGET_CONTENT_KIB;

// `nomodule` scripts (Next's legacy polyfills) are left out: ES-module browsers never download them.
export function scriptSources(html: string): string[] {
  const sources = new Set<string>();
  for (const tag of html.matchAll(/<script\b[^>]*>/gi)) {
    if (/\snomodule\b/i.test(tag[0])) continue;
    const src = /\ssrc\s*=\s*"([^"]+)"/i.exec(tag[0])?.[1];
    if (src) sources.add(src.replace(/&amp;/g, "&"));
  }
  return [...sources];
}
