import { gzipSync } from "node:zlib";

import { allRoutes } from "@/lib/seo/routes";

import { BUDGET_CONTENT_KIB, BUDGET_FORM_KIB, isFormPage, KIB, scriptSources } from "./first-load-js";
import {
  BUDGET_HTML_KB,
  BUDGET_INLINE_CSS_KB,
  BUDGET_PAYLOAD_KB,
  htmlWeight,
  KB,
  markupBytes,
  overBudget,
} from "./html-weight";
import type { RunningServer } from "./server";
import { formatTable, heading, kib, median } from "./table";

export async function firstLoadJavaScript(server: RunningServer): Promise<string> {
  heading(
    "(a) First-load JavaScript per route (sum of its <script src> files, nomodule excluded, gzip level 6)",
  );
  const gzipSizes = new Map<string, number>();
  const sizeOf = async (src: string) => {
    const url = new URL(src, server.url);
    if (url.origin !== server.url) throw new Error(`script from another host: ${src}`);
    let size = gzipSizes.get(url.pathname);
    if (size === undefined) {
      const response = await fetch(url, { headers: { "accept-encoding": "identity" } });
      if (response.status !== 200) throw new Error(`${src} answered ${response.status}`);
      size = gzipSync(Buffer.from(await response.arrayBuffer()), { level: 6 }).length;
      gzipSizes.set(url.pathname, size);
    }
    return size;
  };

  const rows: string[][] = [];
  const totals: number[] = [];
  const scriptsByRoute = new Map<string, string[]>();
  const over: string[] = [];
  for (const route of allRoutes) {
    const response = await fetch(`${server.url}${route}`);
    const html = await response.text();
    const sources = scriptSources(html);
    scriptsByRoute.set(route, sources);
    let total = 0;
    for (const src of sources) total += await sizeOf(src);
    totals.push(total);
    const formPage = isFormPage(route, html);
    const budget = formPage ? BUDGET_FORM_KIB : BUDGET_CONTENT_KIB;
    const status = total > budget * KIB ? "OVER" : "ok";
    if (status === "OVER") over.push(`${route} ${kib(total)} KiB > ${budget} KiB`);
    rows.push([
      route,
      String(response.status),
      String(sources.length),
      kib(total),
      `${budget} (${formPage ? "form" : "content"})`,
      status,
    ]);
  }
  console.log(
    formatTable(["route", "status", "scripts", "KiB gzip", "budget KiB", ""], rows, [
      "left",
      "right",
      "right",
      "right",
      "right",
      "left",
    ]),
  );

  // Reference: what every route ships (the framework and the layout), i.e. a bare page of this site.
  const shared = [...scriptsByRoute.values()].reduce((common, list) =>
    common.filter((src) => list.includes(src)),
  );
  let sharedTotal = 0;
  for (const src of shared) sharedTotal += await sizeOf(src);
  console.log(
    `\nShared by every route: ${shared.length} scripts, ${kib(sharedTotal)} KiB gzip; median of the routes: ${kib(median(totals))} KiB gzip.`,
  );

  if (over.length > 0) {
    console.log(
      `OVER budget: ${over.length} of ${allRoutes.length} routes (budgets: content pages ${BUDGET_CONTENT_KIB} KiB, form pages ${BUDGET_FORM_KIB} KiB).`,
    );
    return `first-load JS: ${over.length} route(s) over budget`;
  }
  return "first-load JS: every route within budget";
}

export async function documentWeight(server: RunningServer): Promise<string> {
  heading(
    `(b) The document per route: HTML as served without its inline stylesheet (KB), that CSS, its copies in the payload, the whole gzipped, and the framework's inline payload (budgets ${BUDGET_HTML_KB}, ${BUDGET_INLINE_CSS_KB} and ${BUDGET_PAYLOAD_KB} KB)`,
  );
  const rows: string[][] = [];
  const over: string[] = [];
  const sizes: number[] = [];
  for (const route of allRoutes) {
    const response = await fetch(`${server.url}${route}`);
    const weight = htmlWeight(await response.text());
    sizes.push(markupBytes(weight));
    const problems = overBudget(weight);
    if (problems.length > 0) over.push(`${route} (${problems.join(", ")})`);
    rows.push([
      route,
      String(response.status),
      (markupBytes(weight) / KB).toFixed(1),
      (weight.inlineCss / KB).toFixed(1),
      (weight.payloadCss / KB).toFixed(1),
      (weight.gzip / KB).toFixed(1),
      (weight.payload / KB).toFixed(1),
      problems.length > 0 ? "OVER" : "ok",
    ]);
  }
  console.log(
    formatTable(
      ["route", "status", "HTML KB", "CSS KB", "CSS in payload", "gzip KB", "payload KB", ""],
      rows,
      ["left", "right", "right", "right", "right", "right", "right", "left"],
    ),
  );
  console.log(`\nMedian HTML of the ${allRoutes.length} routes: ${(median(sizes) / KB).toFixed(1)} KB.`);
  if (over.length > 0) console.log(`OVER budget: ${over.length} routes:\n  ${over.join("\n  ")}`);
  return over.length === 0
    ? "document weight: every route within budget"
    : `document weight: ${over.length} route(s) over budget`;
}
