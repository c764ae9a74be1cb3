import { articleCopy } from "@/content/blog-page";
import { caseStudiesByTrade, trades } from "@/content/case-studies";
import { siteConfig } from "@/content/site";
import { headerCopy, notFoundCopy } from "@/content/site-sections";

import { expect, test } from "./support/test";

const PHONE = { width: 390, height: 844 };

test.describe("on a 390 x 844 phone", () => {
  test.use({ viewport: PHONE });

  test("the sticky top area takes at most 15% of the screen and offers a tap-to-call", async ({ page }) => {
    await page.goto("/");
    await page.evaluate(() => document.fonts.ready);
    const header = page.getByRole("banner");
    const box = await header.boundingBox();
    expect(box!.height).toBeLessThanOrEqual(PHONE.height * 0.15);
    await expect(header.getByRole("link", { name: new RegExp(`^${headerCopy.callLabel}:`) })).toBeVisible();
  });

  test("content pages end in a Call / Free Audit bar, with the chat launcher inside it", async ({ page }) => {
    await page.goto("/services");
    const bar = page.getByRole("navigation", { name: headerCopy.actionBar.label });
    await expect(bar.getByRole("link", { name: new RegExp(`^${headerCopy.actionBar.call}:`) })).toBeVisible();
    await expect(bar.getByRole("link", { name: headerCopy.actionBar.audit })).toBeVisible();
    const launcher = page.locator("[data-chat-launcher]");
    await expect(launcher).toBeVisible();
    const [barBox, launcherBox, auditBox] = await Promise.all([
      bar.boundingBox(),
      launcher.boundingBox(),
      bar.getByRole("link", { name: headerCopy.actionBar.audit }).boundingBox(),
    ]);
    // The launcher sits over the bar's own free slot: never over the page's text, nor over the bar's buttons.
    expect(launcherBox!.y).toBeGreaterThanOrEqual(barBox!.y);
    expect(launcherBox!.y + launcherBox!.height).toBeLessThanOrEqual(barBox!.y + barBox!.height + 1);
    expect(launcherBox!.x).toBeGreaterThanOrEqual(auditBox!.x + auditBox!.width);
  });

  test("no scarcity banner or action bar asks again on the thank-you page", async ({ page }) => {
    await page.goto("/thank-you");
    await expect(page.getByRole("navigation", { name: headerCopy.actionBar.label })).toHaveCount(0);
    await expect(page.getByRole("link", { name: "Claim Your Spot" })).toHaveCount(0);
  });

  test("the menu puts the call and the main button first and folds the services", async ({ page }) => {
    await page.goto("/");
    await page.getByRole("button", { name: "Open menu" }).click();
    const menu = page.getByRole("dialog");
    const links = menu.getByRole("link");
    await expect(links.first()).toHaveAccessibleName(new RegExp(`^${headerCopy.callLabel}:`));
    await expect(links.nth(1)).toHaveAccessibleName(headerCopy.ctaLabel);
    const allServices = menu.getByRole("link", { name: headerCopy.viewAllServices });
    await expect(allServices).toBeHidden();
    await menu.getByText(headerCopy.servicesLabel, { exact: true }).click();
    await expect(allServices).toBeVisible();
  });
});

// A visit's first page, the ad landing page included, on a slow phone network: the preloaded brand font is drawn
// (swapped in over its fitted fallback when it misses the first render) and the swap moves the layout by 0.01 at most.
const SLOW_4G = { offline: false, latency: 562.5, downloadThroughput: 180_000, uploadThroughput: 84_375 };
for (const route of ["/roofing-google-ads", "/"]) {
  test(`${route} draws its heading in the brand font on a first visit over Slow 4G, CLS at most 0.01`, async ({
    browser,
  }) => {
    const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
    const page = await context.newPage();
    await page.addInitScript(() => {
      const shifts: number[] = [];
      Object.assign(window, { __shifts: shifts });
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as (PerformanceEntry & { value: number })[])
          shifts.push(entry.value);
      }).observe({ type: "layout-shift", buffered: true });
    });
    const cdp = await context.newCDPSession(page);
    await cdp.send("Network.enable");
    await cdp.send("Network.emulateNetworkConditions", SLOW_4G);
    await page.goto(route, { waitUntil: "load", timeout: 40_000 });
    await expect(page.locator('head link[rel="preload"][as="font"][type="font/woff2"]')).toHaveCount(1);
    await page.evaluate(() => document.fonts.ready.then(() => undefined));
    await cdp.send("DOM.enable");
    await cdp.send("CSS.enable");
    const { root } = await cdp.send("DOM.getDocument");
    const { nodeId } = await cdp.send("DOM.querySelector", { nodeId: root.nodeId, selector: "h1" });
    const { fonts } = await cdp.send("CSS.getPlatformFontsForNode", { nodeId });
    expect(fonts.map((font) => font.familyName)).toEqual(["Plus Jakarta Sans"]);
    const shifts = await page.evaluate(() => (window as unknown as { __shifts: number[] }).__shifts);
    expect(shifts.reduce((sum, value) => sum + value, 0)).toBeLessThanOrEqual(0.01);
    await context.close();
  });
}

