import "server-only";

// Every purge: no future cut-off, and never a booking whose call hasn't ended, nor its leads or emails.
import { sql, type RawBuilder, type SqlBool } from "kysely";

export class RetentionCutoffError extends Error {}

export function assertPastCutoff(before: number, now: number): void {
  if (before > now)
    throw new RetentionCutoffError(
      `The cut-off ${new Date(before).toISOString()} is in the future (now ${new Date(now).toISOString()}): a purge only removes what is past.`,
    );
}

// With the cut-off never in the future, this keeps every call that has not ended; `b` is the bookings alias.
function keptBooking(before: number): RawBuilder<SqlBool> {
  return sql<SqlBool>`(b.created_at >= ${before} or b.slot_end >= ${before})`;
}

// Change events are tied by submission id: the booking id and a dot (lib/booking/changes.ts).
export function tiedToKeptBooking(before: number, alias: "leads" | "l"): RawBuilder<SqlBool> {
  const lead = sql.raw(alias);
  return sql<SqlBool>`exists (select 1 from bookings b where ${keptBooking(before)}
    and (b.lead_id = ${lead}.id or substr(${lead}.submission_id, 1, length(b.id) + 1) = b.id || '.'))`;
}

export function mailTiedToKeptBooking(before: number): RawBuilder<SqlBool> {
  return sql<SqlBool>`exists (select 1 from leads l where l.id = mail_jobs.lead_id and ${tiedToKeptBooking(before, "l")})`;
}
