import { BRAND_FONT_CLASS, BRAND_FONT_KEY } from "./brand-font-flag";

/**
 * Loads the brand font's file into the cache and stores the flag once it is there; false when it could not be
 * loaded or stored (the next pages then keep the fallback). `fontFamily` is next/font's list, the brand font first.
 */
export async function cacheBrandFont(fontFamily: string): Promise<boolean> {
  const family = fontFamily.split(",")[0]!.trim();
  try {
    const faces = await document.fonts.load(`1em ${family}`);
    if (!faces.some((face) => face.status === "loaded")) return false;
    localStorage.setItem(BRAND_FONT_KEY, "1");
    return true;
  } catch {
    return false;
  }
}

/** Draws the brand font on this document from now on (app/globals.css). */
export function showBrandFont(): void {
  document.documentElement.classList.add(BRAND_FONT_CLASS);
}
