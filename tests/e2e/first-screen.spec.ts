import type { Page } from "@playwright/test";

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

// The first paint waits for no stylesheet: the page's inline CSS alone draws the first screen exactly as the full
// stylesheet does (scripts/lib/critical-css.ts).
for (const viewport of VIEWPORTS) {
  test(`the inline CSS alone draws the first screen at ${viewport.width} px`, async ({
    browser,
  }, testInfo) => {
    const withoutSheet = await browser.newPage({ viewport });
    await withoutSheet.route(/\/_next\/static\/.+\.css$/, (route) => route.abort());
    const withSheet = await browser.newPage({ viewport });
    // The font is `optional`: whether it is drawn depends on when it arrives, so both pages draw the fallback.
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

test("the stylesheet is linked at the end of the body, the first screen's CSS inline in the head", async ({
  request,
}) => {
  for (const route of ROUTES) {
    const html = await (await request.get(route)).text();
    const head = html.slice(0, html.indexOf("</head>"));
    expect(head, route).toMatch(/<style data-critical="">@font-face[\s\S]*<\/style>/);
    expect(head, route).not.toContain('rel="stylesheet"');
    expect(html, route).toMatch(/<link rel="stylesheet" href="\/_next\/static\/[^"]+\.css"[^>]*><\/body>/);
  }
});

// What the first screen holds back (the footer among it) shows as soon as the stylesheet is in, or after a few
// seconds when it never comes.
test("the rest of the page shows once the stylesheet is in, and without it after a while", async ({
  browser,
}) => {
  const footerVisibility = (page: Page) =>
    page.locator("body > footer").evaluate((footer) => getComputedStyle(footer).visibility);
  const withSheet = await browser.newPage();
  const withoutSheet = await browser.newPage();
  await withoutSheet.route(/\/_next\/static\/.+\.css$/, (route) => route.abort());
  try {
    await withSheet.goto("/contact");
    expect(await footerVisibility(withSheet)).toBe("visible");
    await withoutSheet.goto("/contact");
    expect(await footerVisibility(withoutSheet)).toBe("hidden");
    await expect.poll(() => footerVisibility(withoutSheet), { timeout: 10_000 }).toBe("visible");
  } finally {
    await withSheet.close();
    await withoutSheet.close();
  }
});
