/**
 * A 390 x 844 phone: the fixed and sticky chrome after scrolling stays within 15% of the screen, the roofing ad page
 * keeps every call to action on its own form before scripts run, the final page shows the booked time in its first
 * screen, and the chat launcher never covers a link or button.
 */
import type { Page } from "@playwright/test";

import { bookingCopy } from "../../content/booking";
import { roofingFunnel, roofingPage } from "../../content/roofing";
import { expect, test } from "./support/test";
import { uniqueEmail } from "./support/webhook";

const PHONE = { width: 390, height: 844 };
const CHROME_BUDGET = Math.floor(PHONE.height * 0.15);

/** The height of the viewport covered by fixed or sticky elements (outermost ones, overlaps counted once). */
function chromeHeight(page: Page): Promise<number> {
  return page.evaluate(() => {
    const pinned = [...document.querySelectorAll<HTMLElement>("body *")].filter((element) => {
      const position = getComputedStyle(element).position;
      return position === "fixed" || position === "sticky";
    });
    const outermost = pinned.filter(
      (element) => !pinned.some((other) => other !== element && other.contains(element)),
    );
    const spans = outermost
      .filter((element) => getComputedStyle(element).visibility !== "hidden")
      .map((element) => element.getBoundingClientRect())
      .filter((box) => box.width > 1 && box.height > 1)
      .map((box) => [Math.max(0, box.top), Math.min(window.innerHeight, box.bottom)] as const)
      .filter(([top, bottom]) => bottom > top)
      .sort((a, b) => a[0] - b[0]);
    let covered = 0;
    let reach = 0;
    for (const [top, bottom] of spans) {
      if (bottom <= reach) continue;
      covered += bottom - Math.max(top, reach);
      reach = bottom;
    }
    return Math.round(covered);
  });
}

/** Scrolls to a point between two forms (where the action bar shows) and lets the bars settle. */
async function scrollAwayFromForms(page: Page) {
  const y = await page.evaluate(() => {
    const forms = [...document.querySelectorAll("main form")].map((form) => {
      const box = form.getBoundingClientRect();
      return [box.top + window.scrollY, box.bottom + window.scrollY] as const;
    });
    for (let top = 900; top < document.body.scrollHeight - window.innerHeight; top += 200) {
      if (forms.every(([start, end]) => end < top || start > top + window.innerHeight)) return top;
    }
    return 1200;
  });
  await page.evaluate((top) => window.scrollTo({ top, behavior: "instant" }), y);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(600);
  // The bars tuck and untuck with a 200 ms transition: wait until none is moving.
  await expect
    .poll(() => page.evaluate(() => document.getAnimations().filter((a) => a.playState === "running").length))
    .toBe(0);
}

test.describe("on a 390 x 844 phone", () => {
  test.use({ viewport: PHONE, hasTouch: true });

  for (const route of ["/", "/services/google-ads", "/roofing-google-ads", "/contact"]) {
    test(`${route}: the fixed and sticky chrome takes at most ${CHROME_BUDGET} px after scrolling`, async ({
      page,
    }) => {
      await page.goto(route);
      await scrollAwayFromForms(page);
      // The page's bottom bar is on screen away from the forms: the budget is measured with it.
      await expect(page.locator("[data-tuck-on-form]:not([data-tucked])")).toHaveCount(1);
      expect(await chromeHeight(page)).toBeLessThanOrEqual(CHROME_BUDGET);
    });
  }

  test("the bottom bar steps aside while a form is on screen", async ({ page }) => {
    await page.goto("/contact");
    const bar = page.locator("[data-action-bar]");
    await page.locator("#lead-form").scrollIntoViewIfNeeded();
    await expect(bar).toHaveAttribute("data-tucked", "");
    await expect(bar).not.toBeInViewport();
    await scrollAwayFromForms(page);
    await expect(bar).toBeInViewport();
  });

  test("the chat launcher overlaps no link or button", async ({ page }) => {
    for (const route of ["/", "/services", "/results", "/blog", "/thank-you"]) {
      await page.goto(route);
      for (const top of [0, 900, 1800, 2700]) {
        await page.evaluate((y) => window.scrollTo({ top: y, behavior: "instant" }), top);
        await expect
          .poll(() =>
            page.evaluate(() => document.getAnimations().filter((a) => a.playState === "running").length),
          )
          .toBe(0);
        const overlaps = await page.evaluate(() => {
          const launcher = document.querySelector("[data-chat-launcher]");
          if (!launcher || getComputedStyle(launcher).display === "none") return [];
          const own = launcher.getBoundingClientRect();
          if (own.width === 0) return [];
          return [...document.querySelectorAll<HTMLElement>("a, button, input, select, textarea")]
            .filter(
              (control) =>
                !launcher.contains(control) && control.checkVisibility({ visibilityProperty: true }),
            )
            .filter((control) => {
              const box = control.getBoundingClientRect();
              return (
                box.left < own.right && box.right > own.left && box.top < own.bottom && box.bottom > own.top
              );
            })
            .map(
              (control) =>
                control.textContent?.trim() || control.getAttribute("aria-label") || control.tagName,
            );
        });
        expect(overlaps, `${route} at ${top}px`).toEqual([]);
      }
    }
  });
});

