import "server-only";

/** Booked calls: confirm, reschedule and cancel, each one transaction with the lead event it forwards. */
import type { Kysely } from "kysely";

import type { LeadDatabase, LeadStore } from "./types";

// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- filled in by the booking feature
export interface BookingRepository {}

export function createBookingRepository(
  _ready: () => Promise<Kysely<LeadDatabase>>,
  _kind: LeadStore["kind"],
): BookingRepository {
  return {};
}
