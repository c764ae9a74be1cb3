import { cancelBooking } from "@/lib/booking/changes";
import { bookingSettings } from "@/lib/booking/settings";
import { zonedDate, zonedInstant, zonedIso, zoneName } from "@/lib/booking/zoned-time";

import { isoDay, parseArgs, recordId } from "./args";
import { bookingDepsForCli } from "./booking-deps";
import type { LeadsCommand } from "./command";
import { markCommand } from "./outcomes";
import { table } from "./output";
import { deliverNow } from "./webhook";

const listBookings: LeadsCommand = {
  name: "list",
  summary: "upcoming booked calls (the default of `bookings`)",
  help: `Usage: npm run leads -- bookings [list] [--from YYYY-MM-DD]

Lists active bookings from a day (today by default) in the agency's zone (BOOKING_TIME_ZONE): id, start as
ISO 8601 with the zone's offset, name, phone and the lead that made it.

  --from YYYY-MM-DD  the first day listed, in the agency's zone`,
  async run(args, context) {
    const { store, env, io, clock } = context;
    const zone = bookingSettings(env).timeZone;
    const { values } = parseArgs(args, { "--from": "value" });
    const fromDate = values["--from"] ?? zonedDate(clock(), zone);
    isoDay(fromDate, "--from");
    const bookings = await store.bookings.list({ from: zonedInstant(fromDate, 0, zone), status: "active" });
    io.out(
      table(
        ["ID", `START (${zone}, ${zoneName(zone, clock())})`, "NAME", "PHONE", "LEAD"],
        bookings.map((booking) => [
          booking.id,
          zonedIso(booking.start, zone),
          [booking.details.firstName, booking.details.lastName].filter(Boolean).join(" ") || "-",
          booking.details.phone ?? "-",
          booking.leadId,
        ]),
        `(no bookings from ${fromDate})`,
      ),
    );
    return 0;
  },
};

const cancelCommand: LeadsCommand = {
  name: "cancel",
  summary: "cancel a booked call and forward the cancellation like any lead",
  help: `Usage: npm run leads -- bookings cancel ID

Cancels an upcoming booking: frees the slot, queues the visitor's cancellation email and stores the cancellation
as a lead event, sent to the webhook now when LEAD_WEBHOOK_URL is set. Every earlier manage link stops working.`,
  async run(args, context) {
    const { io } = context;
    const id = recordId(parseArgs(args, {}, 1).positionals[0], "a booking");
    const result = await cancelBooking(bookingDepsForCli(context), id);
    if (result.kind !== "changed") {
      io.err(`Booking ${id} is not an upcoming active booking; nothing changed.`);
      return 1;
    }
    io.out(
      `Booking ${id} cancelled; event lead ${result.lead.id} ${await deliverNow(context, result.lead.id)}.`,
    );
    return 0;
  },
};

export const bookingsCommand: LeadsCommand = {
  name: "bookings",
  summary: "booked calls",
  help: `Usage: npm run leads -- bookings [list] [--from YYYY-MM-DD]
       npm run leads -- bookings cancel ID
       npm run leads -- bookings mark ID showed|no-show`,
  subcommands: [listBookings, cancelCommand, markCommand],
  fallback: "list",
};
