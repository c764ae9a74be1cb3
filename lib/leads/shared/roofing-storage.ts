// localStorage can be blocked or full (private windows): a copy in memory still carries the lead onward.
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

// The time picked on the ad page before the form: the schedule page offers it again, preselected.
const PICKED_SLOT_KEY = "roofing-picked-slot";

export function savePickedSlot(instant: string): void {
  try {
    window.sessionStorage.setItem(PICKED_SLOT_KEY, instant);
  } catch {
    // Storage blocked: the visitor picks the time again on the schedule page.
  }
}

export function takePickedSlot(): string | null {
  try {
    const instant = window.sessionStorage.getItem(PICKED_SLOT_KEY);
    window.sessionStorage.removeItem(PICKED_SLOT_KEY);
    return instant;
  } catch {
    return null;
  }
}
