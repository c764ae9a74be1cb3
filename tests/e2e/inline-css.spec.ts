import type { Page } from "@playwright/test";

import { BRAND_FONT_CLASS } from "@/lib/brand-font-flag";

import { brandFontFlagSet } from "./support/brand-font";
import { expect, test } from "./support/test";

/** The pages a visitor lands on from ads, search and the menu. */
const ROUTES = [
  "/",
  "/roofing-google-ads",
  "/services/google-ads",
  "/blog/google-ads-roi-guide",
  "/contact",
  "/free-website",
];
const VIEWPORTS = [
  { width: 390, height: 844 },
  { width: 1440, height: 900 },
];

// The chat launcher comes after hydration, whenever its code arrives: not part of the first paint.
const HIDE_LAUNCHER = "[data-chat-launcher]{display:none!important}";

async function openFirstScreen(page: Page, route: string): Promise<void> {
  await page.goto(route);
  await page.addStyleTag({ content: HIDE_LAUNCHER });
  await page.evaluate(() => document.fonts.ready);
}

const shoot = (page: Page) => page.screenshot({ animations: "disabled", caret: "hide" });

// The page waits for no stylesheet: its inline copy draws it exactly as the stylesheet's file would
// (scripts/lib/inline-css.ts).
for (const viewport of VIEWPORTS) {
  test(`the inline stylesheet alone draws the first screen at ${viewport.width} px`, async ({
    browser,
  }, testInfo) => {
    const withoutSheet = await browser.newPage({ viewport });
    await withoutSheet.route(/\/_next\/static\/.+\.css$/, (route) => route.abort());
    const withSheet = await browser.newPage({ viewport });
    // Both draw the fallback font: a first visit's font (app/globals.css), whatever the cache holds.
    for (const page of [withoutSheet, withSheet]) await page.route(/\.woff2$/, (route) => route.abort());
    try {
      for (const route of ROUTES) {
        await openFirstScreen(withoutSheet, route);
        await openFirstScreen(withSheet, route);
        // Fresh screenshots until both pages have settled (hydration may still be drawing its last frame).
        await expect(async () => {
          const [inline, full] = await Promise.all([shoot(withoutSheet), shoot(withSheet)]);
          if (!inline.equals(full)) {
            await testInfo.attach(`${route} without the stylesheet`, {
              body: inline,
              contentType: "image/png",
            });
            await testInfo.attach(`${route} with it`, { body: full, contentType: "image/png" });
          }
          expect(inline.equals(full), `${route} drawn differently without the stylesheet`).toBe(true);
        }).toPass({ timeout: 10_000 });
      }
    } finally {
      await withoutSheet.close();
      await withSheet.close();
    }
  });
}

test("the stylesheet is inline in the head and its link switched off", async ({ request }) => {
  for (const route of ROUTES) {
    const html = await (await request.get(route)).text();
    const head = html.slice(0, html.indexOf("</head>"));
    expect(head, route).toMatch(/<style data-inline-css="">[\s\S]*@font-face[\s\S]*<\/style>/);
    const links = html.match(/<link rel="stylesheet"[^>]*>/g) ?? [];
    expect(links.length, route).toBeGreaterThan(0);
    // Switched off and not fetched: `disabled` (a link with only `media="not all"` is still requested).
    for (const link of links) expect(link, route).toContain('media="not all" disabled=""');
  }
});

const activeStylesheets = (page: Page) =>
  page.evaluate(() =>
    [...document.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]')]
      .filter((link) => !link.disabled && link.media !== "not all")
      .map((link) => link.href),
  );

// React keeps the switched-off link as the stylesheet's resource: hydration and client navigations add none, and a
// page reached by a client navigation (the blog index is rendered per request) is styled from the inline copy.
test("hydration and client navigations apply no stylesheet over the inline one", async ({ page }) => {
  const fetched: string[] = [];
  page.on("request", (request) => {
    if (request.resourceType() === "stylesheet") fetched.push(request.url());
  });
  await page.goto("/", { waitUntil: "load" });
  expect(await activeStylesheets(page)).toEqual([]);
  expect(fetched, "the switched-off link is not fetched").toEqual([]);
  await page.locator('header a[href="/blog"]').first().click();
  await expect(page).toHaveURL(/\/blog$/);
  await expect(page.locator("h1")).toBeVisible();
  expect(await activeStylesheets(page)).toEqual([]);
  const heading = await page.locator("h1").evaluate((h1) => getComputedStyle(h1).fontWeight);
  expect(Number(heading)).toBeGreaterThanOrEqual(700);
});

const bodyFont = (page: Page) => page.evaluate(() => getComputedStyle(document.body).fontFamily);

// A visit's first page draws the metric-matched fallback and then caches the brand font; the next route, and every
// page loaded from the site's own pages, draws the brand font (app/globals.css, lib/brand-font.ts). A new visit's
// first page draws the fallback again.
test("the brand font is drawn from the second page of a visit on", async ({ page }) => {
  await page.goto("/contact");
  expect(await bodyFont(page)).toMatch(/^"brandFont Fallback"/);
  await expect.poll(() => brandFontFlagSet(page)).toBe(true);
  expect(await bodyFont(page), "no switch under the visitor's eyes").toMatch(/^"brandFont Fallback"/);
  await page.locator('header a[href="/results"]').first().click();
  await expect(page).toHaveURL(/\/results$/);
  await expect.poll(() => bodyFont(page)).toMatch(/^brandFont,/);
  await page.goto("/services", { referer: page.url() });
  expect(
    await page.evaluate((name) => document.documentElement.classList.contains(name), BRAND_FONT_CLASS),
  ).toBe(true);
  expect(await bodyFont(page)).toMatch(/^brandFont,/);
  expect(await page.evaluate(() => document.fonts.check('1em "brandFont"'))).toBe(true);
  await page.goto("/how-it-works");
  expect(await bodyFont(page), "a new visit's first page").toMatch(/^"brandFont Fallback"/);
});
