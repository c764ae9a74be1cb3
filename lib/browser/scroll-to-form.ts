import { pageFormAnchors, pageFormPrefixes } from "@/content/page-forms";

// Order matters: the first of these found on the page is the target.
export const FORM_ANCHOR_IDS = ["roofing-form", "lead-form", "form-section"] as const;

export const HOME_LEAD_FORM_HREF = "/#lead-form";

// A real href so the link works before scripts run.
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
