import "server-only";

// Reminder job ids start with the booking id, so a change to the booking can find and drop them.
import type { Kysely } from "kysely";

import type { LeadDatabase } from "@/lib/db/schema";

export const BOOKING_REMINDER_KIND = "booking-reminder";

// Deterministic, so two instances queueing the same reminder keep one row.
export function bookingReminderJobId(bookingId: string, label: string, sequence: number): string {
  return `${bookingId}.reminder-${label}.${sequence}`;
}

export async function dropPendingReminders(db: Kysely<LeadDatabase>, bookingId: string): Promise<number> {
  const result = await db
    .deleteFrom("mail_jobs")
    .where("id", "like", `${bookingId}.reminder-%`)
    .where("status", "=", "pending")
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}
