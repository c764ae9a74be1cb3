import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";

import { median } from "./table";

export const CHROME_PATH = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";
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
export const CATEGORIES = ["performance", "accessibility", "best-practices", "seo"] as const;
export const METRICS = [
  ["LCP", "largest-contentful-paint"],
  ["TBT", "total-blocking-time"],
  ["CLS", "cumulative-layout-shift"],
  ["FCP", "first-contentful-paint"],
  ["SI", "speed-index"],
] as const;

export interface LighthouseRun {
  scores: Record<(typeof CATEGORIES)[number], number>;
  metrics: Record<(typeof METRICS)[number][0], number>;
  failing: string[];
  warnings: string[];
  /** Lighthouse's measure of this machine's CPU speed (higher is faster; a typical desktop is 1000 to 2000). */
  benchmarkIndex: number;
  /** Scripts done before the real LCP frame: simulated throttling puts those on the LCP's critical path. */
  scriptsBeforeLcp: { done: number; total: number };
}

export type Throttling = "simulate" | "devtools";

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

export interface RouteMeasure {
  runs: LighthouseRun[];
  score: (category: (typeof CATEGORIES)[number]) => number;
  metric: (name: (typeof METRICS)[number][0]) => number;
  row: string[];
}

export async function runOnce(
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

export function summarize(label: string, runs: LighthouseRun[]): RouteMeasure {
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

/** Every target's runs, round by round (all targets, then again), so a slow spell of the VM hits all of them alike. */
export async function measureAll(
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
