import { chmodSync, closeSync, existsSync, openSync } from "node:fs";
import path from "node:path";

import { APP_SECRET_FILE } from "@/lib/booking/app-secret";

import { parseArgs } from "./args";
import { UsageError, type LeadsCommand } from "./command";

const BACKUP_FILE_MODE = 0o600;

export async function backupSqlite(source: string, target: string): Promise<number> {
  if (existsSync(target)) throw new UsageError(`${target} already exists: choose a new file name`);
  if (!existsSync(source)) throw new UsageError(`no SQLite store at ${source}`);
  const { default: Database } = await import("better-sqlite3");
  const database = new Database(source, { fileMustExist: true });
  try {
    // The copy holds what the store holds: created 0600 like the store, whatever the umask.
    closeSync(openSync(target, "wx", BACKUP_FILE_MODE));
    chmodSync(target, BACKUP_FILE_MODE);
    const { totalPages } = await database.backup(target);
    return totalPages;
  } finally {
    database.close();
  }
}

export const backupCommand: LeadsCommand = {
  name: "backup",
  summary: "a consistent copy of the SQLite store while the site runs",
  help: `Usage: npm run leads -- backup FILE

Writes a consistent copy of the SQLite store (LEADS_SQLITE_PATH) to FILE, a new file, while the site keeps running
(SQLite's online backup). With DATABASE_URL the leads are in PostgreSQL: use pg_dump (docs/operations.md#backups).`,
  async run(args, { env, io }) {
    const { positionals } = parseArgs(args, {}, 1);
    const target = positionals[0];
    if (!target) throw new UsageError("needs a file name");
    if (env.DATABASE_URL) {
      io.err(
        "The leads are in PostgreSQL (DATABASE_URL): back them up with pg_dump, see docs/operations.md#backups.",
      );
      return 1;
    }
    const source = env.LEADS_SQLITE_PATH;
    const pages = await backupSqlite(source, target);
    io.out(`Backed up ${source} (${pages} pages) to ${target}.`);
    const secret = path.join(path.dirname(path.resolve(source)), APP_SECRET_FILE);
    if (!env.APP_SECRET && existsSync(secret))
      io.err(`Keep ${secret} with it: it signs the booking links (docs/operations.md#backups).`);
    return 0;
  },
};
