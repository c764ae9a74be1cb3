import "server-only";

// One atomic upsert per hit: a row over either limit is left unchanged, so instances never count past it.
import { sql, type Kysely } from "kysely";

import type { LeadDatabase } from "@/lib/db/schema";

export interface SharedRateLimits {
  perMinute: number;
  perDay: number;
}

export type SharedRateLimitDecision = { allowed: true } | { allowed: false; retryAfterMs: number };

const MINUTE_MS = 60_000;
const DAY_MS = 24 * 60 * MINUTE_MS;
const PRUNE_EVERY_MS = 10 * MINUTE_MS;

export function createRateLimitRepository(ready: () => Promise<Kysely<LeadDatabase>>) {
  let prunedAt = 0;

  return async function hitRateLimit(
    key: string,
    limits: SharedRateLimits,
    now: number,
  ): Promise<SharedRateLimitDecision> {
    const db = await ready();
    if (now - prunedAt >= PRUNE_EVERY_MS) {
      prunedAt = now;
      await db
        .deleteFrom("rate_limits")
        .where("day_start", "<=", now - DAY_MS)
        .execute();
    }
    const at = sql<number>`cast(${now} as bigint)`;
    const minuteOver = sql<boolean>`${at} - rate_limits.minute_start >= ${MINUTE_MS}`;
    const dayOver = sql<boolean>`${at} - rate_limits.day_start >= ${DAY_MS}`;
    const counted = await sql<{ key: string }>`
      insert into rate_limits (key, minute_start, minute_count, day_start, day_count)
      values (${key}, ${at}, 1, ${at}, 1)
      on conflict (key) do update set
        minute_start = case when ${minuteOver} then ${at} else rate_limits.minute_start end,
        minute_count = case when ${minuteOver} then 1 else rate_limits.minute_count + 1 end,
        day_start = case when ${dayOver} then ${at} else rate_limits.day_start end,
        day_count = case when ${dayOver} then 1 else rate_limits.day_count + 1 end
      where (${dayOver} or rate_limits.day_count < ${limits.perDay})
        and (${minuteOver} or rate_limits.minute_count < ${limits.perMinute})
      returning key`.execute(db);
    if (counted.rows.length > 0) return { allowed: true };
    const row = await db.selectFrom("rate_limits").selectAll().where("key", "=", key).executeTakeFirst();
    if (!row) return { allowed: true }; // pruned in between: the next submission starts a new window
    const dayFull = now - row.day_start < DAY_MS && row.day_count >= limits.perDay;
    return {
      allowed: false,
      retryAfterMs: Math.max(0, dayFull ? row.day_start + DAY_MS - now : row.minute_start + MINUTE_MS - now),
    };
  };
}