test.describe("/results without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("leads with roofing and filters by trade with links", async ({ page }) => {
    await page.goto("/results");
    const cases = page.getByRole("region", { name: "Client Case Studies" });
    const articles = cases.getByRole("article");
    await expect(articles.first()).toHaveAccessibleName(caseStudiesByTrade[0]!.business);
    expect(caseStudiesByTrade[0]!.trade).toBe("roofing");
    await expect(articles).toHaveCount(9);

    const hvac = trades.find((trade) => trade.id === "hvac")!;
    await cases.getByRole("link", { name: hvac.label, exact: true }).click();
    await expect(page).toHaveURL(/#trade-hvac$/);
    const shown = caseStudiesByTrade.filter((study) => study.trade === "hvac");
    await expect(cases.locator("article:visible")).toHaveCount(shown.length);
    await expect(cases.getByRole("article", { name: shown[0]!.business })).toBeVisible();

    await cases.getByRole("link", { name: "All Trades" }).click();
    await expect(cases.locator("article:visible")).toHaveCount(9);
  });
});

test("the 404 page leads on to the services, the blog and a call", async ({ page }) => {
  await page.goto("/a-page-that-does-not-exist");
  const main = page.getByRole("main");
  await expect(main.getByRole("link", { name: notFoundCopy.servicesLabel })).toHaveAttribute(
    "href",
    "/services",
  );
  await expect(main.getByRole("link", { name: notFoundCopy.blogLabel })).toHaveAttribute("href", "/blog");
  await expect(main.getByRole("link", { name: new RegExp(`^${notFoundCopy.callLabel}:`) })).toHaveAttribute(
    "href",
    siteConfig.phone.href,
  );
});

test("no blog card sits alone on its row at 1440 px", async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto("/blog");
  const cards = page.getByRole("main").getByRole("article");
  const boxes = await cards.evaluateAll((articles) =>
    articles.map((article) => article.getBoundingClientRect()).map(({ top, width }) => ({ top, width })),
  );
  const rows = new Map<number, typeof boxes>();
  for (const box of boxes) rows.set(Math.round(box.top), [...(rows.get(Math.round(box.top)) ?? []), box]);
  const widest = Math.max(...boxes.map((box) => box.width));
  for (const row of rows.values()) {
    // A card alone on its row spans the grid (wider than any card of a full row).
    if (row.length === 1) expect(row[0]!.width).toBeGreaterThan(widest * 0.9);
  }
  expect(rows.size).toBeGreaterThan(1);
});

test("long articles open with a table of contents; the ads comparison has a real table", async ({ page }) => {
  await page.goto("/blog/facebook-ads-vs-google-ads");
  const contents = page.getByRole("navigation", { name: articleCopy.contentsTitle });
  const first = contents.getByRole("link").first();
  const target = (await first.getAttribute("href"))!;
  await expect(page.locator(target)).toHaveText(await first.innerText());
  const table = page.getByRole("table");
  await expect(table.getByRole("columnheader", { name: "Google Ads" })).toBeVisible();
  await expect(table.getByRole("columnheader", { name: "Facebook Ads" })).toBeVisible();
  expect(await table.getByRole("rowheader").count()).toBeGreaterThanOrEqual(5);
});
