/**
 * The roofing funnel keeps the lead between its steps in the browser's localStorage. Storage can be
 * blocked or full (a browser set to refuse site data, a private window): then a copy in memory carries the lead to
 * the schedule page, a client-side navigation away, instead of an exception that would keep the visitor from it.
 */
export const ROOFING_LEAD_STORAGE_KEY = "roofing-lead-data";

export type SavedRoofingLead = Record<string, string | boolean | undefined>;

let inMemory: string | null = null;

export function saveRoofingLead(lead: SavedRoofingLead): void {
  inMemory = JSON.stringify(lead);
  try {
    window.localStorage.setItem(ROOFING_LEAD_STORAGE_KEY, inMemory);
  } catch {
    // Kept in memory only (above).
  }
}

export function readRoofingLead(): SavedRoofingLead | null {
  let raw: string | null = null;
  try {
    raw = window.localStorage.getItem(ROOFING_LEAD_STORAGE_KEY);
  } catch {
    // Storage blocked: the copy in memory, if this visit made one.
  }
  raw ??= inMemory;
  try {
    const parsed: unknown = raw ? JSON.parse(raw) : null;
    return parsed && typeof parsed === "object" && !Array.isArray(parsed)
      ? (parsed as SavedRoofingLead)
      : null;
  } catch {
    return null;
  }
}

export function clearRoofingLead(): void {
  inMemory = null;
  try {
    window.localStorage.removeItem(ROOFING_LEAD_STORAGE_KEY);
  } catch {
    // Nothing was stored there.
  }
}
