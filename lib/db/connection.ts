import "server-only";

import { chmodSync, closeSync, existsSync, mkdirSync, openSync } from "node:fs";
import path from "node:path";

import { Kysely, PostgresDialect, SqliteDialect } from "kysely";

import type { LeadDatabase } from "./schema";

export type DatabaseConfig =
  { kind: "sqlite"; path: string } | { kind: "postgres"; url: string; maxConnections?: number };
export type StoreKind = DatabaseConfig["kind"];

const PG_INT8_OID = 20;

// A dead database must fail a submission in seconds (the lead then goes to the webhook); pg waits forever.
export const PG_CONNECT_TIMEOUT_MS = 5_000;
// Enforced by the server, which rolls back: an insert that timed out cannot commit later.
export const PG_STATEMENT_TIMEOUT_MS = 8_000;
// Client-side and a little longer, for a connection that stops answering altogether.
export const PG_QUERY_TIMEOUT_MS = 10_000;

// The store holds names, emails, phones and consent IPs: only the server's own user may read it.
const PRIVATE_FOLDER_MODE = 0o700;
const PRIVATE_FILE_MODE = 0o600;

// SQLite gives the WAL and shared-memory files the database file's mode; older ones are fixed here too.
export function makeStoreFilesPrivate(file: string): void {
  if (file === ":memory:") return;
  // Only folders it creates get 0700: an existing one (a bind mount, a shared parent) keeps the operator's modes.
  mkdirSync(path.dirname(path.resolve(file)), { recursive: true, mode: PRIVATE_FOLDER_MODE });
  closeSync(openSync(file, "a", PRIVATE_FILE_MODE));
  // The store's path is configuration read at run time: nothing for the build to trace.
  for (const companion of [file, `${file}-wal`, `${file}-shm`]) {
    if (existsSync(/* turbopackIgnore: true */ companion)) chmodSync(companion, PRIVATE_FILE_MODE);
  }
}

async function sqliteDialect(file: string): Promise<SqliteDialect> {
  // Loaded lazily so a PostgreSQL deployment never loads the native SQLite module.
  const { default: Database } = await import("better-sqlite3");
  return new SqliteDialect({
    database: async () => {
      makeStoreFilesPrivate(file);
      const database = new Database(file);
      database.pragma("journal_mode = WAL");
      // Deleted rows (a privacy request, a purge) are overwritten with zeros, not left readable in free space.
      database.pragma("secure_delete = ON");
      // Survives process crashes; FULL would fsync every commit, blocking the event loop ~10 ms per visitor.
      database.pragma("synchronous = NORMAL");
      // The ops command may write while the server does; wait for the lock instead of failing.
      database.pragma("busy_timeout = 5000");
      return database;
    },
  });
}

async function postgresDialect(
  url: string,
  maxConnections: number,
  onConnectionError: (error: unknown) => void,
): Promise<PostgresDialect> {
  const { default: pg } = await import("pg");
  const pool = new pg.Pool({
    connectionString: url,
    max: maxConnections,
    connectionTimeoutMillis: PG_CONNECT_TIMEOUT_MS,
    statement_timeout: PG_STATEMENT_TIMEOUT_MS,
    query_timeout: PG_QUERY_TIMEOUT_MS,
    // Times are bigint milliseconds; read them as numbers for this pool only (no global type parser change).
    types: {
      getTypeParser: ((oid: number, format?: "text" | "binary") =>
        oid === PG_INT8_OID && format !== "binary"
          ? Number
          : pg.types.getTypeParser(oid, format)) as typeof pg.types.getTypeParser,
    },
  });
  // A dropped idle connection is reported here; without a listener Node would crash the whole server.
  pool.on("error", onConnectionError);
  return new PostgresDialect({ pool });
}

export async function openDatabase(
  config: DatabaseConfig,
  onConnectionError: (error: unknown) => void,
): Promise<Kysely<LeadDatabase>> {
  const dialect =
    config.kind === "sqlite"
      ? await sqliteDialect(config.path)
      : await postgresDialect(config.url, config.maxConnections ?? 10, onConnectionError);
  return new Kysely<LeadDatabase>({ dialect });
}
