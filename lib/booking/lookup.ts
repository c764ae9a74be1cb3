import "server-only";

import { bookingView, type BookingView } from "./booking-view";
import { bookingDeps } from "./runtime";
import { bookingForToken } from "./service";

export type BookingLookup =
  { kind: "ok"; view: BookingView } | { kind: "invalid" | "expired" | "replaced" | "unavailable" };

export async function lookUpBooking(token: string | string[] | undefined): Promise<BookingLookup> {
  if (typeof token !== "string" || token === "") return { kind: "invalid" };
  try {
    const deps = await bookingDeps(() => {});
    const found = await bookingForToken(deps, token);
    if (found.kind !== "ok") return { kind: found.kind };
    return { kind: "ok", view: bookingView(deps, found.booking) };
  } catch {
    return { kind: "unavailable" };
  }
}
