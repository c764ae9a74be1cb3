import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { gzipSync } from "node:zlib";

import { allRoutes } from "@/lib/seo/routes";

import { COMPILE_HINT, MIN_BYTES } from "../../scripts/lib/compile-hints";
import { deferredScriptSources, undeferredScripts } from "../../scripts/lib/deferred-scripts";
import { budgetKibOf, KIB, scriptSources } from "../../scripts/lib/first-load-js";
import { expect, test } from "./support/test";

// The audit's budgets, enforced here so a change that grows every page's first load fails the suite.
test("every route's first-load JavaScript stays within its budget", async ({ request }) => {
  const gzipSizes = new Map<string, number>();
  const over: string[] = [];
  for (const route of allRoutes) {
    const html = await (await request.get(route)).text();
    const sources = scriptSources(html);
    expect(sources.length, `${route} loads no script`).toBeGreaterThan(0);
    let total = 0;
    for (const src of sources) {
      let size = gzipSizes.get(src);
      if (size === undefined) {
        const response = await request.get(src, { headers: { "accept-encoding": "identity" } });
        expect(response.status(), src).toBe(200);
        size = gzipSync(await response.body(), { level: 6 }).length;
        gzipSizes.set(src, size);
      }
      total += size;
    }
    const budget = budgetKibOf(route, html);
    if (total > budget * KIB) over.push(`${route}: ${(total / KIB).toFixed(1)} KiB > ${budget} KiB`);
  }
  expect(over).toEqual([]);
});

// The build moves Next's chunks behind the first frame; the page must still load every one and come alive.
test("prerendered pages start loading their scripts only after the first frame", async ({
  page,
  request,
}) => {
  for (const route of ["/", "/contact", "/roofing-google-ads"]) {
    const html = await (await request.get(route)).text();
    expect(html, route).not.toMatch(/<script src="\/_next\/static\/[^"]+" async="">/);
    expect(html, route).not.toContain('<link rel="preload" as="script"');
    expect(scriptSources(html).length, route).toBeGreaterThan(5);
  }

  await page.goto("/contact");
  const expected = scriptSources(await (await request.get("/contact")).text());
  await expect
    .poll(() => page.evaluate(() => [...document.scripts].filter((script) => script.src).length))
    .toBeGreaterThanOrEqual(expected.length);
  const timing = await page.evaluate(() => ({
    firstPaint: performance.getEntriesByName("first-paint")[0]?.startTime,
    scriptStarts: performance
      .getEntriesByType("resource")
      .filter(
        (entry) => new URL(entry.name).pathname.startsWith("/_next/static/") && entry.name.endsWith(".js"),
      )
      .map((entry) => entry.startTime),
  }));
  expect(timing.firstPaint).toBeDefined();
  expect(timing.scriptStarts.length).toBeGreaterThanOrEqual(expected.length);
  expect(Math.min(...timing.scriptStarts)).toBeGreaterThanOrEqual(timing.firstPaint!);
});

// scripts/lib/compile-hints.ts: every large first-load script is served with V8's compile hint on its first line.
test("the large first-load scripts carry the compile hint", async ({ request }) => {
  for (const route of ["/", "/contact", "/blog/google-ads-roi-guide"]) {
    const large: string[] = [];
    for (const src of scriptSources(await (await request.get(route)).text())) {
      const body = await (await request.get(src)).text();
      if (body.length < MIN_BYTES) continue;
      large.push(src);
      expect(body.startsWith(`${COMPILE_HINT}\n`), `${route}: ${src}`).toBe(true);
    }
    expect(large.length, `${route}: large first-load scripts`).toBeGreaterThanOrEqual(3);
  }
});

// The real `next build` output the suite serves (npm run build, postbuild included): every prerendered page was
// rewritten, none left loading a framework script itself (the build fails on such a page: scripts/optimize-build.ts).
test("the build deferred every prerendered page's framework scripts", () => {
  const server = path.join(__dirname, "..", "..", process.env.NEXT_DIST_DIR || ".next", "server");
  const pages = readdirSync(server, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith(".html"))
    .map((entry) => path.join(entry.parentPath, entry.name));
  expect(pages.length).toBeGreaterThanOrEqual(allRoutes.length - 1);
  for (const file of pages) {
    const html = readFileSync(file, "utf8");
    expect(undeferredScripts(html), file).toEqual([]);
    expect(deferredScriptSources(html).length, file).toBeGreaterThan(0);
  }
});
