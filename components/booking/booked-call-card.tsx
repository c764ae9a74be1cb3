import { CallOrEmail } from "@/components/roofing/reschedule-card";
import { ExternalLink } from "@/components/shared/external-link";
import { buttonVariants } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { CalendarCheck } from "@/components/ui/icon";
import { Link } from "@/components/ui/link";
import { bookingCopy } from "@/content/booking";
import type { FinalThankYouPageContent } from "@/content/roofing";
import { newTabHint } from "@/content/site-sections";
import type { BookingView } from "@/lib/booking/booking-view";

/** The booked call, its calendar links and every way to change it, in one card. */
export function BookedCallCard({
  booking,
  reschedule,
}: {
  booking: BookingView;
  reschedule?: FinalThankYouPageContent["reschedule"];
}) {
  const copy = bookingCopy.booked;
  if (booking.cancelled) {
    return (
      <Card className="flex flex-col gap-3">
        <h2 className="text-2xl">{copy.cancelledTitle}</h2>
        <p className="text-muted-foreground">{booking.whenVisitor}</p>
      </Card>
    );
  }
  return (
    <Card className="flex flex-col gap-3 sm:gap-4">
      <h2 className="flex items-center gap-2 text-2xl">
        <CalendarCheck aria-hidden="true" className="size-6 text-primary" />
        {copy.title}
      </h2>
      <p className="text-lg font-bold" data-testid="booked-when">
        {booking.whenVisitor}
      </p>
      {booking.sameZone ? null : (
        <p className="text-muted-foreground" data-testid="booked-when-agency">
          {copy.agencyLine(booking.whenAgency)}
        </p>
      )}
      {booking.phone ? (
        <p data-testid="booked-phone">
          {copy.callLine} <b className="whitespace-nowrap">{booking.phone}</b>
        </p>
      ) : null}
      <h3 className="text-lg">{copy.addToCalendar}</h3>
      <ul className="grid grid-cols-2 gap-2">
        <li className="col-span-2">
          <a
            href={booking.icsHref}
            download
            className={buttonVariants({ variant: "primary", className: "w-full" })}
          >
            {copy.icsLabel}
          </a>
        </li>
        {[
          { href: booking.googleHref, label: copy.googleLabel },
          { href: booking.outlookHref, label: copy.outlookLabel },
        ].map((calendar) => (
          <li key={calendar.href}>
            <ExternalLink
              href={calendar.href}
              newTabHint={newTabHint}
              className={buttonVariants({ variant: "outline", className: "w-full px-2" })}
            >
              {calendar.label}
            </ExternalLink>
          </li>
        ))}
      </ul>
      {reschedule ? (
        <>
          <h3 className="text-lg">{reschedule.title}</h3>
          <p className="text-muted-foreground">{reschedule.text}</p>
        </>
      ) : null}
      <Link href={booking.manageHref} className={buttonVariants({ variant: "link", size: "inline" })}>
        {copy.manageLabel}
      </Link>
      {reschedule ? <CallOrEmail copy={reschedule} /> : null}
    </Card>
  );
}
