/** A throwaway PostgreSQL on 127.0.0.1 (as the postgres user under root); resolves `{ skipped }` when it cannot start. */
import { execFileSync } from "node:child_process";
import { chownSync, existsSync, mkdtempSync, rmSync, statSync } from "node:fs";
import os from "node:os";
import path from "node:path";

import { freePort } from "./free-port";

export type PostgresHandle = { url: string; stop(): Promise<void> } | { skipped: string };

const PG_BIN = process.env.PG_BIN ?? "/usr/lib/postgresql/15/bin";

function osUser(name: string): { uid: number; gid: number } | undefined {
  try {
    const uid = Number(execFileSync("id", ["-u", name], { encoding: "utf8" }).trim());
    const gid = Number(execFileSync("id", ["-g", name], { encoding: "utf8" }).trim());
    return { uid, gid };
  } catch {
    return undefined;
  }
}

/** A folder the postgres user can reach: the temp folder, unless it is private to root (then /var/tmp). */
function clusterParent(): string {
  const tmp = os.tmpdir();
  const reachable = (dir: string) => existsSync(dir) && (statSync(dir).mode & 0o001) !== 0;
  return reachable(tmp) || !reachable("/var/tmp") ? tmp : "/var/tmp";
}

export async function startPostgres(): Promise<PostgresHandle> {
  const handle = await tryStartPostgres();
  // CI installs PostgreSQL (scripts/install-test-deps.sh): a suite that silently skipped it would prove nothing.
  if ("skipped" in handle && process.env.CI)
    throw new Error(`PostgreSQL is required in CI: ${handle.skipped}`);
  return handle;
}

async function tryStartPostgres(): Promise<PostgresHandle> {
  const initdb = path.join(PG_BIN, "initdb");
  const pgCtl = path.join(PG_BIN, "pg_ctl");
  if (!existsSync(initdb) || !existsSync(pgCtl)) {
    return {
      skipped: `PostgreSQL binaries not found in ${PG_BIN} (install the Debian package "postgresql" or set PG_BIN)`,
    };
  }
  const isRoot = process.getuid?.() === 0;
  const owner = isRoot ? osUser("postgres") : undefined;
  if (isRoot && !owner)
    return { skipped: 'running as root and there is no "postgres" OS user to run PostgreSQL as' };

  const dir = mkdtempSync(path.join(clusterParent(), "leads-pg-"));
  const dataDir = path.join(dir, "data");
  const logFile = path.join(dir, "server.log");
  if (owner) chownSync(dir, owner.uid, owner.gid);
  const run = (file: string, args: string[]) =>
    execFileSync(file, args, {
      stdio: "pipe",
      timeout: 60_000,
      ...(owner ? { uid: owner.uid, gid: owner.gid } : {}),
    });

  const port = await freePort();
  try {
    run(initdb, ["-D", dataDir, "-U", "postgres", "-A", "trust", "-E", "UTF8", "--locale=C", "--no-sync"]);
    const serverOptions = [
      `-p ${port}`,
      "-c listen_addresses=127.0.0.1",
      `-c unix_socket_directories=${dir}`,
      // Durability does not matter for a throwaway test cluster; speed does.
      "-c fsync=off",
      "-c synchronous_commit=off",
      "-c full_page_writes=off",
    ].join(" ");
    run(pgCtl, ["-D", dataDir, "-o", serverOptions, "-l", logFile, "-w", "-t", "60", "start"]);
  } catch (error) {
    const detail = error instanceof Error ? error.message.split("\n")[0] : String(error);
    rmSync(dir, { recursive: true, force: true });
    return { skipped: `could not start PostgreSQL: ${detail}` };
  }

  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    async stop() {
      try {
        run(pgCtl, ["-D", dataDir, "-m", "immediate", "-w", "stop"]);
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
    },
  };
}
