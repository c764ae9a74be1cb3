import { brotliDecompressSync, gunzipSync } from "node:zlib";

import { htmlWeight } from "../../scripts/lib/html-weight";
import { rawRequest } from "./support/raw-request";
import { expect, test } from "./support/test";

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

test("every icon, on a prerendered page or one rendered per request, is drawn from the sprite's file", async ({
  page,
  request,
}) => {
  const sprite = await request.get("/icons.svg");
  expect(sprite.status()).toBe(200);
  expect(sprite.headers()["content-type"]).toMatch(/^image\/svg\+xml/);

  await page.goto("/");
  const phone = page.locator('header svg.icon:has(use[href="/icons.svg#phone"])').first();
  await expect.poll(() => phone.evaluate(drawnWidth)).toBeGreaterThan(15);

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
  const vitals = () =>
    page.evaluate(() =>
      ((window as typeof window & { dataLayer?: Record<string, unknown>[] }).dataLayer ?? []).filter(
        (entry) => entry.event === "web_vitals",
      ),
    );
  // The reporter loads after the page starts; TTFB, reported at once, says it is listening.
  await expect.poll(async () => (await vitals()).map((entry) => entry.metric_name)).toContain("TTFB");
  // LCP is final at the first input, CLS when the page is hidden: a click, then the tab hidden.
  await page.locator("main h1").first().click();
  await page.evaluate(() => {
    Object.defineProperty(document, "visibilityState", { value: "hidden", configurable: true });
    document.dispatchEvent(new Event("visibilitychange"));
  });
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

// The route groups' layouts import the stylesheet, not the root layout: Next hands the root's styles to its
// global-error boundary too, which wrote a second copy of the stylesheet into every page's payload.
test("a prerendered page carries its stylesheet once in the head and once in its payload", async () => {
  const { body } = await rawRequest({ method: "GET", path: "/", headers: { "accept-encoding": "identity" } });
  const weight = htmlWeight(body);
  // One copy, counted as written in the HTML: its JSON escapes (a selector's backslashes) add a little; a second copy doubles it.
  expect(weight.payloadCss).toBeGreaterThan(0.9 * weight.inlineCss);
  expect(weight.payloadCss).toBeLessThan(1.5 * weight.inlineCss);
});
