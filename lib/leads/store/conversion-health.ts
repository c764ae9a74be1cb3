import "server-only";

import type { Kysely } from "kysely";

import { CONVERSION_DESTINATIONS, type ConversionDestination } from "@/lib/conversions/events";
import type { LeadDatabase } from "@/lib/db/schema";

import type { PlatformHealth } from "./conversion-repository";

const HOUR_MS = 60 * 60_000;

// Every event for an hour has failed, and an attempt still failed within the hour (not an old failure left over).
export function platformFailing(health: PlatformHealth, now: number): boolean {
  const { failingSince, lastFailureAt } = health;
  return (
    failingSince !== null &&
    lastFailureAt !== null &&
    now - failingSince >= HOUR_MS &&
    now - lastFailureAt <= HOUR_MS
  );
}

const empty = (): PlatformHealth => ({
  pending: 0,
  processing: 0,
  failed: 0,
  expired: 0,
  sent: 0,
  lastSuccessAt: null,
  failingSince: null,
  lastFailureAt: null,
});

// Counts per platform, its last success, and since when every event queued after that success has failed.
export async function readPlatformHealth(
  db: Kysely<LeadDatabase>,
): Promise<Record<ConversionDestination, PlatformHealth>> {
  const health = Object.fromEntries(CONVERSION_DESTINATIONS.map((name) => [name, empty()])) as Record<
    ConversionDestination,
    PlatformHealth
  >;
  const groups = await db
    .selectFrom("conversion_events")
    .select((eb) => [
      "destination",
      "status",
      "verdict",
      eb.fn.countAll<number | string>().as("count"),
      eb.fn.max("sent_at").as("last_sent"),
    ])
    .groupBy(["destination", "status", "verdict"])
    .execute();
  for (const group of groups) {
    const platform = health[group.destination as ConversionDestination];
    if (!platform) continue;
    const count = Number(group.count);
    if (group.status === "sent" && group.verdict === "processing") platform.processing += count;
    else platform[group.status] += count;
    const lastSent = group.last_sent === null ? null : Number(group.last_sent);
    if (group.status === "sent" && group.verdict !== "processing" && lastSent !== null)
      platform.lastSuccessAt = Math.max(platform.lastSuccessAt ?? 0, lastSent);
  }
  for (const name of CONVERSION_DESTINATIONS) {
    const platform = health[name];
    const row = await db
      .selectFrom("conversion_events")
      .select((eb) => [eb.fn.min("created_at").as("since"), eb.fn.max("updated_at").as("last")])
      .where("destination", "=", name)
      .where("created_at", ">", platform.lastSuccessAt ?? -1)
      .where((eb) =>
        eb.or([eb("status", "=", "failed"), eb.and([eb("status", "=", "pending"), eb("attempts", ">", 0)])]),
      )
      .executeTakeFirst();
    platform.failingSince = row?.since == null ? null : Number(row.since);
    platform.lastFailureAt = row?.last == null ? null : Number(row.last);
  }
  return health;
}
