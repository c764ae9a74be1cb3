import "server-only";

/** Reminder emails are mail jobs named after their booking, so a change to the booking can find and drop them. */
import type { Kysely } from "kysely";

import type { LeadDatabase } from "@/lib/db/schema";

export const BOOKING_REMINDER_KIND = "booking-reminder";

/** One id per booking, offset and version of the booking: two instances queueing it keep one row. */
export function bookingReminderJobId(bookingId: string, label: string, sequence: number): string {
  return `${bookingId}.reminder-${label}.${sequence}`;
}

/** Drops the booking's reminders not yet sent (a reschedule queues new ones in the same transaction). */
export async function dropPendingReminders(db: Kysely<LeadDatabase>, bookingId: string): Promise<number> {
  const result = await db
    .deleteFrom("mail_jobs")
    .where("id", "like", `${bookingId}.reminder-%`)
    .where("status", "=", "pending")
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}
