/** The stores an integration suite runs on: SQLite always, and PostgreSQL when a throwaway cluster starts. */
import { afterAll } from "vitest";

import { postgresBackend, sqliteBackend, type Backend } from "./lead-harness";
import { startPostgres } from "./postgres";

export interface SuiteBackend {
  name: Backend["name"];
  make: () => Backend;
  /** Why the PostgreSQL suite is skipped (no binaries, no OS user to run it as). */
  skip?: string;
}

/** Call at the top of a test file: the cluster is started for the file and stopped after it. */
export async function storeBackends(): Promise<SuiteBackend[]> {
  const postgres = await startPostgres();
  if ("skipped" in postgres) console.warn(`PostgreSQL suite skipped: ${postgres.skipped}`);
  afterAll(async () => {
    if (!("skipped" in postgres)) await postgres.stop();
  });
  return [
    { name: "sqlite", make: sqliteBackend },
    "skipped" in postgres
      ? { name: "postgres", make: sqliteBackend, skip: postgres.skipped }
      : { name: "postgres", make: () => postgresBackend(postgres.url) },
  ];
}
