import { gzipSync } from "node:zlib";

import { allRoutes } from "@/lib/seo/routes";

import { COMPILE_HINT, MIN_HINTED_BYTES } from "../../scripts/lib/compile-hints";
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

// V8 compiles what these chunks hold off the main thread as they arrive (scripts/lib/compile-hints.ts).
test("every large script a route starts with carries V8's compile hint", async ({ request }) => {
  const checked = new Set<string>();
  const unmarked: string[] = [];
  for (const route of allRoutes) {
    for (const src of scriptSources(await (await request.get(route)).text())) {
      if (checked.has(src)) continue;
      checked.add(src);
      const body = await (await request.get(src, { headers: { "accept-encoding": "identity" } })).text();
      if (Buffer.byteLength(body) >= MIN_HINTED_BYTES && !body.startsWith(`${COMPILE_HINT}\n`))
        unmarked.push(src);
    }
  }
  expect(checked.size).toBeGreaterThan(5);
  expect(unmarked).toEqual([]);
});
