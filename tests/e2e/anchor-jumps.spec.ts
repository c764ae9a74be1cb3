/**
 * A page's sections after its first are laid out only as they near the viewport (`content-visibility` in
 * app/globals.css): an in-page jump still ends with its target just under the sticky header, where the scroll padding
 * puts it, on a phone and on a desktop.
 */
import type { Locator, Page } from "@playwright/test";

import { expect, test } from "./support/test";

/** Waits until two readings of the scroll position 150 ms apart agree (scripts may be off: no page-side timers). */
async function scrollSettled(page: Page): Promise<void> {
  let last = -1;
  await expect
    .poll(
      async () => {
        const y = await page.evaluate(() => window.scrollY);
        const still = y === last;
        last = y;
        return still;
      },
      { intervals: [150] },
    )
    .toBe(true);
}

/** How far the target's top is from where the scroll padding and its own scroll margin should put it. */
function offsetFromLanding(target: Locator): Promise<number> {
  return target.evaluate((element) => {
    const padding = parseFloat(getComputedStyle(document.documentElement).scrollPaddingTop) || 0;
    const margin = parseFloat(getComputedStyle(element).scrollMarginTop) || 0;
    return Math.round(element.getBoundingClientRect().top - padding - margin);
  });
}

async function expectJumpLands(page: Page, link: Locator, target: Locator) {
  // The hard case: the target's section has not been laid out yet, so its place is an estimate.
  await expect(target.locator("xpath=ancestor-or-self::section[last()]")).toHaveCSS(
    "content-visibility",
    "auto",
  );
  await link.click();
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
  await scrollSettled(page);
  expect(Math.abs(await offsetFromLanding(target))).toBeLessThanOrEqual(2);
}

async function jumpToServiceForm(page: Page) {
  await page.goto("/services/google-ads");
  const link = page.getByRole("link", { name: "Get Started Today", exact: true }).first();
  await expectJumpLands(page, link, page.locator("#lead-form"));
}

for (const viewport of [
  { width: 390, height: 844 },
  { width: 1440, height: 900 },
]) {
  test.describe(`in-page jumps at ${viewport.width} px`, () => {
    test.use({ viewport });

    test("'Get Started Today' lands on the lead form of /services/google-ads", ({ page }) =>
      jumpToServiceForm(page));

    test.describe("before scripts run (the browser's own jump)", () => {
      test.use({ javaScriptEnabled: false });

      test("'Get Started Today' lands on the lead form of /services/google-ads", ({ page }) =>
        jumpToServiceForm(page));
    });

    test("the contact card's link lands on the quick message", async ({ page }) => {
      await page.goto("/contact");
      const link = page.locator("main a[href^='#']").first();
      const id = (await link.getAttribute("href"))!;
      await expectJumpLands(page, link, page.locator(id));
    });

    test("a trade chip lands on its case studies on /results", async ({ page }) => {
      await page.goto("/results");
      const link = page.locator("a.chip").last();
      const id = (await link.getAttribute("href"))!;
      await expectJumpLands(page, link, page.locator(id));
    });
  });
}
