import "server-only";

import {
  anyDestination,
  conversionConfig,
  type ConversionConfig,
  type ConversionEnv,
} from "@/lib/conversions/config";
import { openDatabase, type DatabaseConfig } from "@/lib/db/connection";

import { errorMessage, logLeadEvent } from "../log";
import type { LeadStore } from "./lead-store";
import { createLeadRepository } from "./repository";

export type LeadStoreConfig = DatabaseConfig & {
  forward?: boolean;
  conversions?: ConversionConfig;
};

export function leadStoreConfigFromEnv(
  env: ConversionEnv & { DATABASE_URL?: string; LEADS_SQLITE_PATH: string; LEAD_WEBHOOK_URL?: string },
): LeadStoreConfig {
  const forward = Boolean(env.LEAD_WEBHOOK_URL);
  const configured = conversionConfig(env);
  const conversions = anyDestination(configured) ? configured : undefined;
  return env.DATABASE_URL
    ? { kind: "postgres", url: env.DATABASE_URL, forward, conversions }
    : { kind: "sqlite", path: env.LEADS_SQLITE_PATH, forward, conversions };
}

export async function openLeadStore(config: LeadStoreConfig): Promise<LeadStore> {
  const db = await openDatabase(config, (error) =>
    logLeadEvent("lead.store_connection_error", { error: errorMessage(error) }),
  );
  return createLeadRepository(db, config.kind, {
    forward: config.forward ?? true,
    conversions: config.conversions,
  });
}
