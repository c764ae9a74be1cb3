import { brotliDecompressSync, gunzipSync } from "node:zlib";

import type { Browser } from "@playwright/test";

import { articlePath, blogSlugs } from "@/lib/blog/slugs";
import { allRoutes } from "@/lib/seo/routes";

import { htmlWeight, KB, overBudget } from "../../scripts/lib/html-weight";
import { KEY_ROUTES } from "../../scripts/lib/project";
import {
  BUDGET_ARTICLE_STRIKES,
  BUDGET_FIRST_SCREEN_STRIKES,
  drawnStrikes,
  PHONE_SCREEN,
  type StrikeScope,
} from "../../scripts/lib/text-strikes";
import { rawRequest } from "./support/raw-request";
import { expect, test } from "./support/test";

// The document is what a phone downloads and parses first: `npm run audit` prints these figures against the budgets
// (130 KB of HTML as served besides the inline stylesheet and icons, which have 55 and 8 KB of their own, and 60 KB
// of the framework's inline payload); this fails any route over one of them.
test("every route's HTML and inline framework payload stay within their budgets", async ({ request }) => {
  const over: string[] = [];
  for (const route of allRoutes) {
    const response = await request.get(route);
    expect(response.status(), route).toBe(200);
    const weight = htmlWeight(await response.text());
    expect(weight.payload, `${route} carries no inline payload: the measure lost it`).toBeGreaterThan(KB);
    for (const phrase of overBudget(weight)) over.push(`${route}: ${phrase}`);
  }
  expect(over).toEqual([]);
});

// Every current browser accepts Brotli over HTTPS (and Chromium on localhost): it is the smaller download.
test("pages and assets go out compressed: Brotli where the browser accepts it, gzip otherwise", async () => {
  for (const path of ["/contact", "/icons.svg"]) {
    const plain = await rawRequest({ method: "GET", path, headers: { "accept-encoding": "identity" } });
    expect(plain.status, path).toBe(200);
    expect(plain.headers["content-encoding"], path).toBeUndefined();
    const brotli = await rawRequest({
      method: "GET",
      path,
      headers: { "accept-encoding": "gzip, deflate, br, zstd" },
    });
    expect(brotli.headers["content-encoding"], path).toBe("br");
    expect(brotli.headers.vary, path).toMatch(/accept-encoding/i);
    expect(brotliDecompressSync(brotli.bytes).toString("utf8"), path).toBe(plain.body);
    const gzip = await rawRequest({ method: "GET", path, headers: { "accept-encoding": "gzip, deflate" } });
    expect(gzip.headers["content-encoding"], path).toBe("gzip");
    expect(gunzipSync(gzip.bytes).toString("utf8"), path).toBe(plain.body);
    expect(brotli.bytes.length, `${path}: Brotli is the smaller download`).toBeLessThan(gzip.bytes.length);
  }
});

// The <use> draws lucide's phone (24 by 24, the receiver's outline a little inside it) once its symbol is read.
const drawnWidth = (svg: SVGSVGElement | HTMLElement) =>
  (svg.querySelector("use") as SVGUseElement).getBBox().width;

