/**
 * `npm run audit`: the speed report, on a production build served as `npm start` serves it (server.ts).
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
import { existsSync } from "node:fs";

import { observedReport, simulatedReport, startReference } from "./lib/audit-lighthouse";
import { prerenderReport } from "./lib/audit-prerender";
import { documentWeight, firstLoadJavaScript } from "./lib/audit-weights";
import { CHROME_PATH } from "./lib/lighthouse-run";
import { AUDIT_DIST_DIR, hasFlag, intOption, KEY_ROUTES, NO_DEFER_DIST_DIR } from "./lib/project";
import { buildSite, startNextServer, type RunningServer } from "./lib/server";
import { heading } from "./lib/table";

/** The key routes, or those of `--routes /,/contact` (a shorter run while debugging the audit itself). */
function lighthouseRoutes(): string[] {
  const args = process.argv.slice(2);
  const at = args.indexOf("--routes");
  if (at === -1) return [...KEY_ROUTES];
  const routes = (args[at + 1] ?? "").split(",").filter((route) => route.startsWith("/"));
  if (routes.length === 0) {
    console.error("--routes needs a comma-separated list of paths, e.g. --routes /,/contact");
    process.exit(2);
  }
  return routes;
}

async function main() {
  const summary: string[] = [];
  const options = {
    routes: lighthouseRoutes(),
    // Observed metrics swing from run to run on a shared machine: a median of 5 (`--runs N` for more).
    runs: intOption("--runs", 5),
    simulatedRuns: intOption("--simulated-runs", 3),
  };
  const compare = !hasFlag("--no-deferral-comparison");
  const buildOutput = hasFlag("--no-build") ? undefined : await buildSite({ keepUndeferred: compare });
  const site = await startNextServer();
  console.log(`\nproduction server (server.ts, ${AUDIT_DIST_DIR}) on ${site.url}`);
  const started: RunningServer[] = [site];
  try {
    summary.push(await firstLoadJavaScript(site));
    summary.push(await documentWeight(site));
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
      summary.push(await observedReport(servers, options));
      if (!hasFlag("--no-simulated")) await simulatedReport(servers, options);
    }
    summary.push(prerenderReport(buildOutput));
  } finally {
    for (const server of started) await server.stop();
  }
  console.log(`\nSummary: ${summary.join("; ")}.`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
