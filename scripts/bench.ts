// npm run bench [-- --no-build]: Next's req/s against the same bytes from a bare node:http server.
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";

import autocannon, { type Result } from "autocannon";

import { hasFlag, projectRoot } from "./lib/project";
import { buildSite, freePort, startNextServer, startServerProcess, type RunningServer } from "./lib/server";
import { formatTable, heading } from "./lib/table";

const ROUTES = ["/", "/blog/google-ads-roi-guide", "/services/google-ads"] as const;
const CONNECTIONS = 50;
const DURATION_S = 10;
const ROUNDS = 2;
const WARMUP_REQUESTS = 200;

interface Measurement {
  reqPerSec: number;
  p99: number;
  non2xx: number;
  errors: number;
}

async function fetchPages(server: RunningServer) {
  const pages: Record<string, { contentType: string; base64: string }> = {};
  for (const route of ROUTES) {
    // Like autocannon, ask for an uncompressed body: these are the bytes Next sends to the benchmark.
    const response = await fetch(`${server.url}${route}`, { headers: { "accept-encoding": "identity" } });
    if (response.status !== 200) throw new Error(`${route} answered ${response.status}`);
    const body = Buffer.from(await response.arrayBuffer());
    pages[route] = {
      contentType: response.headers.get("content-type") ?? "text/html; charset=utf-8",
      base64: body.toString("base64"),
    };
    console.log(`${route}: ${body.length} bytes, ${pages[route]!.contentType}`);
  }
  return pages;
}

async function run(url: string, options: { duration?: number; amount?: number }): Promise<Result> {
  return autocannon({ url, connections: CONNECTIONS, timeout: 10, ...options });
}

function measurement(result: Result): Measurement {
  return {
    reqPerSec: result.requests.average,
    p99: result.latency.p99,
    non2xx: result.non2xx,
    errors: result.errors + result.timeouts,
  };
}

async function main() {
  if (!hasFlag("--no-build")) await buildSite();

  const next = await startNextServer();
  let bare: RunningServer | undefined;
  const workDir = mkdtempSync(path.join(tmpdir(), "bench-"));
  try {
    heading(`Pages served by the production server (${next.url})`);
    const pages = await fetchPages(next);
    const pagesFile = path.join(workDir, "pages.json");
    writeFileSync(pagesFile, JSON.stringify(pages));
    const barePort = await freePort();
    bare = await startServerProcess({
      args: [path.join(projectRoot, "scripts", "lib", "bare-server.mjs"), pagesFile, String(barePort)],
      port: barePort,
      readyPath: ROUTES[0],
    });
    console.log(`bare node:http server: ${bare.url}`);

    // Warm both servers up (JIT, Next's caches) before anything is measured.
    for (const route of ROUTES) {
      await run(`${next.url}${route}`, { amount: WARMUP_REQUESTS });
      await run(`${bare.url}${route}`, { amount: WARMUP_REQUESTS });
    }

    heading(
      `autocannon: ${CONNECTIONS} connections, ${DURATION_S} s per run, ${ROUNDS} rounds (Next, bare, Next, bare)`,
    );
    const rows: string[][] = [];
    const problems: string[] = [];
    for (let round = 1; round <= ROUNDS; round += 1) {
      for (const route of ROUTES) {
        const nextResult = measurement(await run(`${next.url}${route}`, { duration: DURATION_S }));
        const bareResult = measurement(await run(`${bare.url}${route}`, { duration: DURATION_S }));
        for (const [name, result] of [
          ["next", nextResult],
          ["bare", bareResult],
        ] as const) {
          if (result.non2xx > 0 || result.errors > 0) {
            problems.push(
              `round ${round} ${route} ${name}: ${result.non2xx} non-2xx, ${result.errors} errors/timeouts`,
            );
          }
        }
        const row = [
          route,
          String(round),
          nextResult.reqPerSec.toFixed(0),
          `${nextResult.p99.toFixed(0)} ms`,
          bareResult.reqPerSec.toFixed(0),
          `${bareResult.p99.toFixed(0)} ms`,
          (nextResult.reqPerSec / bareResult.reqPerSec).toFixed(3),
        ];
        rows.push(row);
        console.log(row.join("  "));
      }
    }

    heading("Throughput: the production server vs. the same bytes from a bare node:http server");
    console.log(
      formatTable(["route", "round", "next req/s", "next p99", "bare req/s", "bare p99", "next/bare"], rows, [
        "left",
        ...Array<"right">(6).fill("right"),
      ]),
    );
    if (problems.length > 0) {
      console.log("\nResponses that were not 2xx, or errors:");
      for (const problem of problems) console.log(`  ${problem}`);
    }
    const ratios = rows.map((row) => Number(row[6]));
    console.log(
      `\nSummary: next/bare req/s ratio from ${Math.min(...ratios).toFixed(3)} to ${Math.max(...ratios).toFixed(3)}.`,
    );
  } finally {
    await bare?.stop();
    await next.stop();
    rmSync(workDir, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
