import "server-only";

/**
 * The retention rule every purge obeys (the ops `purge` and the automatic spam purge): nothing created after the
 * cut-off, no cut-off later than now, and never a booking whose call has not ended, nor a lead or email tied to one.
 */
import { sql, type RawBuilder, type SqlBool } from "kysely";

export class RetentionCutoffError extends Error {}

/** Refuses a cut-off later than now: it would reach records of what is still to come. */
export function assertPastCutoff(before: number, now: number): void {
  if (before > now)
    throw new RetentionCutoffError(
      `The cut-off ${new Date(before).toISOString()} is in the future (now ${new Date(now).toISOString()}): a purge only removes what is past.`,
    );
}

/**
 * A booking the purge keeps: made on or after the cut-off, or whose call ends on or after it. As the cut-off is never
 * later than now, every call that has not ended is kept. `b` is the bookings alias.
 */
function keptBooking(before: number): RawBuilder<SqlBool> {
  return sql<SqlBool>`(b.created_at >= ${before} or b.slot_end >= ${before})`;
}

/**
 * The lead (of the `leads` row named by `alias`) is tied to a kept booking: it made the booking, or it is one of the
 * booking's change events (their submission id starts with the booking id and a dot, lib/booking/changes.ts).
 */
export function tiedToKeptBooking(before: number, alias: "leads" | "l"): RawBuilder<SqlBool> {
  const lead = sql.raw(alias);
  return sql<SqlBool>`exists (select 1 from bookings b where ${keptBooking(before)}
    and (b.lead_id = ${lead}.id or substr(${lead}.submission_id, 1, length(b.id) + 1) = b.id || '.'))`;
}

/** The email (a `mail_jobs` row) belongs to a lead tied to a kept booking. */
export function mailTiedToKeptBooking(before: number): RawBuilder<SqlBool> {
  return sql<SqlBool>`exists (select 1 from leads l where l.id = mail_jobs.lead_id and ${tiedToKeptBooking(before, "l")})`;
}
