import type { Page } from "@playwright/test";

import { BRAND_FONT_KEY } from "@/lib/brand-font-flag";

/** Whether the page has stored the flag that says the brand font's file is cached (lib/brand-font.ts). */
export function brandFontFlagSet(page: Page): Promise<boolean> {
  return page.evaluate((key) => localStorage.getItem(key) === "1", BRAND_FONT_KEY);
}
