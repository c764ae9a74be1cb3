import { Link } from "@/components/ui/link";
import { adminCopy } from "@/content/admin";
import { ADMIN_PATHS } from "@/lib/admin/config";
import { formatWhen, personName } from "@/lib/admin/format";
import { longDateLabel, zonedDate, zonedTimeLabel, zoneName } from "@/lib/booking/zoned-time";
import type { BookingRecord } from "@/lib/leads/store/booking-repository";

import { buttonVariants } from "../ui/button";
import { ActionForm } from "./action-form";

const copy = adminCopy.bookings;

function CallSummary({ booking, when }: { booking: BookingRecord; when: string }) {
  return (
    <div>
      <p className="font-bold">
        {when} · {personName(booking.details)}
      </p>
      <p className="text-sm text-muted-foreground">
        {[booking.details.businessName, booking.details.phone, booking.email].filter(Boolean).join(" · ")}
      </p>
      <Link href={`${ADMIN_PATHS.leads}/${booking.leadId}`} className="text-sm underline">
        Lead {booking.leadId}
      </Link>
    </div>
  );
}

const rowClass = "flex flex-col gap-3 p-3 sm:flex-row sm:items-center sm:justify-between";
const listClass = "divide-y divide-border overflow-hidden rounded-lg border border-border bg-background";

function EarlierCalls({ bookings, timeZone }: { bookings: BookingRecord[]; timeZone: string }) {
  if (bookings.length === 0) return <p className="text-sm text-muted-foreground">{copy.noEarlier}</p>;
  return (
    <ul className={listClass}>
      {bookings.map((booking) => (
        <li key={booking.id} className={rowClass}>
          <CallSummary booking={booking} when={formatWhen(booking.start, timeZone)} />
          {booking.outcome ? (
            <p className="text-sm font-bold">
              {copy.outcomeLabels[booking.outcome]}{" "}
              <span className="font-normal text-muted-foreground">
                ({formatWhen(booking.outcomeAt, timeZone)})
              </span>
            </p>
          ) : (
            <div className="flex flex-wrap gap-2">
              <ActionForm path={`bookings/${booking.id}/mark`} label={copy.showed} variant="primary">
                <input type="hidden" name="outcome" value="showed" />
              </ActionForm>
              <ActionForm path={`bookings/${booking.id}/mark`} label={copy.noShow}>
                <input type="hidden" name="outcome" value="no-show" />
              </ActionForm>
            </div>
          )}
        </li>
      ))}
    </ul>
  );
}

function UpcomingCalls({ bookings, timeZone }: { bookings: BookingRecord[]; timeZone: string }) {
  if (bookings.length === 0) return <p className="text-sm text-muted-foreground">{copy.noUpcoming}</p>;
  const days = new Map<string, BookingRecord[]>();
  for (const booking of bookings) {
    const day = zonedDate(booking.start, timeZone);
    days.set(day, [...(days.get(day) ?? []), booking]);
  }
  return (
    <div className="flex flex-col gap-5">
      {[...days].map(([day, calls]) => (
        <section key={day} aria-labelledby={`day-${day}`}>
          <h3 id={`day-${day}`} className="mb-2 font-bold">
            {longDateLabel(day)}
          </h3>
          <ul className={listClass}>
            {calls.map((booking) => (
              <li key={booking.id} className={rowClass}>
                <CallSummary
                  booking={booking}
                  when={`${zonedTimeLabel(booking.start, timeZone)} ${zoneName(timeZone, booking.start)}`}
                />
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
                </div>
              </li>
            ))}
          </ul>
        </section>
      ))}
    </div>
  );
}

export function Agenda({
  earlier,
  upcoming,
  timeZone,
}: {
  earlier: BookingRecord[];
  upcoming: BookingRecord[];
  timeZone: string;
}) {
  return (
    <div className="flex flex-col gap-6">
      <section aria-labelledby="agenda-earlier">
        <h2 id="agenda-earlier" className="mb-2 text-lg font-bold">
          {copy.earlier}
        </h2>
        <EarlierCalls bookings={earlier} timeZone={timeZone} />
      </section>
      <section aria-labelledby="agenda-upcoming">
        <h2 id="agenda-upcoming" className="mb-2 text-lg font-bold">
          {copy.upcoming}
        </h2>
        <UpcomingCalls bookings={upcoming} timeZone={timeZone} />
      </section>
    </div>
  );
}
