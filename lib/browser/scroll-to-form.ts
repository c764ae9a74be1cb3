import { pageFormAnchors, pageFormPrefixes } from "@/content/page-forms";

/**
 * One helper for every "scrolls to the form" button: the roofing form first, then the page's lead
 * form (#lead-form), then the lead form section (#form-section).
 */
export const FORM_ANCHOR_IDS = ["roofing-form", "lead-form", "form-section"] as const;

/** Where a "scroll to the form" link points when the page has no form of its own (and without JavaScript). */
export const HOME_LEAD_FORM_HREF = "/#lead-form";

/** A page's own form first, the home form only where the page has none: the link works before scripts run. */
export function formHrefFor(pathname: string): string {
  const own =
    pageFormAnchors[pathname] ??
    Object.entries(pageFormPrefixes).find(([prefix]) => pathname.startsWith(prefix))?.[1];
  if (!own) return HOME_LEAD_FORM_HREF;
  return own.startsWith("/") ? own : `#${own}`;
}

export function findLeadFormTarget(root: Pick<Document, "getElementById"> = document): HTMLElement | null {
  for (const id of FORM_ANCHOR_IDS) {
    const element = root.getElementById(id);
    if (element) return element;
  }
  return null;
}

/** Scrolls to the page's lead form and focuses its first field; returns false when the page has none. */
export function scrollToLeadForm(): boolean {
  const target = findLeadFormTarget();
  if (!target) return false;
  const reduceMotion = window.matchMedia("(prefers-reduced-motion: reduce)").matches;
  target.scrollIntoView({ behavior: reduceMotion ? "auto" : "smooth", block: "start" });
  const field = target.querySelector<HTMLElement>(
    "input:not([type=hidden]):not([tabindex='-1']), select, textarea",
  );
  field?.focus({ preventScroll: true });
  return true;
}
