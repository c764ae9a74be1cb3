import type { Page } from "@playwright/test";

import { BRAND_FONT_COOKIE } from "@/lib/brand-font-flag";

/** Whether the page has set the flag that says the brand font's file is cached (lib/brand-font.ts). */
export function brandFontFlagSet(page: Page): Promise<boolean> {
  return page.evaluate((cookie) => `; ${document.cookie}`.includes(`; ${cookie}`), BRAND_FONT_COOKIE);
}
