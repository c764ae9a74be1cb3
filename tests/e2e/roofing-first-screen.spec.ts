/**
 * The roofing ad page's first phone screen (390 x 844) holds the headline, one proof line and the start of the form,
 * with scripts on and off; every banner sits in a landmark (axe `region`).
 */
import AxeBuilder from "@axe-core/playwright";
import type { Locator, Page } from "@playwright/test";

import { expect, test } from "./support/test";

const PHONE = { width: 390, height: 844 };

/** The names of the fixed or sticky elements whose box overlaps the given box. */
function pinnedOver(page: Page, target: Locator): Promise<string[]> {
  return target.evaluate((element) => {
    const own = element.getBoundingClientRect();
    return [...document.querySelectorAll<HTMLElement>("body *")]
      .filter((other) => {
        const style = getComputedStyle(other);
        return (style.position === "fixed" || style.position === "sticky") && style.visibility !== "hidden";
      })
      .filter((other) => !other.contains(element))
      .filter((other) => {
        const box = other.getBoundingClientRect();
        return box.left < own.right && box.right > own.left && box.top < own.bottom && box.bottom > own.top;
      })
      .map((other) => `${other.tagName.toLowerCase()}.${[...other.classList].slice(0, 3).join(".")}`);
  });
}

async function expectWhollyOnScreen(target: Locator, what: string) {
  const box = await target.boundingBox();
  expect(box, `${what} is laid out`).not.toBeNull();
  expect(box!.y, `${what} top`).toBeGreaterThanOrEqual(0);
  expect(box!.y + box!.height, `${what} bottom`).toBeLessThanOrEqual(PHONE.height);
}

for (const javaScriptEnabled of [true, false]) {
  test.describe(`the roofing ad page's first phone screen, scripts ${javaScriptEnabled ? "on" : "off"}`, () => {
    test.use({ viewport: PHONE, hasTouch: true, javaScriptEnabled });

    test("holds the headline, a proof line and the form's first field, uncovered", async ({ page }) => {
      await page.goto("/roofing-google-ads");
      await expectWhollyOnScreen(page.locator("h1"), "the headline");
      const field = page.locator("#roofing-form form").getByRole("textbox").first();
      await expect(field).toBeVisible();
      await expectWhollyOnScreen(field, "the first form field");
      expect(await pinnedOver(page, field), "sticky chrome over the first field").toEqual([]);
      const proof = page.getByTestId("roofing-proof-line");
      await expect(proof).toBeVisible();
      await expectWhollyOnScreen(proof, "the proof line");
    });
  });
}

test.describe("banners in landmarks", () => {
  for (const route of ["/", "/services", "/contact", "/roofing-google-ads", "/free-website"]) {
    test(`${route}: all content sits in a landmark (axe region)`, async ({ page }) => {
      await page.goto(route);
      const results = await new AxeBuilder({ page }).withRules(["region"]).analyze();
      const nodes = results.violations.flatMap((violation) =>
        violation.nodes.map((node) => node.target.join(" ")),
      );
      expect(nodes).toEqual([]);
    });
  }
});
