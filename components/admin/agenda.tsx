import { Link } from "@/components/ui/link";
import { ADMIN_PATHS } from "@/lib/admin/config";
import { personName } from "@/lib/admin/format";
import { longDateLabel, zonedDate, zonedTimeLabel, zoneName } from "@/lib/booking/zoned-time";
import type { BookingRecord } from "@/lib/leads/store/booking-repository";

import { buttonVariants } from "../ui/button";
import { ActionForm } from "./action-form";

/** Upcoming calls grouped by day in the agency's zone, each with its actions. */
export function Agenda({ bookings, timeZone }: { bookings: BookingRecord[]; timeZone: string }) {
  if (bookings.length === 0) return <p className="text-muted-foreground">No upcoming calls.</p>;
  const days = new Map<string, BookingRecord[]>();
  for (const booking of bookings) {
    const day = zonedDate(booking.start, timeZone);
    days.set(day, [...(days.get(day) ?? []), booking]);
  }
  return (
    <div className="flex flex-col gap-5">
      {[...days].map(([day, calls]) => (
        <section key={day} aria-labelledby={`day-${day}`}>
          <h2 id={`day-${day}`} className="mb-2 text-lg font-bold">
            {longDateLabel(day)}
          </h2>
          <ul className="divide-y divide-border overflow-hidden rounded-lg border border-border bg-background">
            {calls.map((booking) => (
              <li
                key={booking.id}
                className="flex flex-col gap-3 p-3 sm:flex-row sm:items-center sm:justify-between"
              >
                <div>
                  <p className="font-bold">
                    {zonedTimeLabel(booking.start, timeZone)} {zoneName(timeZone, booking.start)} ·{" "}
                    {personName(booking.details)}
                  </p>
                  <p className="text-sm text-muted-foreground">
                    {[booking.details.businessName, booking.details.phone, booking.email]
                      .filter(Boolean)
                      .join(" · ")}
                  </p>
                  <Link href={`${ADMIN_PATHS.leads}/${booking.leadId}`} className="text-sm underline">
                    Lead {booking.leadId}
                  </Link>
                </div>
                <div className="flex flex-wrap gap-2">
                  <Link
                    href={`${ADMIN_PATHS.bookings}/${booking.id}/reschedule`}
                    className={buttonVariants({ variant: "outline", size: "sm" })}
                  >
                    Reschedule
                  </Link>
                  <ActionForm
                    path={`bookings/${booking.id}/cancel`}
                    label="Cancel call"
                    variant="destructive"
                  />
                  {/* Showed / no-show: wired here to the leads command's attendance function when it lands. */}
                </div>
              </li>
            ))}
          </ul>
        </section>
      ))}
    </div>
  );
}
