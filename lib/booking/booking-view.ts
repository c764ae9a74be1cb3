import "server-only";

import type { BookingRecord } from "@/lib/leads/store/booking-repository";

import { googleCalendarUrl, outlookCalendarUrl } from "./invite";
import { invitePath, managePagePath } from "./paths";
import { manageToken, type BookingDeps } from "./service";
import { describeInstant, zonedTimeLabel, zoneName } from "./zoned-time";

export function displayPhone(stored: string): string {
  const match = /^\+1(\d{3})(\d{3})(\d{4})$/.exec(stored);
  return match ? `(${match[1]}) ${match[2]}-${match[3]}` : stored;
}

export interface BookingView {
  id: string;
  cancelled: boolean;
  whenVisitor: string;
  whenAgency: string;
  sameZone: boolean;
  phone: string;
  token: string;
  icsHref: string;
  googleHref: string;
  outlookHref: string;
  manageHref: string;
}

export function bookingView(
  deps: Pick<BookingDeps, "secret" | "siteUrl" | "settings">,
  booking: BookingRecord,
): BookingView {
  const token = manageToken(deps, booking);
  const manageHref = managePagePath(token);
  const calendar = {
    start: booking.start,
    end: booking.end,
    manageUrl: new URL(manageHref, deps.siteUrl).toString(),
  };
  const agencyZone = deps.settings.timeZone;
  const whenVisitor = describeInstant(booking.start, booking.timeZone);
  return {
    id: booking.id,
    cancelled: booking.status === "cancelled",
    whenVisitor,
    whenAgency: `${zonedTimeLabel(booking.start, agencyZone)} ${zoneName(agencyZone, booking.start)}`,
    sameZone: whenVisitor === describeInstant(booking.start, agencyZone),
    phone: displayPhone(booking.details.phone ?? ""),
    token,
    icsHref: invitePath(token),
    googleHref: googleCalendarUrl(calendar),
    outlookHref: outlookCalendarUrl(calendar),
    manageHref,
  };
}
