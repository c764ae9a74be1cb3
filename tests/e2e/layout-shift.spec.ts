import { expect, test } from "./support/test";

/** The pages a visitor lands on from ads, search and the menu, each with its heaviest media and fonts. */
const ROUTES = [
  "/",
  "/roofing-google-ads",
  "/results",
  "/portfolio",
  "/services/google-ads",
  "/blog/google-ads-roi-guide",
  "/free-website",
];
const WIDTHS = [390, 1440];

interface Shift {
  value: number;
  sources: string[];
}

declare global {
  interface Window {
    __shifts?: Shift[];
    __fontSwapped?: boolean;
  }
}

// Recorded from the first byte, so a shift during the load or hydration counts as much as one while scrolling.
const recordShifts = () => {
  window.__shifts = [];
  // The brand font swapped in after the first frame (it missed the held first render on a busy machine).
  requestAnimationFrame(() => {
    window.__fontSwapped = ![...document.fonts].some((face) => face.status === "loaded");
  });
  const describe = (node: Node | null) =>
    node instanceof Element
      ? `${node.tagName.toLowerCase()}${node.id ? `#${node.id}` : ""}.${[...node.classList].slice(0, 4).join(".")}`
      : String(node?.nodeName);
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries() as (PerformanceEntry & {
      value: number;
      hadRecentInput: boolean;
      sources?: { node: Node | null }[];
    })[]) {
      // Shifts right after a tap or key press are the visitor's own doing, and CLS leaves them out too.
      if (entry.hadRecentInput) continue;
      window.__shifts!.push({
        value: entry.value,
        sources: (entry.sources ?? []).map((s) => describe(s.node)),
      });
    }
  }).observe({ type: "layout-shift", buffered: true });
};

for (const width of WIDTHS) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: width < 768 ? 844 : 900 } });

    for (const route of ROUTES) {
      test(`${route} does not shift its layout while it loads and scrolls`, async ({ page }) => {
        await page.addInitScript(recordShifts);
        await page.goto(route);
        await page.evaluate(() => document.fonts.ready.then(() => undefined));
        // Down the whole page a screen at a time, so every lazy image and late section is laid out in view.
        await page.evaluate(async () => {
          // Two frames after each scroll: whatever it started has been laid out and painted. Headless Chromium has
          // stopped producing frames mid-test under load, so a step also ends after a second without them.
          const frames = () =>
            new Promise<void>((resolve) => {
              requestAnimationFrame(() => requestAnimationFrame(() => resolve()));
              setTimeout(resolve, 1000);
            });
          for (let top = 0; top < document.documentElement.scrollHeight; top += window.innerHeight * 0.8) {
            window.scrollTo({ top, behavior: "instant" });
            await frames();
          }
          window.scrollTo({ top: 0, behavior: "instant" });
          await frames();
        });
        // Every picture in the page's width has arrived (a carousel's slides beyond the edge load when shown).
        await expect
          .poll(() =>
            page.evaluate(
              () =>
                [...document.images].filter((image) => {
                  const box = image.getBoundingClientRect();
                  return !image.complete && box.width > 0 && box.right > 0 && box.left < window.innerWidth;
                }).length,
            ),
          )
          .toBe(0);
        await page.evaluate(() => document.fonts.ready.then(() => undefined));

        const shifts = await page.evaluate(() => window.__shifts ?? []);
        const total = shifts.reduce((sum, shift) => sum + shift.value, 0);
        // Under 0.001, Lighthouse's "0" (docs/performance.md, CLS); a late font's swap over its fitted fallback may
        // add up to 0.01 (docs/decisions.md).
        const swapped = await page.evaluate(() => window.__fontSwapped === true);
        expect(total, JSON.stringify({ swapped, shifts })).toBeLessThan(swapped ? 0.01 : 0.001);
      });
    }
  });
}

// A frame painted mid-parse must not draw a half-built sticky header (its rows would move when the rest came): the
// header's rows are hidden until its last element, the end marker, is in (app/globals.css).
test("a sticky header is shown only once its end marker is parsed", async ({ page }) => {
  await page.goto("/");
  const rowVisibility = (selector: string) =>
    page.evaluate(
      (header) => getComputedStyle(document.querySelector(header)!.firstElementChild!).visibility,
      selector,
    );
  expect(await rowVisibility("header[data-show-whole]")).toBe("visible");
  // The same header as it is before its end marker arrives.
  await page.evaluate(() => {
    const partial = document.querySelector("header[data-show-whole]")!.cloneNode(true) as HTMLElement;
    partial.querySelector(":scope > [data-whole-end]")!.remove();
    partial.id = "partial-header";
    document.body.append(partial);
  });
  expect(await rowVisibility("#partial-header")).toBe("hidden");
});
