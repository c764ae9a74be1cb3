import "server-only";

/** Opens the lead store over the database the configuration asks for (lib/db/connection.ts). */
import { openDatabase, type DatabaseConfig } from "@/lib/db/connection";

import { errorMessage, logLeadEvent } from "../log";
import type { LeadStore } from "./lead-store";
import { createLeadRepository } from "./repository";

export type LeadStoreConfig = DatabaseConfig & {
  /** False where no webhook is configured: new leads are then complete as `stored`, not `pending`. Default true. */
  forward?: boolean;
};

export function leadStoreConfigFromEnv(env: {
  DATABASE_URL?: string;
  LEADS_SQLITE_PATH: string;
  LEAD_WEBHOOK_URL?: string;
}): LeadStoreConfig {
  const forward = Boolean(env.LEAD_WEBHOOK_URL);
  return env.DATABASE_URL
    ? { kind: "postgres", url: env.DATABASE_URL, forward }
    : { kind: "sqlite", path: env.LEADS_SQLITE_PATH, forward };
}

export async function openLeadStore(config: LeadStoreConfig): Promise<LeadStore> {
  const db = await openDatabase(config, (error) =>
    logLeadEvent("lead.store_connection_error", { error: errorMessage(error) }),
  );
  return createLeadRepository(db, config.kind, { forward: config.forward ?? true });
}
