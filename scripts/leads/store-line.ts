/** The line naming the store a command opened: the SQLite file, or PostgreSQL's host and database, never a password. */
import { existsSync } from "node:fs";
import path from "node:path";

import type { LeadStoreConfig } from "@/lib/leads/store/open-store";

export function describeStore(config: LeadStoreConfig, cwd = process.cwd()): string {
  if (config.kind === "sqlite") {
    const file = path.resolve(cwd, config.path);
    return `Store: SQLite ${file}${existsSync(file) ? "" : " (new: no file was there)"}`;
  }
  try {
    const url = new URL(config.url);
    const host = url.hostname || url.searchParams.get("host") || "localhost";
    const database = decodeURIComponent(url.pathname.replace(/^\//, "")) || decodeURIComponent(url.username);
    return `Store: PostgreSQL ${host}:${url.port || "5432"}, database ${database || "(the user's)"}`;
  } catch {
    return "Store: PostgreSQL (DATABASE_URL is not a URL)";
  }
}
