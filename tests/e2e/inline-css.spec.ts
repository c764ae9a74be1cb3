import type { Page } from "@playwright/test";

import { BRAND_FONT_CLASS } from "@/lib/brand-font-flag";
import { allRoutes } from "@/lib/seo/routes";

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

/** Runs in the page: switches the stylesheet's links on (as a client navigation does) and waits for their sheets. */
async function applyWholeStylesheet(page: Page): Promise<void> {
  await page.evaluate(() => {
    for (const link of document.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]')) {
      link.disabled = false;
      link.removeAttribute("media");
    }
  });
  await expect
    .poll(() =>
      page.evaluate(() =>
        [...document.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]')].every((link) => link.sheet),
      ),
    )
    .toBe(true);
}

// The page waits for no stylesheet: its inline rules draw it exactly as the whole stylesheet would
// (scripts/lib/inline-css.ts).
for (const viewport of VIEWPORTS) {
  test(`the inline rules alone draw the first screen as the whole stylesheet does at ${viewport.width} px`, async ({
    browser,
  }, testInfo) => {
    const inlineOnly = await browser.newPage({ viewport });
    await inlineOnly.route(/\/_next\/static\/.+\.css$/, (route) => route.abort());
    const whole = await browser.newPage({ viewport });
    // Both draw the fallback font: a first visit's font (app/globals.css), whatever the cache holds.
    for (const page of [inlineOnly, whole]) await page.route(/\.woff2$/, (route) => route.abort());
    try {
      for (const route of ROUTES) {
        await openFirstScreen(inlineOnly, route);
        await openFirstScreen(whole, route);
        await applyWholeStylesheet(whole);
        // Fresh screenshots until both pages have settled (hydration may still be drawing its last frame).
        await expect(async () => {
          const [inline, full] = await Promise.all([shoot(inlineOnly), shoot(whole)]);
          if (!inline.equals(full)) {
            await testInfo.attach(`${route} with the inline rules`, {
              body: inline,
              contentType: "image/png",
            });
            await testInfo.attach(`${route} with the whole stylesheet`, {
              body: full,
              contentType: "image/png",
            });
          }
          expect(inline.equals(full), `${route} drawn differently by its inline rules`).toBe(true);
        }).toPass({ timeout: 10_000 });
      }
    } finally {
      await inlineOnly.close();
      await whole.close();
    }
  });
}

/**
 * Runs in the page: reads every element's computed style (and its ::before's and ::after's where they have content),
 * running animations paused first so that two reads see the same frame. The first read is kept and its length
 * returned; the second returns what changed since, element by element.
 */
const readStyles = (read: string): number | string[] => {
  for (const animation of document.getAnimations()) animation.pause();
  const styles = [...document.querySelectorAll("*")].flatMap((element) =>
    [null, "::before", "::after"].flatMap((pseudo) => {
      const style = getComputedStyle(element, pseudo);
      if (pseudo && (style.content === "none" || style.content === "normal")) return [];
      let text = `${element.tagName}${pseudo ?? ""}`;
      for (let index = 0; index < style.length; index += 1)
        text += `;${style[index]}:${style.getPropertyValue(style[index]!)}`;
      return [text];
    }),
  );
  const kept = window as unknown as { firstStyles: string[] };
  if (read === "first") {
    kept.firstStyles = styles;
    return styles.length;
  }
  return kept.firstStyles.flatMap((style, index) => {
    if (style === styles[index]) return [];
    const [element, ...properties] = style.split(";");
    const now = new Set(styles[index]?.split(";"));
    return [
      `${element} ${properties
        .filter((property) => !now.has(property))
        .slice(0, 4)
        .join("; ")}`,
    ];
  });
};

// What the page's markup can show, on every route: a rule left out that one of its elements needed changes that
// element's style once the whole stylesheet applies. Without scripts, the markup stays still between the two reads.
test.describe("without scripts", () => {
  test.use({ javaScriptEnabled: false });

  test("every element of every page is styled by its inline rules as by the whole stylesheet", async ({
    page,
  }) => {
    test.slow();
    for (const route of allRoutes) {
      await page.goto(route);
      // As the head script would.
      await page.evaluate(() => document.documentElement.classList.add("js"));
      expect(await page.evaluate(readStyles, "first"), route).toBeGreaterThan(100);
      await applyWholeStylesheet(page);
      expect(await page.evaluate(readStyles, "second"), route).toEqual([]);
    }
  });
});

test("each page carries inline the rules it uses, and the stylesheet's links switched off", async ({
  request,
}) => {
  for (const route of ROUTES) {
    const html = await (await request.get(route)).text();
    const head = html.slice(0, html.indexOf("</head>"));
    const inline = /<style data-inline-css="">([\s\S]*?)<\/style>/.exec(head)?.[1] ?? "";
    expect(inline, route).toContain("@font-face");
    const links = html.match(/<link rel="stylesheet"[^>]*>/g) ?? [];
    expect(links.length, route).toBeGreaterThan(0);
    let whole = 0;
    for (const link of links) {
      // Switched off and not fetched: `disabled` (a link with only `media="not all"` is still requested).
      expect(link, route).toContain('media="not all" disabled=""');
      whole += (await (await request.get(/href="([^"]+)"/.exec(link)![1]!)).text()).length;
    }
    // Rules no element of the page and no client code can use are left out.
    expect(inline.length, route).toBeLessThan(whole * 0.8);
  }
});

const activeStylesheets = (page: Page) =>
  page.evaluate(() =>
    [...document.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]')]
      .filter((link) => !link.disabled && link.media !== "not all")
      .map((link) => new URL(link.href).pathname),
  );

// React keeps the switched-off links as the stylesheet's resources: hydration adds none. Once the page has loaded,
// they are fetched without being applied; a client navigation (the blog index is rendered per request) switches them
// on before the new route is painted, for the rules the landing page left out (lib/full-stylesheet.ts).
test("the whole stylesheet is fetched after the load and applied by a client navigation", async ({
  page,
}) => {
  await page.goto("/", { waitUntil: "load" });
  expect(await activeStylesheets(page)).toEqual([]);
  const links = await page.evaluate(() =>
    [...document.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]')].map(
      (link) => new URL(link.href).pathname,
    ),
  );
  expect(links.length).toBeGreaterThan(0);
  const fetchedAfterLoad = () =>
    page.evaluate(() => {
      const loadEnd = performance.getEntriesByType("navigation")[0]!.toJSON().loadEventStart as number;
      return performance
        .getEntriesByType("resource")
        .filter((entry) => new URL(entry.name).pathname.endsWith(".css"))
        .map(
          (entry) =>
            `${new URL(entry.name).pathname} ${entry.startTime >= loadEnd ? "after" : "before"} load`,
        );
    });
  await expect.poll(async () => (await fetchedAfterLoad()).length).toBe(links.length);
  expect((await fetchedAfterLoad()).sort()).toEqual(links.map((link) => `${link} after load`).sort());
  expect(await activeStylesheets(page), "fetched, not applied").toEqual([]);

  await page.locator('header a[href="/blog"]').first().click();
  await expect(page).toHaveURL(/\/blog$/);
  await expect(page.locator("h1")).toBeVisible();
  expect((await activeStylesheets(page)).sort()).toEqual([...links].sort());
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
