import { spawn, type ChildProcess } from "node:child_process";
import { openSync, readFileSync } from "node:fs";
import path from "node:path";

export function startTsx(root: string, file: string, env: NodeJS.ProcessEnv, logFile: string): ChildProcess {
  return startProcess(
    [path.join(root, "node_modules", "tsx", "dist", "cli.mjs"), path.join(root, file)],
    env,
    logFile,
  );
}

export async function control(
  webhookBase: string,
  mode: string,
  extra: Record<string, number> = {},
): Promise<void> {
  const response = await fetch(`${webhookBase}/__mode`, {
    method: "POST",
    body: JSON.stringify({ mode, ...extra }),
  });
  if (!response.ok) throw new Error(`webhook mode ${mode}: ${response.status}`);
}

export function startProcess(args: string[], env: NodeJS.ProcessEnv, logFile: string): ChildProcess {
  const log = openSync(logFile, "a");
  return spawn(process.execPath, args, { env, stdio: ["ignore", log, log] });
}

export function stop(child: ChildProcess | undefined): Promise<void> {
  if (!child || child.exitCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    child.once("exit", () => resolve());
    child.kill("SIGTERM");
    setTimeout(() => child.kill("SIGKILL"), 5000).unref();
  });
}

export function leadsWithTimedOutAttempts(logFile: string): Set<string> {
  const ids = new Set<string>();
  for (const line of readFileSync(logFile, "utf8").split("\n")) {
    if (!line.startsWith("{") || !line.includes("timed out")) continue;
    try {
      const event = JSON.parse(line) as { leadId?: string };
      if (event.leadId) ids.add(event.leadId);
    } catch {
      // not one of our log lines
    }
  }
  return ids;
}
