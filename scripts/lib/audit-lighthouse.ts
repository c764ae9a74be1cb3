import { noindexRoutes } from "@/lib/seo/routes";

import { CATEGORIES, CHROME_PATH, measureAll, type RouteMeasure } from "./lighthouse-run";
import { buildBareApp, startBareServer, type RunningServer } from "./server";
import { formatTable, heading, median } from "./table";

export interface LighthouseOptions {
  routes: readonly string[];
  runs: number;
  simulatedRuns: number;
}

/** The judged floors, relative to the bare page measured in the same run. */
const FLOORS = { performance: 95, lcpToBare: 1.25, tbtToBare: 1 } as const;

const REFERENCE_LABEL = "bare Next.js page (reference)";

/** Floors are relative to a bare page run alongside the site: absolute figures move with the machine. */
export async function startReference(): Promise<RunningServer> {
  await buildBareApp();
  return startBareServer();
}

export interface Servers {
  site: RunningServer;
  baselines: { name: string; server: RunningServer }[];
  bare: RunningServer;
}

const labelOf = (route: string, build?: string) => (build ? `${route} (${build})` : route);

export function lighthouseTargets(
  routes: readonly string[],
  { site, baselines, bare }: Servers,
): [label: string, url: string][] {
  const targets: [string, string][] = routes.map((route) => [route, `${site.url}${route}`]);
  for (const { name, server } of baselines)
    targets.push(...routes.map((route): [string, string] => [labelOf(route, name), `${server.url}${route}`]));
  targets.push([REFERENCE_LABEL, `${bare.url}/`]);
  return targets;
}

const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`;

export async function observedReport(servers: Servers, options: LighthouseOptions): Promise<string> {
  heading(
    `(e) Lighthouse 12, mobile, devtools throttling (observed), median of ${options.runs} runs, against a bare Next.js page (Chromium ${CHROME_PATH})`,
  );
  const targets = lighthouseTargets(options.routes, servers);
  const measures = await measureAll(targets, options.runs, "devtools", ["performance"]);
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
  for (const route of options.routes) {
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

  if (servers.baselines.length > 0) {
    // Half the run-to-run spread (slowest minus fastest run) says which differences are more than noise.
    const spread = (measure: RouteMeasure, name: "LCP" | "TBT") => {
      const values = measure.runs.map((run) => run.metrics[name]);
      return (Math.max(...values) - Math.min(...values)) / 2;
    };
    const builds = ["this build", ...servers.baselines.map(({ name }) => name)];
    const rows = options.routes.flatMap((route) =>
      builds.map((build, index) => {
        const measure = measures.get(labelOf(route, index === 0 ? undefined : build))!;
        return [
          index === 0 ? route : "",
          build,
          `${seconds(measure.metric("LCP"))} ±${(spread(measure, "LCP") / 1000).toFixed(2)}`,
          `${measure.metric("TBT").toFixed(0)} ±${spread(measure, "TBT").toFixed(0)} ms`,
          measure.metric("CLS").toFixed(3),
          ratio(measure, "LCP").toFixed(2),
          `${(measure.metric("TBT") - bare.metric("TBT")).toFixed(0)} ms`,
        ];
      }),
    );
    console.log(
      "\nSide by side, same rounds: observed medians ± half the spread of the runs\n" +
        formatTable(["route", "build", "LCP", "TBT", "CLS", "LCP/bare", "TBT-bare"], rows, [
          "left",
          "left",
          "right",
          "right",
          "right",
          "right",
          "right",
        ]),
    );
  }
  return (
    (failures === 0
      ? "observed Lighthouse: every floor met"
      : `observed Lighthouse: ${failures} floor(s) missed`) +
    ` (bare page: performance ${bare.score("performance")}, LCP ${seconds(bare.metric("LCP"))}, TBT ${bare.metric("TBT").toFixed(0)} ms)`
  );
}

/** (f) Lighthouse's simulated throttling, printed beside (c) and never judged: it models a phone from a fast load. */
export async function simulatedReport(servers: Servers, options: LighthouseOptions): Promise<void> {
  heading(
    `(f) Printed, not judged: Lighthouse 12, mobile, simulated throttling, median of ${options.simulatedRuns} runs, all categories`,
  );
  const targets = lighthouseTargets(options.routes, { ...servers, baselines: [] });
  const measures = await measureAll(targets, options.simulatedRuns, "simulate", CATEGORIES);
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
  for (const route of options.routes) {
    const indexable = !(noindexRoutes as readonly string[]).includes(route);
    for (const audit of new Set(measures.get(route)!.runs.flatMap((run) => run.failing))) {
      if (!indexable && audit.startsWith("seo: is-crawlable")) continue;
      lost.push(`${route}  lost points: ${audit}`);
    }
  }
  if (lost.length > 0) console.log(`\n${lost.join("\n")}`);
}
