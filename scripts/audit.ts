/**
 * `npm run audit`: the speed report, on a production build served by `next start`.
 *
 *   (a) first-load JavaScript per route: the `<script src>` files of each route's served HTML, each gzipped
 *       with zlib's default level (6, what typical servers use), summed per route, against the budgets;
 *   (b) the document's weight per route: the HTML as served (and gzipped) and the framework's inline payload in it,
 *       against their budgets (scripts/lib/html-weight.ts);
 *   (c) JUDGED: Lighthouse 12, mobile, devtools throttling (the browser itself slowed: 4x CPU, a throttled network,
 *       so every metric is observed as a phone would see it), median of 5 runs (--runs N), on the six key routes
 *       and on a bare Next.js page built in the same run; each route needs performance >= 95, TBT <= the bare
 *       page's, LCP <= 1.25x the bare page's, CLS 0. The same routes are measured on the same build without the
 *       postbuild step (scripts/optimize-build.ts), runs interleaved, for the with/without-deferral table
 *       (--no-deferral-comparison skips that side);
 *   (d) printed, not judged: Lighthouse's simulated throttling (median of --simulated-runs N, 3 by default;
 *       --no-simulated skips it), with the accessibility, best-practices and SEO scores;
 *   (e) the routes that are not prerendered.
 *
 * Builds into .next-audit first (skip with --no-build; .next-audit-nodefer must then be there for the comparison);
 * --no-lighthouse skips (c) and (d); --routes /,/contact narrows (c) and (d) (to debug). It is a report: the exit
 * code is 0 even when a budget is exceeded; the last line sums it up. Only loopback is contacted.
 */
import { existsSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { gzipSync } from "node:zlib";

import { allRoutes, noindexRoutes } from "@/lib/seo/routes";

import { BUDGET_CONTENT_KIB, BUDGET_FORM_KIB, isFormPage, KIB, scriptSources } from "./lib/first-load-js";
import { BUDGET_HTML_KB, BUDGET_PAYLOAD_KB, htmlWeight, KB, overBudget } from "./lib/html-weight";
import { AUDIT_DIST_DIR, hasFlag, intOption, NO_DEFER_DIST_DIR, projectRoot } from "./lib/project";
import { buildBareApp, buildSite, startBareServer, startNextServer, type RunningServer } from "./lib/server";
import { formatTable, heading, kib, median } from "./lib/table";

const KEY_ROUTES = [
  "/",
  "/services/google-ads",
  "/blog/google-ads-roi-guide",
  "/roofing-google-ads",
  "/contact",
  "/free-website",
];
/** The key routes, or those of `--routes /,/contact` (a shorter run while debugging the audit itself). */
function lighthouseRoutes(): string[] {
  const args = process.argv.slice(2);
  const at = args.indexOf("--routes");
  if (at === -1) return KEY_ROUTES;
  const routes = (args[at + 1] ?? "").split(",").filter((route) => route.startsWith("/"));
  if (routes.length === 0) {
    console.error("--routes needs a comma-separated list of paths, e.g. --routes /,/contact");
    process.exit(2);
  }
  return routes;
}
const LIGHTHOUSE_ROUTES = lighthouseRoutes();
// Observed metrics swing from run to run on a shared machine: a median of 5 (`--runs N` for more).
const LIGHTHOUSE_RUNS = intOption("--runs", 5);
const SIMULATED_RUNS = intOption("--simulated-runs", 3);
/** The judged floors, relative to the bare page measured in the same run. */
const FLOORS = { performance: 95, lcpToBare: 1.25, tbtToBare: 1 } as const;
const CHROME_PATH = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";
const CHROME_FLAGS = [
  "--headless=new",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--no-first-run",
  "--disable-quic",
];
const CATEGORIES = ["performance", "accessibility", "best-practices", "seo"] as const;
const METRICS = [
  ["LCP", "largest-contentful-paint"],
  ["TBT", "total-blocking-time"],
  ["CLS", "cumulative-layout-shift"],
  ["FCP", "first-contentful-paint"],
  ["SI", "speed-index"],
] as const;

const summary: string[] = [];

// ---------------------------------------------------------------------------------------------------------
// (a) First-load JavaScript

async function firstLoadJavaScript(server: RunningServer) {
  heading(
    "(a) First-load JavaScript per route (sum of its <script src> files and the deferred loader's, nomodule excluded, gzip level 6)",
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
  const scriptsByRoute = new Map<string, string[]>();
  const over: string[] = [];
  for (const route of allRoutes) {
    const response = await fetch(`${server.url}${route}`);
    const html = await response.text();
    const sources = scriptSources(html);
    scriptsByRoute.set(route, sources);
    let total = 0;
    for (const src of sources) total += await sizeOf(src);
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
    `\nShared by every route: ${shared.length} scripts, ${kib(sharedTotal)} KiB gzip (a bare Next 16 page: about 132 KiB per the issue).`,
  );

  if (over.length > 0) {
    console.log(
      `OVER budget: ${over.length} of ${allRoutes.length} routes (budgets: content pages ${BUDGET_CONTENT_KIB} KiB, form pages ${BUDGET_FORM_KIB} KiB).`,
    );
    summary.push(`first-load JS: ${over.length} route(s) over budget`);
  } else {
    summary.push("first-load JS: every route within budget");
  }
}

// ---------------------------------------------------------------------------------------------------------
// (b) The document's weight

async function documentWeight(server: RunningServer) {
  heading(
    `(b) The document per route: HTML as served (KB, gzip beside it) and the framework's inline payload in it (budgets ${BUDGET_HTML_KB} KB and ${BUDGET_PAYLOAD_KB} KB)`,
  );
  const rows: string[][] = [];
  const over: string[] = [];
  const sizes: number[] = [];
  for (const route of allRoutes) {
    const response = await fetch(`${server.url}${route}`);
    const weight = htmlWeight(await response.text());
    sizes.push(weight.html);
    const problems = overBudget(weight);
    if (problems.length > 0) over.push(`${route} (${problems.join(", ")})`);
    rows.push([
      route,
      String(response.status),
      (weight.html / KB).toFixed(1),
      (weight.gzip / KB).toFixed(1),
      (weight.payload / KB).toFixed(1),
      problems.length > 0 ? "OVER" : "ok",
    ]);
  }
  console.log(
    formatTable(["route", "status", "HTML KB", "gzip KB", "payload KB", ""], rows, [
      "left",
      "right",
      "right",
      "right",
      "right",
      "left",
    ]),
  );
  console.log(`\nMedian HTML of the ${allRoutes.length} routes: ${(median(sizes) / KB).toFixed(1)} KB.`);
  if (over.length > 0) console.log(`OVER budget: ${over.length} routes:\n  ${over.join("\n  ")}`);
  summary.push(
    over.length === 0
      ? "document weight: every route within budget"
      : `document weight: ${over.length} route(s) over budget`,
  );
}

// ---------------------------------------------------------------------------------------------------------
// (c) and (d) Lighthouse

interface LighthouseRun {
  scores: Record<(typeof CATEGORIES)[number], number>;
  metrics: Record<(typeof METRICS)[number][0], number>;
  failing: string[];
  warnings: string[];
  /** Lighthouse's measure of this machine's CPU speed (higher is faster; a typical desktop is 1000 to 2000). */
  benchmarkIndex: number;
  /**
   * Scripts whose download ended before the LCP frame was shown in the real (unthrottled) load, and all scripts:
   * simulated throttling puts the former on the LCP's critical path (see README, "Reading the audit's LCP").
   */
  scriptsBeforeLcp: { done: number; total: number };
}

type Throttling = "simulate" | "devtools";

/** The request rows of Lighthouse's network-requests audit that this report reads. */
interface NetworkRequestRow {
  resourceType?: string;
  networkEndTime?: number;
}

function scriptsDoneBeforeLcp(lhr: { audits: Record<string, { details?: unknown } | undefined> }) {
  const requests = (
    (lhr.audits["network-requests"]?.details as { items?: NetworkRequestRow[] } | undefined)?.items ?? []
  ).filter((request) => request.resourceType === "Script");
  const observed = (
    lhr.audits.metrics?.details as { items?: { observedLargestContentfulPaint?: number }[] } | undefined
  )?.items?.[0]?.observedLargestContentfulPaint;
  const done =
    observed === undefined
      ? 0
      : requests.filter((request) => (request.networkEndTime ?? Infinity) <= observed).length;
  return { done, total: requests.length };
}

async function lighthouseRun(
  url: string,
  throttlingMethod: Throttling,
  categories: readonly (typeof CATEGORIES)[number][],
): Promise<LighthouseRun> {
  const { default: lighthouse } = await import("lighthouse");
  const chromeLauncher = await import("chrome-launcher");
  const userDataDir = mkdtempSync(path.join(tmpdir(), "lighthouse-chrome-"));
  const chrome = await chromeLauncher.launch({
    chromePath: CHROME_PATH,
    chromeFlags: CHROME_FLAGS,
    userDataDir,
    logLevel: "silent",
  });
  try {
    const result = await lighthouse(
      url,
      {
        port: chrome.port,
        output: "json",
        logLevel: "error",
        onlyCategories: [...categories],
        formFactor: "mobile",
        throttlingMethod,
      },
      undefined,
    );
    if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
    const { lhr } = result;
    if (lhr.runtimeError) throw new Error(`Lighthouse: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
    const scores = Object.fromEntries(
      categories.map((category) => [category, Math.round((lhr.categories[category]?.score ?? 0) * 100)]),
    ) as LighthouseRun["scores"];
    const metrics = Object.fromEntries(
      METRICS.map(([name, id]) => [name, lhr.audits[id]?.numericValue ?? Number.NaN]),
    ) as LighthouseRun["metrics"];
    // A metric Lighthouse could not compute (a lost trace on a busy machine) would poison the medians: redo the run.
    const missing = METRICS.filter(([name]) => !Number.isFinite(metrics[name])).map(([name]) => name);
    if (missing.length > 0) throw new Error(`Lighthouse computed no ${missing.join(", ")} for ${url}`);
    // The audits that cost points outside performance (performance opportunities vary run to run).
    const failing: string[] = [];
    for (const category of categories.filter((name) => name !== "performance")) {
      for (const ref of lhr.categories[category]?.auditRefs ?? []) {
        const audit = lhr.audits[ref.id];
        if (ref.weight > 0 && audit && audit.score !== null && audit.score < 1)
          failing.push(`${category}: ${ref.id} (${audit.title})`);
      }
    }
    return {
      scores,
      metrics,
      failing,
      warnings: lhr.runWarnings,
      benchmarkIndex: lhr.environment.benchmarkIndex,
      scriptsBeforeLcp: scriptsDoneBeforeLcp(lhr),
    };
  } finally {
    await chrome.kill();
    rmSync(userDataDir, { recursive: true, force: true });
  }
}

/** Lighthouse sometimes loses a trace on a busy machine (NO_NAVSTART, NO_FCP...): such a run is redone, twice at most. */
async function lighthouseRunWithRetry(
  url: string,
  throttling: Throttling,
  categories: readonly (typeof CATEGORIES)[number][],
): Promise<LighthouseRun> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await lighthouseRun(url, throttling, categories);
    } catch (error) {
      if (attempt >= 3) throw error;
      console.log(`  retrying ${url}: ${error instanceof Error ? error.message : String(error)}`);
    }
  }
}

interface RouteMeasure {
  runs: LighthouseRun[];
  score: (category: (typeof CATEGORIES)[number]) => number;
  metric: (name: (typeof METRICS)[number][0]) => number;
  row: string[];
}

/** One Lighthouse run of one URL, printed as it ends. */
async function runOnce(
  label: string,
  url: string,
  run: number,
  throttling: Throttling = "simulate",
  categories: readonly (typeof CATEGORIES)[number][] = CATEGORIES,
): Promise<LighthouseRun> {
  const result = await lighthouseRunWithRetry(url, throttling, categories);
  const { done, total } = result.scriptsBeforeLcp;
  console.log(
    `${label} run ${run}: ${categories.map((category) => `${category} ${result.scores[category]}`).join(", ")}; ` +
      `LCP ${result.metrics.LCP.toFixed(0)} ms, TBT ${result.metrics.TBT.toFixed(0)} ms, CLS ${result.metrics.CLS.toFixed(3)}; ` +
      `benchmarkIndex ${result.benchmarkIndex.toFixed(0)}` +
      (throttling === "simulate" ? `; scripts done before the paint: ${done} of ${total}` : ""),
  );
  for (const warning of result.warnings) console.log(`  warning: ${warning}`);
  return result;
}

/** The medians of a URL's runs, and its table row. */
function summarize(label: string, runs: LighthouseRun[]): RouteMeasure {
  const score = (category: (typeof CATEGORIES)[number]) => median(runs.map((run) => run.scores[category]));
  const metric = (name: (typeof METRICS)[number][0]) => median(runs.map((run) => run.metrics[name]));
  const row = [
    label,
    ...CATEGORIES.map((category) => String(score(category))),
    `${(metric("LCP") / 1000).toFixed(2)} s`,
    `${metric("TBT").toFixed(0)} ms`,
    metric("CLS").toFixed(3),
    `${(metric("FCP") / 1000).toFixed(2)} s`,
    `${(metric("SI") / 1000).toFixed(2)} s`,
    // Lighthouse's measure of the CPU during these runs: this VM's speed varies from run to run.
    median(runs.map((run) => run.benchmarkIndex)).toFixed(0),
    `${median(runs.map((run) => run.scriptsBeforeLcp.done))}/${median(runs.map((run) => run.scriptsBeforeLcp.total))}`,
  ];
  return { runs, score, metric, row };
}

const REFERENCE_LABEL = "bare Next.js page (reference)";

/**
 * The floor this machine puts under every Next.js page: a bare page (scripts/lib/server.ts, BARE_APP_FILES) with
 * the same Lighthouse and Chromium, its runs interleaved with the site's so both see the same machine. The judged
 * floors are relative to it: absolute figures move with the machine.
 */
async function startReference(): Promise<RunningServer> {
  await buildBareApp();
  return startBareServer();
}

const WITHOUT_DEFERRAL = " (no deferral)";

interface Servers {
  site: RunningServer;
  /** The same build without the postbuild step, when the comparison runs. */
  undeferred: RunningServer | undefined;
  bare: RunningServer;
}

/** The audited routes on the site's server, the same on the undeferred build, then the bare page. */
function lighthouseTargets({ site, undeferred, bare }: Servers): [label: string, url: string][] {
  const targets: [string, string][] = LIGHTHOUSE_ROUTES.map((route) => [route, `${site.url}${route}`]);
  if (undeferred)
    targets.push(
      ...LIGHTHOUSE_ROUTES.map((route): [string, string] => [
        `${route}${WITHOUT_DEFERRAL}`,
        `${undeferred.url}${route}`,
      ]),
    );
  targets.push([REFERENCE_LABEL, `${bare.url}/`]);
  return targets;
}

/** Every target's runs, round by round (all targets, then again), so a slow spell of the VM hits all of them alike. */
async function measureAll(
  targets: [string, string][],
  runs: number,
  throttling: Throttling,
  categories: readonly (typeof CATEGORIES)[number][],
): Promise<Map<string, RouteMeasure>> {
  const runsOf = new Map<string, LighthouseRun[]>(targets.map(([label]) => [label, []]));
  for (let run = 1; run <= runs; run += 1)
    for (const [label, url] of targets)
      runsOf.get(label)!.push(await runOnce(label, url, run, throttling, categories));
  return new Map(targets.map(([label]) => [label, summarize(label, runsOf.get(label)!)]));
}

const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`;

/** (c) The judged audit: observed metrics (devtools throttling) against the bare page of the same run. */
async function observedReport(servers: Servers) {
  heading(
    `(c) Lighthouse 12, mobile, devtools throttling (observed), median of ${LIGHTHOUSE_RUNS} runs, against a bare Next.js page (Chromium ${CHROME_PATH})`,
  );
  const targets = lighthouseTargets(servers);
  const measures = await measureAll(targets, LIGHTHOUSE_RUNS, "devtools", ["performance"]);
  const bare = measures.get(REFERENCE_LABEL)!;
  const ratio = (measure: RouteMeasure, name: "LCP" | "TBT") =>
    bare.metric(name) > 0 ? measure.metric(name) / bare.metric(name) : Number.POSITIVE_INFINITY;

  const rows = targets.map(([label]) => {
    const measure = measures.get(label)!;
    const row = [
      label,
      String(measure.score("performance")),
      seconds(measure.metric("LCP")),
      `${measure.metric("TBT").toFixed(0)} ms`,
      measure.metric("CLS").toFixed(3),
      seconds(measure.metric("FCP")),
      seconds(measure.metric("SI")),
      median(measure.runs.map((run) => run.benchmarkIndex)).toFixed(0),
    ];
    if (label !== REFERENCE_LABEL)
      row.push(ratio(measure, "LCP").toFixed(2), ratio(measure, "TBT").toFixed(2));
    return row;
  });
  console.log(
    "\n" +
      formatTable(["route", "perf", "LCP", "TBT", "CLS", "FCP", "SI", "cpu", "LCP/bare", "TBT/bare"], rows, [
        "left",
        ...Array<"right">(9).fill("right"),
      ]),
  );
  console.log(
    "(cpu: median benchmarkIndex of the runs, Lighthouse's measure of this machine; higher is faster)",
  );

  const verdicts: string[] = [];
  let failures = 0;
  for (const route of LIGHTHOUSE_ROUTES) {
    const measure = measures.get(route)!;
    const checks: [string, boolean][] = [
      [
        `performance ${measure.score("performance")} >= ${FLOORS.performance}`,
        measure.score("performance") >= FLOORS.performance,
      ],
      [
        `TBT ${measure.metric("TBT").toFixed(0)} ms <= the bare page's ${bare.metric("TBT").toFixed(0)} ms`,
        measure.metric("TBT") <= bare.metric("TBT") * FLOORS.tbtToBare,
      ],
      [
        `LCP ${seconds(measure.metric("LCP"))} <= ${FLOORS.lcpToBare} x the bare page's ${seconds(bare.metric("LCP"))} (ratio ${ratio(measure, "LCP").toFixed(2)})`,
        measure.metric("LCP") <= bare.metric("LCP") * FLOORS.lcpToBare,
      ],
      [`CLS ${measure.metric("CLS").toFixed(3)} = 0`, measure.metric("CLS") < 0.0005],
    ];
    for (const [label, ok] of checks) {
      if (!ok) failures += 1;
      verdicts.push(`${ok ? "PASS" : "FAIL"}  ${route}  ${label}`);
    }
  }
  console.log(`\n${verdicts.join("\n")}`);

  if (servers.undeferred) {
    const comparison = LIGHTHOUSE_ROUTES.map((route) => {
      const withIt = measures.get(route)!;
      const without = measures.get(`${route}${WITHOUT_DEFERRAL}`)!;
      return [
        route,
        `${withIt.score("performance")} / ${without.score("performance")}`,
        `${seconds(withIt.metric("LCP"))} / ${seconds(without.metric("LCP"))}`,
        `${ratio(withIt, "LCP").toFixed(2)} / ${ratio(without, "LCP").toFixed(2)}`,
        `${withIt.metric("TBT").toFixed(0)} / ${without.metric("TBT").toFixed(0)} ms`,
        `${ratio(withIt, "TBT").toFixed(2)} / ${ratio(without, "TBT").toFixed(2)}`,
      ];
    });
    console.log(
      "\nWith / without the postbuild deferral (scripts/optimize-build.ts), same run, observed medians:\n" +
        formatTable(["route", "perf", "LCP", "LCP/bare", "TBT", "TBT/bare"], comparison, [
          "left",
          "right",
          "right",
          "right",
          "right",
          "right",
        ]),
    );
  }
  summary.push(
    (failures === 0
      ? "observed Lighthouse: every floor met"
      : `observed Lighthouse: ${failures} floor(s) missed`) +
      ` (bare page: performance ${bare.score("performance")}, LCP ${seconds(bare.metric("LCP"))}, TBT ${bare.metric("TBT").toFixed(0)} ms)`,
  );
}

/** (d) Lighthouse's simulated throttling, printed beside (c) and never judged: it models a phone from a fast load. */
async function simulatedReport(servers: Servers) {
  heading(
    `(d) Printed, not judged: Lighthouse 12, mobile, simulated throttling, median of ${SIMULATED_RUNS} runs, all categories`,
  );
  const targets = lighthouseTargets({ ...servers, undeferred: undefined });
  const measures = await measureAll(targets, SIMULATED_RUNS, "simulate", CATEGORIES);
  console.log(
    "\n" +
      formatTable(
        ["route", "perf", "a11y", "best-pr.", "seo", "LCP", "TBT", "CLS", "FCP", "SI", "cpu", "js<paint"],
        targets.map(([label]) => measures.get(label)!.row),
        ["left", ...Array<"right">(11).fill("right")],
      ),
  );
  console.log(
    "(js<paint: median number of scripts whose download ended before the LCP frame was shown in the real load, of\n" +
      "all its scripts: simulated throttling puts them on the LCP's critical path)",
  );
  const lost: string[] = [];
  for (const route of LIGHTHOUSE_ROUTES) {
    const indexable = !(noindexRoutes as readonly string[]).includes(route);
    for (const audit of new Set(measures.get(route)!.runs.flatMap((run) => run.failing))) {
      if (!indexable && audit.startsWith("seo: is-crawlable")) continue;
      lost.push(`${route}  lost points: ${audit}`);
    }
  }
  if (lost.length > 0) console.log(`\n${lost.join("\n")}`);
}

// ---------------------------------------------------------------------------------------------------------
// (e) Prerendering

/** "/(site)/services/[slug]/page" -> "/services/[slug]"; route handlers and metadata routes are left out. */
function appPageRoute(entry: string): string | undefined {
  if (!entry.endsWith("/page")) return undefined;
  const route = entry
    .slice(0, -"/page".length)
    .split("/")
    .filter(
      (segment) => segment && !(segment.startsWith("(") && segment.endsWith(")")) && !segment.startsWith("@"),
    )
    .join("/");
  return `/${route}`;
}

function prerenderReport(buildOutput: string | undefined) {
  heading("(e) Routes that are not prerendered");
  const dist = path.join(projectRoot, AUDIT_DIST_DIR);
  const prerender = JSON.parse(readFileSync(path.join(dist, "prerender-manifest.json"), "utf8")) as {
    routes: Record<string, unknown>;
    dynamicRoutes: Record<string, unknown>;
  };
  const appPaths = JSON.parse(
    readFileSync(path.join(dist, "server", "app-paths-manifest.json"), "utf8"),
  ) as Record<string, string>;
  const prerendered = new Set(Object.keys(prerender.routes));
  const pages = [
    ...new Set(
      Object.keys(appPaths)
        .map(appPageRoute)
        .filter((route): route is string => Boolean(route)),
    ),
  ].sort();

  const notPrerendered: string[] = [];
  for (const page of pages) {
    if (page === "/_not-found") continue;
    if (page.includes("[")) {
      // A dynamic segment: each path of allRoutes under it must be prerendered by generateStaticParams.
      const pattern = new RegExp(`^${page.replace(/\[[^\]]+\]/g, "[^/]+")}$`);
      const missing = allRoutes.filter((route) => pattern.test(route) && !prerendered.has(route));
      if (missing.length > 0) notPrerendered.push(...missing.map((route) => `${route} (under ${page})`));
    } else if (!prerendered.has(page)) {
      notPrerendered.push(page);
    }
  }
  const missingRoutes = allRoutes.filter(
    (route) => !pages.some((page) => new RegExp(`^${page.replace(/\[[^\]]+\]/g, "[^/]+")}$`).test(route)),
  );

  const byDesign: Record<string, string> = {
    "/blog": "dynamic by design: its search and category filters live in the URL (searchParams)",
  };
  if (notPrerendered.length === 0) console.log("Every app page is prerendered.");
  for (const route of notPrerendered)
    console.log(`${route}: not prerendered${byDesign[route] ? ` (${byDesign[route]})` : ""}`);
  for (const route of missingRoutes) console.log(`${route}: in allRoutes but no app page matches it`);

  if (buildOutput) {
    const dynamicLines = buildOutput.split("\n").filter((line) => /[├└┌]\s+ƒ\s/.test(line));
    if (dynamicLines.length > 0)
      console.log(`\nBuild route table, dynamic (ƒ) entries:\n${dynamicLines.join("\n")}`);
  }
  const unexpected = notPrerendered.filter((route) => !byDesign[route]);
  summary.push(
    unexpected.length === 0
      ? `prerendering: every marketing route static${notPrerendered.length ? ` (except ${notPrerendered.join(", ")} by design)` : ""}`
      : `prerendering: ${unexpected.length} route(s) not prerendered without a stated reason (${unexpected.join(", ")})`,
  );
}

// ---------------------------------------------------------------------------------------------------------

async function main() {
  const compare = !hasFlag("--no-deferral-comparison");
  const buildOutput = hasFlag("--no-build") ? undefined : await buildSite({ keepUndeferred: compare });
  const site = await startNextServer();
  console.log(`\nnext start (production, ${AUDIT_DIST_DIR}) on ${site.url}`);
  const started: RunningServer[] = [site];
  try {
    await firstLoadJavaScript(site);
    await documentWeight(site);
    if (hasFlag("--no-lighthouse")) summary.push("Lighthouse: skipped (--no-lighthouse)");
    else if (!existsSync(CHROME_PATH)) {
      heading("(c) Lighthouse");
      console.log(`SKIPPED: no Chromium at ${CHROME_PATH} (set CHROMIUM_PATH)`);
      summary.push("Lighthouse: skipped (no Chromium)");
    } else {
      const undeferred = compare ? await startNextServer({}, NO_DEFER_DIST_DIR) : undefined;
      if (undeferred) started.push(undeferred);
      const bare = await startReference();
      started.push(bare);
      const servers = { site, undeferred, bare };
      await observedReport(servers);
      if (!hasFlag("--no-simulated")) await simulatedReport(servers);
    }
    prerenderReport(buildOutput);
  } finally {
    for (const server of started) await server.stop();
  }
  console.log(`\nSummary: ${summary.join("; ")}.`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
