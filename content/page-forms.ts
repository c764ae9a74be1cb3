/** The pages with a lead form of their own, by its anchor (or the form's full address): their "to the form" links stay on the page (kept apart: the browser bundle holds only this). */
export const pageFormAnchors: Readonly<Record<string, string>> = {
  "/": "lead-form",
  "/contact": "lead-form",
  "/how-it-works": "lead-form",
  "/services": "lead-form",
  "/roofing-google-ads": "roofing-form",
  // Within the roofing funnel the way back is the roofing form, never the home one.
  "/roofing-google-ads/schedule": "/roofing-google-ads#roofing-form",
};

/** Service detail pages all carry a lead form (#lead-form). */
export const pageFormPrefixes: Readonly<Record<string, string>> = { "/services/": "lead-form" };
