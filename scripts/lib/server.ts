import { spawn, type ChildProcess } from "node:child_process";
import { mkdirSync, rmSync, writeFileSync } from "node:fs";
import net from "node:net";
import path from "node:path";

import { AUDIT_DIST_DIR, nextBin, PORT_RANGE, projectRoot } from "./project";

function isPortFree(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const probe = net.createServer();
    probe.once("error", () => resolve(false));
    probe.once("listening", () => probe.close(() => resolve(true)));
    probe.listen(port, "0.0.0.0");
  });
}

const handedOut = new Set<number>();
export async function freePort(from: number = PORT_RANGE.from, to: number = PORT_RANGE.to): Promise<number> {
  for (let port = from; port <= to; port += 1) {
    if (handedOut.has(port)) continue;
    if (await isPortFree(port)) {
      handedOut.add(port);
      return port;
    }
  }
  throw new Error(`no free port between ${from} and ${to}`);
}

export async function waitForUrl(url: string, timeoutMs: number, child?: ChildProcess): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  let lastError = "";
  while (Date.now() < deadline) {
    if (child && child.exitCode !== null)
      throw new Error(`the server exited with code ${child.exitCode} before ${url} answered`);
    try {
      const response = await fetch(url, { signal: AbortSignal.timeout(5_000) });
      await response.arrayBuffer();
      if (response.status < 500) return;
      lastError = `status ${response.status}`;
    } catch (error) {
      lastError = error instanceof Error ? error.message : String(error);
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`${url} did not answer within ${timeoutMs} ms (${lastError})`);
}

function buildEnv(extra: Record<string, string> = {}): NodeJS.ProcessEnv {
  return { ...process.env, NEXT_DIST_DIR: AUDIT_DIST_DIR, NEXT_TELEMETRY_DISABLED: "1", ...extra };
}

function runCollecting(
  command: string,
  args: string[],
  env: NodeJS.ProcessEnv,
  echo: boolean,
  cwd: string = projectRoot,
): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd, env, stdio: ["ignore", "pipe", "pipe"] });
    let output = "";
    const collect = (chunk: Buffer) => {
      output += chunk.toString();
      if (echo) process.stdout.write(chunk);
    };
    child.stdout.on("data", collect);
    child.stderr.on("data", collect);
    child.on("error", reject);
    child.on("close", (code) => {
      if (code === 0) resolve(output);
      else
        reject(
          new Error(`${command} ${args.join(" ")} exited with code ${code}${echo ? "" : `\n${output}`}`),
        );
    });
  });
}

export async function buildSite(): Promise<string> {
  console.log(`\n$ NEXT_DIST_DIR=${AUDIT_DIST_DIR} npm run build`);
  return runCollecting("npm", ["run", "build"], buildEnv({ NODE_ENV: "production" }), true);
}

export interface RunningServer {
  url: string;
  port: number;
  stop: () => Promise<void>;
}

/** Kills the process group the child leads (the server and anything it spawned), then waits for it to exit. */
function stopChild(child: ChildProcess): Promise<void> {
  return new Promise((resolve) => {
    if (child.exitCode !== null || child.pid === undefined) return resolve();
    const timer = setTimeout(() => {
      try {
        process.kill(-child.pid!, "SIGKILL");
      } catch {
        // already gone
      }
    }, 5_000);
    child.once("exit", () => {
      clearTimeout(timer);
      resolve();
    });
    try {
      process.kill(-child.pid, "SIGTERM");
    } catch {
      clearTimeout(timer);
      resolve();
    }
  });
}

const running = new Set<ChildProcess>();
let exitHooked = false;
function stopAllOnExit() {
  if (exitHooked) return;
  exitHooked = true;
  const killAll = () => {
    for (const child of running) {
      try {
        if (child.pid !== undefined) process.kill(-child.pid, "SIGKILL");
      } catch {
        // already gone
      }
    }
  };
  process.once("exit", killAll);
  for (const signal of ["SIGINT", "SIGTERM"] as const) {
    process.once(signal, () => {
      killAll();
      process.exit(130);
    });
  }
}

export async function startServerProcess(options: {
  args: string[];
  port: number;
  env?: Record<string, string>;
  readyPath?: string;
  command?: string;
  cwd?: string;
}): Promise<RunningServer> {
  const child = spawn(options.command ?? process.execPath, options.args, {
    cwd: options.cwd ?? projectRoot,
    env: buildEnv(options.env),
    stdio: ["ignore", "ignore", "pipe"],
    detached: true,
  });
  running.add(child);
  stopAllOnExit();
  let stderr = "";
  child.stderr?.on("data", (chunk: Buffer) => {
    stderr = (stderr + chunk.toString()).slice(-4_000);
  });
  const url = `http://127.0.0.1:${options.port}`;
  try {
    await waitForUrl(`${url}${options.readyPath ?? "/"}`, 120_000, child);
  } catch (error) {
    await stopChild(child);
    running.delete(child);
    throw new Error(`${error instanceof Error ? error.message : String(error)}\n${stderr}`);
  }
  return {
    url,
    port: options.port,
    stop: async () => {
      await stopChild(child);
      running.delete(child);
    },
  };
}

/** A bare Next.js app (one page, no client component, no CSS): the audit's reference, built each run. */
export const BARE_APP_DIR = ".next-bare";
const BARE_APP_FILES: Record<string, string> = {
  // Its own (empty) config, or Next would find the site's next.config.ts in the folder above.
  "next.config.mjs": "export default {};\n",
  "app/layout.jsx": `export const metadata = { title: "Bare Next.js page", description: "The audit's reference page." };
export default function RootLayout({ children }) {
  return (
    <html lang="en">
      <body>{children}</body>
    </html>
  );
}
`,
  "app/page.jsx": `export default function Page() {
  return (
    <main>
      <h1>Bare Next.js page</h1>
      <p>One heading and one paragraph, no client component: the floor every page of the site starts from.</p>
    </main>
  );
}
`,
};

export async function buildBareApp(): Promise<void> {
  const root = path.join(projectRoot, BARE_APP_DIR);
  rmSync(root, { recursive: true, force: true });
  for (const [file, text] of Object.entries(BARE_APP_FILES)) {
    mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    writeFileSync(path.join(root, file), text);
  }
  console.log(`
$ next build ${BARE_APP_DIR}   (the reference: a bare Next.js page)`);
  await runCollecting(
    process.execPath,
    [nextBin, "build", BARE_APP_DIR],
    { ...process.env, NEXT_TELEMETRY_DISABLED: "1", NODE_ENV: "production" },
    false,
  );
}

export async function startBareServer(): Promise<RunningServer> {
  const port = await freePort();
  return startServerProcess({
    args: [nextBin, "start", BARE_APP_DIR, "-p", String(port), "-H", "127.0.0.1"],
    port,
    env: { NODE_ENV: "production" },
  });
}

export async function startNextServer(checkout?: string): Promise<RunningServer> {
  const port = await freePort();
  return startServerProcess({
    command: "npm",
    args: ["start", "--", "-p", String(port), "-H", "127.0.0.1"],
    port,
    cwd: checkout ?? projectRoot,
    env: { NODE_ENV: "production", NEXT_DIST_DIR: checkout ? ".next" : AUDIT_DIST_DIR },
  });
}