test.describe("the roofing ad page without JavaScript", () => {
  test.use({ javaScriptEnabled: false, viewport: PHONE });

  test("every call to action goes to the roofing form", async ({ page }) => {
    await page.goto("/roofing-google-ads");
    await expect(page.locator("#roofing-form")).toHaveCount(1);
    const ctas = page.locator("a").filter({
      hasText: new RegExp(
        `^(${["Claim Your Spot", "Get Free Strategy Call", roofingPage.hero.ctaLabel, roofingPage.stickyMobileCta].join("|")})$`,
      ),
    });
    expect(await ctas.count()).toBeGreaterThanOrEqual(4);
    const hrefs = await ctas.evaluateAll((links) => links.map((link) => link.getAttribute("href")));
    expect(new Set(hrefs)).toEqual(new Set(["#roofing-form"]));
    // No link on the page leads to another page's form.
    await expect(page.locator('a[href*="#lead-form"], a[href*="#form-section"]')).toHaveCount(0);
  });
});

test.describe("the final page on a phone", () => {
  test.use({ viewport: PHONE, hasTouch: true });

  test("leads with the booked time, the number we will call and the calendar actions", async ({ page }) => {
    await page.goto("/roofing-google-ads/schedule");
    await page.evaluate((saved) => localStorage.setItem("roofing-lead-data", JSON.stringify(saved)), {
      firstName: "Rita",
      lastName: "Booker",
      email: uniqueEmail("final-first-screen"),
      phone: "(512) 555-0199",
      businessName: "Booker Roofing",
      city: "Austin, TX",
      roofingRevenue: "50k-100k",
      consent: true,
      serviceType: "roofing",
      tag: "roofing-google-ads",
    });
    // A date no other spec books from (booking.spec.ts and roofing-funnel.spec.ts take 1, 2 and 4 to 6).
    await page.getByRole("group", { name: "Choose a date" }).getByRole("button").nth(7).click();
    const time = page.getByLabel("Choose a time");
    await expect(time).toBeEnabled();
    const value = await time.locator("option:not([value=''])").first().getAttribute("value");
    await time.selectOption(value!);
    await page.getByRole("button", { name: "Confirm My Call" }).click();
    await expect(page).toHaveURL(/\/roofing-google-ads\/final-thank-you\?booking=/);
    await expect(page.getByRole("list", { name: roofingFunnel.stepLabel(3) })).toBeVisible();

    for (const shown of [
      page.getByTestId("booked-when"),
      page.getByTestId("booked-phone"),
      page.getByRole("link", { name: bookingCopy.booked.icsLabel }),
      page.getByRole("link", { name: new RegExp(`^${bookingCopy.booked.googleLabel}`) }),
      page.getByRole("link", { name: new RegExp(`^${bookingCopy.booked.outlookLabel}`) }),
    ]) {
      const box = await shown.boundingBox();
      expect(box!.y + box!.height).toBeLessThanOrEqual(PHONE.height);
    }
    await expect(page.getByTestId("booked-phone")).toContainText("555-0199");
  });
});
