/**
 * `npm run leads -- backup FILE`: a consistent copy of the SQLite store while the site runs (SQLite's online
 * backup, through better-sqlite3), written private to a new file. PostgreSQL is backed up with pg_dump
 * (docs/operations.md#backups).
 */
import { existsSync } from "node:fs";
import path from "node:path";

import { APP_SECRET_FILE } from "@/lib/booking/app-secret";
import { getServerEnv } from "@/lib/env";
import type { LeadStore } from "@/lib/leads/store/types";

type Command = (store: LeadStore) => Promise<number>;

export const BACKUP_USAGE = "  npm run leads -- backup FILE        a consistent copy of the SQLite store";

export class BackupError extends Error {}

export async function backupSqlite(source: string, target: string): Promise<number> {
  if (existsSync(target)) throw new BackupError(`${target} already exists: choose a new file name.`);
  if (!existsSync(source)) throw new BackupError(`No SQLite store at ${source}.`);
  const { default: Database } = await import("better-sqlite3");
  const database = new Database(source, { fileMustExist: true });
  try {
    const { totalPages } = await database.backup(target);
    return totalPages;
  } finally {
    database.close();
  }
}

async function backup(target: string): Promise<number> {
  const env = getServerEnv();
  if (env.DATABASE_URL) {
    console.error(
      "The leads are in PostgreSQL (DATABASE_URL): back them up with pg_dump, see docs/operations.md#backups.",
    );
    return 1;
  }
  const source = env.LEADS_SQLITE_PATH;
  const pages = await backupSqlite(source, target);
  console.log(`Backed up ${source} (${pages} pages) to ${target}.`);
  const secret = path.join(path.dirname(path.resolve(source)), APP_SECRET_FILE);
  if (!env.APP_SECRET && existsSync(secret))
    console.log(`Keep ${secret} with it: it signs the booking links (docs/operations.md#backups).`);
  return 0;
}

export function backupCommand(command: string | undefined, args: string[]): Command | undefined {
  if (command !== "backup") return undefined;
  const target = args[0];
  if (!target || target.startsWith("-")) throw new BackupError(`backup needs a file name\n${BACKUP_USAGE}`);
  return () =>
    backup(target).catch((error: unknown) => {
      if (!(error instanceof BackupError)) throw error;
      console.error(error.message);
      return 1;
    });
}
