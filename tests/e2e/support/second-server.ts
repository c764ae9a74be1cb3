/** A second `npm start` on the suite's own build, with settings of its own (tags, ad platforms): what deploys run. */
import { spawn } from "node:child_process";
import path from "node:path";

import { freePort } from "../../support/free-port";

export interface SecondServer {
  url: string;
  stop(): void;
}

async function waitForServer(url: string, deadline: number): Promise<void> {
  while (Date.now() < deadline) {
    const up = await fetch(url).then(
      (response) => response.ok,
      () => false,
    );
    if (up) return;
    await new Promise((resolve) => setTimeout(resolve, 500)); // polling a process start, not a page state
  }
  throw new Error(`${url} did not start`);
}

/** Starts `dist/server.js` with its store in `dir`, the suite's generous limits, and `settings` on top. */
export async function startSecondServer(
  dir: string,
  settings: Record<string, string>,
): Promise<SecondServer> {
  const port = await freePort();
  const url = `http://localhost:${port}`;
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    NODE_ENV: "production",
    NEXT_TELEMETRY_DISABLED: "1",
    LEADS_SQLITE_PATH: path.join(dir, "leads.db"),
    LEAD_MIN_FILL_MS: "0",
    LEAD_RATE_LIMIT_PER_MINUTE: "10000",
    LEAD_RATE_LIMIT_PER_DAY: "100000",
    LEAD_RETRY_POLL_MS: "3600000",
    ...settings,
  };
  const server = spawn("node", ["dist/server.js", "-p", String(port)], {
    env,
    stdio: "ignore",
    detached: true,
  });
  const stop = () => {
    if (server.pid) process.kill(-server.pid, "SIGTERM");
  };
  try {
    await waitForServer(`${url}/api/health`, Date.now() + 120_000);
  } catch (error) {
    stop();
    throw error;
  }
  return { url, stop };
}
