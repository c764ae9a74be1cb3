/** The browser localStorage key under which the roofing funnel keeps the lead between its steps (SPEC 3). */
export const ROOFING_LEAD_STORAGE_KEY = "roofing-lead-data";
