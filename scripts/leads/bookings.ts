/**
 * The booking subcommands of the leads ops command:
 *
 *   npm run leads -- bookings [--from YYYY-MM-DD]   upcoming bookings (from today), times in the agency's zone
 *   npm run leads -- bookings cancel ID             cancels one and forwards the cancellation like any lead
 */
import { randomUUID } from "node:crypto";

import { resolveAppSecret } from "@/lib/booking/app-secret";
import { cancelBooking } from "@/lib/booking/changes";
import type { BookingDeps } from "@/lib/booking/service";
import { bookingSettings } from "@/lib/booking/settings";
import { zonedDate, zonedInstant, zonedTimeLabel, zoneName } from "@/lib/booking/zoned-time";
import { getServerEnv } from "@/lib/env";
import { deliverLeadNow } from "@/lib/leads/delivery";
import type { LeadStore } from "@/lib/leads/store/types";

export const BOOKINGS_USAGE = `  npm run leads -- bookings [--from YYYY-MM-DD]
  npm run leads -- bookings cancel ID`;

export class BookingsUsageError extends Error {}

export function bookingDepsForCli(store: LeadStore): BookingDeps {
  const env = getServerEnv();
  return {
    store,
    settings: bookingSettings(env),
    secret: resolveAppSecret(env),
    siteUrl: env.NEXT_PUBLIC_SITE_URL,
    clock: Date.now,
    newId: randomUUID,
    busy: async () => [],
    // The command delivers the event itself, below, and waits for the answer.
    scheduleDelivery: () => {},
  };
}

function table(rows: string[][]): void {
  const widths = rows[0]!.map((_, column) => Math.max(...rows.map((row) => row[column]?.length ?? 0)));
  for (const row of rows)
    console.log(
      row
        .map((cell, column) => cell.padEnd(widths[column] ?? 0))
        .join("  ")
        .trimEnd(),
    );
}

export async function runBookings(store: LeadStore, args: string[]): Promise<number> {
  const deps = bookingDepsForCli(store);
  const zone = deps.settings.timeZone;
  if (args[0] === "cancel") {
    const id = args[1];
    if (!id) throw new BookingsUsageError("bookings cancel needs a booking id");
    const result = await cancelBooking(deps, id);
    if (result.kind !== "changed") {
      console.log(`Booking ${id} is not an upcoming active booking; nothing changed.`);
      return 1;
    }
    const delivered = await deliverLeadNowIfConfigured(deps, result.lead.id);
    console.log(`Booking ${id} cancelled; event lead ${result.lead.id} ${delivered}.`);
    return 0;
  }
  const fromIndex = args.indexOf("--from");
  const fromDate = fromIndex === -1 ? zonedDate(Date.now(), zone) : args[fromIndex + 1];
  if (!fromDate || !/^\d{4}-\d{2}-\d{2}$/.test(fromDate))
    throw new BookingsUsageError("--from needs YYYY-MM-DD");
  const bookings = await store.bookings.list({ from: zonedInstant(fromDate, 0, zone), status: "active" });
  if (bookings.length === 0) {
    console.log(`(no bookings from ${fromDate})`);
    return 0;
  }
  table([
    ["ID", "DATE", `TIME (${zoneName(zone, Date.now())})`, "NAME", "PHONE", "LEAD"],
    ...bookings.map((booking) => [
      booking.id,
      zonedDate(booking.start, zone),
      zonedTimeLabel(booking.start, zone),
      [booking.details.firstName, booking.details.lastName].filter(Boolean).join(" "),
      booking.details.phone ?? "",
      booking.leadId,
    ]),
  ]);
  return 0;
}

export async function deliverLeadNowIfConfigured(deps: BookingDeps, leadId: string): Promise<string> {
  const env = getServerEnv();
  if (!env.LEAD_WEBHOOK_URL) return "stored (LEAD_WEBHOOK_URL unset: the server forwards it)";
  const outcome = await deliverLeadNow(
    {
      store: deps.store,
      webhook: {
        url: env.LEAD_WEBHOOK_URL,
        secret: env.LEAD_WEBHOOK_SECRET,
        timeoutMs: env.LEAD_WEBHOOK_TIMEOUT_MS,
      },
      clock: Date.now,
    },
    leadId,
  );
  return outcome ?? "being delivered by another process";
}
