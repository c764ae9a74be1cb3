import "server-only";

import { addDays, zonedDate, zonedInstant } from "@/lib/booking/zoned-time";
import { checkHealth } from "@/lib/leads/health";
import { webhookConfigured } from "@/lib/leads/runtime";
import type { LeadStore } from "@/lib/leads/store/lead-store";

// How many days back the agenda shows past calls, to mark them showed or no-show.
export const EARLIER_DAYS = 7;

// Past calls newest first (to be marked), upcoming ones soonest first.
export async function agendaBookings(store: LeadStore, timeZone: string) {
  const now = Date.now();
  const from = zonedInstant(addDays(zonedDate(now, timeZone), -EARLIER_DAYS), 0, timeZone);
  const bookings = await store.bookings.list({ from, status: "active" });
  return {
    now,
    earlier: bookings.filter((booking) => booking.start <= now).reverse(),
    upcoming: bookings.filter((booking) => booking.start > now),
  };
}

export async function healthFigures(store: LeadStore) {
  return (await checkHealth(async () => store, Date.now(), { webhookConfigured: webhookConfigured() })).body;
}
