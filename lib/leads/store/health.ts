import "server-only";

import { sql, type Kysely } from "kysely";

import type { ConversionDestination } from "@/lib/conversions/events";
import type { LeadDatabase } from "@/lib/db/schema";

import { platformFailing, readPlatformHealth } from "./conversion-health";

// Per ad platform; times as ISO strings so the health answer reads as it is.
export interface PlatformHealthFigures {
  pending: number;
  processing: number;
  failed: number;
  expired: number;
  lastSuccessAt: string | null;
  failingSince: string | null;
  // Every event for the last hour failed: the health answer is "degraded" and the agency is emailed.
  failing: boolean;
}

export interface StoreHealth {
  pending: number;
  oldestPendingSeconds: number;
  stored: number;
  failed: number;
  spam: number;
  mail: { pending: number; failed: number };
  conversions: {
    pending: number;
    failed: number;
    platforms: Partial<Record<ConversionDestination, PlatformHealthFigures>>;
  };
}

const iso = (ms: number | null) => (ms === null ? null : new Date(ms).toISOString());

export async function readStoreHealth(db: Kysely<LeadDatabase>, now: number): Promise<StoreHealth> {
  const { rows } = await sql<{
    pending: number | string;
    oldest_pending: number | string | null;
    stored: number | string;
    failed: number | string;
    spam: number | string;
    mail_pending: number | string;
    mail_failed: number | string;
    conversions_pending: number | string;
    conversions_failed: number | string;
  }>`select
      (select count(*) from leads where status = 'pending') as pending,
      (select min(created_at) from leads where status = 'pending') as oldest_pending,
      (select count(*) from leads where status = 'stored') as stored,
      (select count(*) from leads where status = 'failed') as failed,
      (select count(*) from leads where status = 'spam') as spam,
      (select count(*) from mail_jobs where status = 'pending') as mail_pending,
      (select count(*) from mail_jobs where status = 'failed') as mail_failed,
      (select count(*) from conversion_events where status = 'pending') as conversions_pending,
      (select count(*) from conversion_events where status = 'failed') as conversions_failed`.execute(db);
  const row = rows[0];
  const platforms = await readPlatformHealth(db);
  const oldest = row?.oldest_pending == null ? null : Number(row.oldest_pending);
  return {
    pending: Number(row?.pending ?? 0),
    oldestPendingSeconds: oldest === null ? 0 : Math.max(0, Math.floor((now - oldest) / 1000)),
    stored: Number(row?.stored ?? 0),
    failed: Number(row?.failed ?? 0),
    spam: Number(row?.spam ?? 0),
    mail: { pending: Number(row?.mail_pending ?? 0), failed: Number(row?.mail_failed ?? 0) },
    conversions: {
      pending: Number(row?.conversions_pending ?? 0),
      failed: Number(row?.conversions_failed ?? 0),
      // Only the platforms that ever had an event: a site without ads shows none.
      platforms: Object.fromEntries(
        Object.entries(platforms)
          .filter(
            ([, health]) =>
              health.pending + health.processing + health.failed + health.expired + health.sent > 0,
          )
          .map(([name, health]) => [
            name,
            {
              pending: health.pending,
              processing: health.processing,
              failed: health.failed,
              expired: health.expired,
              lastSuccessAt: iso(health.lastSuccessAt),
              failingSince: iso(health.failingSince),
              failing: platformFailing(health, now),
            },
          ]),
      ) as Partial<Record<ConversionDestination, PlatformHealthFigures>>,
    },
  };
}
