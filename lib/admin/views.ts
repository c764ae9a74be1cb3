import "server-only";

/** What the console's read-only pages show, read at the time of the request. */
import { zonedDate, zonedInstant } from "@/lib/booking/zoned-time";
import { checkHealth } from "@/lib/leads/health";
import { webhookConfigured } from "@/lib/leads/runtime";
import type { LeadStore } from "@/lib/leads/store/lead-store";

/** Active calls from the start of today in the agency's zone, soonest first. */
export async function upcomingBookings(store: LeadStore, timeZone: string) {
  const now = Date.now();
  return {
    now,
    bookings: await store.bookings.list({
      from: zonedInstant(zonedDate(now, timeZone), 0, timeZone),
      status: "active",
    }),
  };
}

/** The figures of GET /api/health, from the same function. */
export async function healthFigures(store: LeadStore) {
  return (await checkHealth(async () => store, Date.now(), { webhookConfigured: webhookConfigured() })).body;
}
