// `npm run audit`: its flags and parts (a) to (g) are in docs/performance.md; only loopback is contacted.
import { existsSync } from "node:fs";
import path from "node:path";

import { hydrationCheck, launchBrowser, textStrikes } from "./lib/audit-browser";
import { lighthouseTargets, observedReport, simulatedReport, startReference } from "./lib/audit-lighthouse";
import { prerenderReport } from "./lib/audit-prerender";
import { documentWeight, firstLoadJavaScript } from "./lib/audit-weights";
import { CHROME_PATH } from "./lib/lighthouse-run";
import { hasFlag, intOption, KEY_ROUTES } from "./lib/project";
import { buildSite, startNextServer, type RunningServer } from "./lib/server";
import { heading } from "./lib/table";

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

function baselineDirs(): string[] {
  const args = process.argv.slice(2);
  const dirs = args.flatMap((arg, index) =>
    arg === "--baseline" ? [path.resolve(args[index + 1] ?? "")] : [],
  );
  for (const dir of dirs) {
    if (existsSync(path.join(dir, ".next", "BUILD_ID"))) continue;
    console.error(`--baseline needs a checkout of the site built there with npm run build (no ${dir}/.next)`);
    process.exit(2);
  }
  return dirs;
}

async function main() {
  const summary: string[] = [];
  const failed = (line: string) =>
    !/within budget|every floor met|skipped|every marketing route static/.test(line);
  const options = {
    routes: lighthouseRoutes(),
    // Few runs: the CPU is shared; the table prints each route's spread.
    runs: intOption("--runs", 3),
    simulatedRuns: intOption("--simulated-runs", 3),
  };
  const baselineCheckouts = baselineDirs();
  const buildOutput = hasFlag("--no-build") ? undefined : await buildSite();
  const site = await startNextServer();
  console.log(`\nproduction server (npm start, .next-audit) on ${site.url}`);
  const started: RunningServer[] = [site];
  const browser = await launchBrowser();
  let refused = false;
  try {
    summary.push(await firstLoadJavaScript(site));
    summary.push(await documentWeight(site));
    if (hasFlag("--no-lighthouse")) summary.push("Lighthouse: skipped (--no-lighthouse)");
    else if (!existsSync(CHROME_PATH)) {
      heading("(e) Lighthouse");
      console.log(`SKIPPED: no Chromium at ${CHROME_PATH} (set CHROMIUM_PATH)`);
      summary.push("Lighthouse: skipped (no Chromium)");
    } else {
      const baselines = [];
      for (const dir of baselineCheckouts) {
        const server = await startNextServer(dir);
        started.push(server);
        baselines.push({ name: path.basename(dir), server });
      }
      const bare = await startReference();
      started.push(bare);
      const servers = { site, baselines, bare };
      const problems = await hydrationCheck(browser, lighthouseTargets(options.routes, servers));
      if (problems.length > 0) {
        refused = true;
        console.error(`\nREFUSED: ${problems.length} page(s) did not run; no speed figure is reported.`);
        return;
      }
      summary.push(await textStrikes(browser, site));
      summary.push(await observedReport(servers, options));
      if (hasFlag("--simulated")) await simulatedReport(servers, options);
    }
    summary.push(prerenderReport(buildOutput));
  } finally {
    await browser.close();
    for (const server of started) await server.stop();
  }
  if (refused) process.exit(2);
  console.log(`\nSummary: ${summary.join("; ")}.`);
  if (summary.some(failed)) process.exit(1);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