test("a prerendered page draws each icon it uses from one symbol of its own, and fetches the sprite after its load", async ({
  page,
  request,
}) => {
  // The key routes, the article's static markup (single quotes) among them.
  for (const route of KEY_ROUTES) {
    const html = await (await request.get(route)).text();
    expect(html, route).not.toMatch(/<svg[^>]*class="icon[^"]*"[^>]*><path/);
    const markup = html.replace(/<script[\s\S]*?<\/script>/g, "");
    const uses = [...markup.matchAll(/<use href=["']([^"']*)["']/g)].map(([, href]) => href!);
    expect(uses.length, route).toBeGreaterThan(5);
    for (const href of new Set(uses)) {
      expect(href, `${route}: the page's own symbol`).toMatch(/^#icon-[\w-]+$/);
      expect(markup.split(`<symbol id="${href.slice(1)}"`).length - 1, `${route} ${href}: one symbol`).toBe(
        1,
      );
    }
  }

  await page.goto("/");
  const phone = page.locator('header svg.icon:has(use[href="#icon-phone"])').first();
  await expect(phone).toBeVisible();
  expect(await phone.evaluate(drawnWidth)).toBeGreaterThan(15);
  // Warmed for what React draws later (components/layout/icon-sprite-warmup.tsx), once the page has loaded.
  const spriteFetches = () =>
    page.evaluate(() => {
      const loadEnd = performance.getEntriesByType("navigation")[0]!.toJSON().loadEventEnd as number;
      return performance
        .getEntriesByType("resource")
        .filter((entry) => new URL(entry.name).pathname === "/icons.svg")
        .map(
          (entry) =>
            `${(entry as PerformanceResourceTiming).initiatorType} ${entry.startTime >= loadEnd ? "after" : "before"} load`,
        );
    });
  // The warm-up's own fetch, not only a <use> React drew after the load.
  await expect.poll(spriteFetches).toContain("fetch after load");
  expect((await spriteFetches()).filter((fetched) => fetched.endsWith("before load"))).toEqual([]);
});

test("what React draws later, and a page rendered per request, use the sprite's file", async ({
  page,
  request,
}) => {
  const sprite = await request.get("/icons.svg");
  expect(sprite.status()).toBe(200);
  expect(sprite.headers()["content-type"]).toMatch(/^image\/svg\+xml/);

  await page.goto("/contact");
  await page.locator('header a[href="/blog"]').first().click();
  await expect(page).toHaveURL(/\/blog$/);
  const fromFile = page.locator('main svg.icon:has(use[href^="/icons.svg#"])').first();
  await expect(fromFile).toBeVisible();
  // Unresolved, a <use> spans nothing; every icon drawn spans most of its 24 units.
  await expect.poll(() => fromFile.evaluate(drawnWidth)).toBeGreaterThan(10);
});

test("each visitor's Web Vitals reach the data layer as web_vitals events, with no personal data", async ({
  page,
}) => {
  await page.goto("/contact");
  // LCP is final at the first input, CLS when the page is hidden: a click, then the tab hidden.
  await page.locator("main h1").first().click();
  await page.evaluate(() => {
    Object.defineProperty(document, "visibilityState", { value: "hidden", configurable: true });
    document.dispatchEvent(new Event("visibilitychange"));
  });
  const vitals = () =>
    page.evaluate(() =>
      ((window as typeof window & { dataLayer?: Record<string, unknown>[] }).dataLayer ?? []).filter(
        (entry) => entry.event === "web_vitals",
      ),
    );
  await expect
    .poll(async () => (await vitals()).map((entry) => entry.metric_name))
    .toEqual(expect.arrayContaining(["LCP", "CLS", "TTFB"]));
  for (const entry of await vitals()) {
    expect(Object.keys(entry).sort()).toEqual([
      "event",
      "metric_delta",
      "metric_id",
      "metric_name",
      "metric_rating",
      "metric_value",
      "navigation_type",
      "page_path",
    ]);
    expect(["LCP", "INP", "CLS", "TTFB"]).toContain(entry.metric_name);
    expect(entry.page_path).toBe("/contact");
    expect(typeof entry.metric_value).toBe("number");
  }
});

/** The routes that draw more distinct text sizes and weights than the budget, on Lighthouse's phone, as a first visit. */
async function overStrikeBudget(
  browser: Browser,
  routes: readonly string[],
  scope: StrikeScope,
  budget: number,
): Promise<string[]> {
  const over: string[] = [];
  for (const route of routes) {
    const context = await browser.newContext({ viewport: PHONE_SCREEN });
    const page = await context.newPage();
    await page.goto(route);
    const strikes = await page.evaluate(drawnStrikes, scope);
    expect(Object.keys(strikes).length, `${route} draws text: the measure lost it`).toBeGreaterThan(2);
    if (Object.keys(strikes).length > budget)
      over.push(`${route}: ${Object.keys(strikes).length} strikes ${JSON.stringify(strikes)}`);
    await context.close();
  }
  return over;
}

// A visit's first page, on Lighthouse's phone: each size and weight drawn is a font lookup made before the first paint.
test("each key route's first screen draws few distinct text sizes and weights", async ({ browser }) => {
  expect(await overStrikeBudget(browser, KEY_ROUTES, "first-screen", BUDGET_FIRST_SCREEN_STRIKES)).toEqual(
    [],
  );
});

// An article arrives and is laid out whole before its first paint: every size and weight of its text is looked up then.
test("each article draws few distinct text sizes and weights on a phone", async ({ browser }) => {
  const articles = blogSlugs.map(articlePath);
  expect(await overStrikeBudget(browser, articles, "page", BUDGET_ARTICLE_STRIKES)).toEqual([]);
});
