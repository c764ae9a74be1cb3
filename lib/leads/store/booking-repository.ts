import "server-only";

import type { Kysely, Selectable, Transaction } from "kysely";

import type { ConversionConfig } from "@/lib/conversions/config";
import type { StoreKind } from "@/lib/db/connection";
import type { BookingsTable, BookingStatus, CallOutcome, LeadDatabase } from "@/lib/db/schema";

import type { Lead } from "../schema";
import { dropPendingReminders } from "./booking-reminders";
import { onLeadOutcome } from "./conversion-hook";
import { insertLeadRow, toStoredLead } from "./lead-rows";
import type { NewLead, StoredLead } from "./records";

export interface BookingRecord {
  id: string;
  leadId: string;
  email: string;
  start: number;
  end: number;
  timeZone: string;
  status: BookingStatus;
  sequence: number;
  details: Lead;
  createdAt: number;
  updatedAt: number;
  cancelledAt: number | null;
  outcome: CallOutcome | null;
  outcomeAt: number | null;
}

export interface NewBooking {
  id: string;
  start: number;
  end: number;
  timeZone: string;
}

export type ConfirmResult =
  { kind: "booked"; booking: BookingRecord; lead: StoredLead; created: boolean } | { kind: "taken" };

export type ChangeResult =
  | { kind: "changed"; booking: BookingRecord; previous: BookingRecord; lead: StoredLead }
  | { kind: "taken" }
  | { kind: "not-active"; booking?: BookingRecord };

export type MarkResult =
  | { kind: "marked"; booking: BookingRecord; lead: StoredLead }
  | { kind: "not-found" }
  | { kind: "cancelled"; booking: BookingRecord }
  | { kind: "upcoming"; booking: BookingRecord }
  | { kind: "already-marked"; booking: BookingRecord };

export interface BookingRepository {
  confirm(booking: NewBooking, lead: NewLead): Promise<ConfirmResult>;
  get(id: string): Promise<BookingRecord | undefined>;
  activeStarts(from: number, to: number): Promise<number[]>;
  list(options: { from: number; status?: BookingStatus }): Promise<BookingRecord[]>;
  reschedule(
    id: string,
    change: { start: number; end: number; now: number },
    event: (previous: BookingRecord, next: BookingRecord) => NewLead,
  ): Promise<ChangeResult>;
  cancel(
    id: string,
    now: number,
    event: (previous: BookingRecord, next: BookingRecord) => NewLead,
  ): Promise<ChangeResult>;
  markOutcome(
    id: string,
    outcome: CallOutcome,
    now: number,
    event: (booking: BookingRecord) => NewLead,
  ): Promise<MarkResult>;
}

function toRecord(row: Selectable<BookingsTable>): BookingRecord {
  return {
    id: row.id,
    leadId: row.lead_id,
    email: row.email,
    start: row.slot_start,
    end: row.slot_end,
    timeZone: row.time_zone,
    status: row.status,
    sequence: row.sequence,
    details: JSON.parse(row.details) as Lead,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
    cancelledAt: row.cancelled_at,
    outcome: row.outcome ?? null,
    outcomeAt: row.outcome_at ?? null,
  };
}

export function isChangeable(booking: BookingRecord, now: number): boolean {
  return booking.status === "active" && (booking.start > now || booking.outcome === "no-show");
}

// SQLite and PostgreSQL report the active-slot unique index violation differently.
export function isSlotTaken(error: unknown): boolean {
  const { code, message } = (error ?? {}) as { code?: string; message?: string };
  return (
    code === "23505" ||
    (code === "SQLITE_CONSTRAINT_UNIQUE" && String(message).includes("bookings.slot_start"))
  );
}

class SlotTaken extends Error {}

export function createBookingRepository(
  ready: () => Promise<Kysely<LeadDatabase>>,
  kind: StoreKind,
  forward: boolean,
  conversions?: ConversionConfig,
): BookingRepository {
  async function lockedBooking(trx: Transaction<LeadDatabase>, id: string) {
    let query = trx.selectFrom("bookings").selectAll().where("id", "=", id);
    if (kind === "postgres") query = query.forUpdate();
    const row = await query.executeTakeFirst();
    return row ? toRecord(row) : undefined;
  }

  async function change(
    id: string,
    now: number,
    next: (previous: BookingRecord) => Partial<Selectable<BookingsTable>>,
    event: (previous: BookingRecord, next: BookingRecord) => NewLead,
  ): Promise<ChangeResult> {
    const db = await ready();
    try {
      return await db.transaction().execute(async (trx): Promise<ChangeResult> => {
        const previous = await lockedBooking(trx, id);
        if (!previous || !isChangeable(previous, now)) return { kind: "not-active", booking: previous };
        const updated = await trx
          .updateTable("bookings")
          .set({ ...next(previous), sequence: previous.sequence + 1, updated_at: now })
          .where("id", "=", id)
          .where("status", "=", "active")
          .returningAll()
          .executeTakeFirst()
          .catch((error: unknown) => {
            throw isSlotTaken(error) ? new SlotTaken() : error;
          });
        if (!updated) return { kind: "not-active", booking: previous };
        const booking = toRecord(updated);
        await dropPendingReminders(trx, id);
        const { lead } = await insertLeadRow(trx, event(previous, booking), forward);
        return { kind: "changed", booking, previous, lead };
      });
    } catch (error) {
      if (error instanceof SlotTaken) return { kind: "taken" };
      throw error;
    }
  }

  return {
    async confirm(booking, lead) {
      const db = await ready();
      try {
        return await db.transaction().execute(async (trx): Promise<ConfirmResult> => {
          const stored = await insertLeadRow(trx, lead, forward);
          if (!stored.created) {
            const first = await trx
              .selectFrom("bookings")
              .selectAll()
              .where("lead_id", "=", stored.lead.id)
              .executeTakeFirst();
            if (first) return { kind: "booked", booking: toRecord(first), lead: stored.lead, created: false };
          }
          const row = await trx
            .insertInto("bookings")
            .values({
              id: booking.id,
              lead_id: stored.lead.id,
              email: lead.payload.email.toLowerCase(),
              slot_start: booking.start,
              slot_end: booking.end,
              time_zone: booking.timeZone,
              status: "active",
              sequence: 0,
              details: JSON.stringify(lead.payload),
              created_at: lead.createdAt,
              updated_at: lead.createdAt,
              cancelled_at: null,
              outcome: null,
              outcome_at: null,
            })
            .returningAll()
            .executeTakeFirstOrThrow()
            .catch((error: unknown) => {
              throw isSlotTaken(error) ? new SlotTaken() : error;
            });
          return { kind: "booked", booking: toRecord(row), lead: stored.lead, created: true };
        });
      } catch (error) {
        if (error instanceof SlotTaken) return { kind: "taken" };
        throw error;
      }
    },

    async get(id) {
      const row = await (
        await ready()
      )
        .selectFrom("bookings")
        .selectAll()
        .where("id", "=", id)
        .executeTakeFirst();
      return row ? toRecord(row) : undefined;
    },

    async activeStarts(from, to) {
      const rows = await (
        await ready()
      )
        .selectFrom("bookings")
        .select("slot_start")
        .where("status", "=", "active")
        .where("slot_start", ">=", from)
        .where("slot_start", "<", to)
        .execute();
      return rows.map((row) => Number(row.slot_start));
    },

    async list({ from, status }) {
      let query = (await ready())
        .selectFrom("bookings")
        .selectAll()
        .where("slot_start", ">=", from)
        .orderBy("slot_start")
        .orderBy("id");
      if (status) query = query.where("status", "=", status);
      return (await query.execute()).map(toRecord);
    },

    reschedule(id, { start, end, now }, event) {
      // A missed call moved to a new time is a new call: its outcome starts over.
      return change(
        id,
        now,
        () => ({ slot_start: start, slot_end: end, outcome: null, outcome_at: null }),
        event,
      );
    },

    cancel(id, now, event) {
      return change(id, now, () => ({ status: "cancelled", cancelled_at: now }), event);
    },

    async markOutcome(id, outcome, now, event) {
      const db = await ready();
      return db.transaction().execute(async (trx): Promise<MarkResult> => {
        const booking = await lockedBooking(trx, id);
        if (!booking) return { kind: "not-found" };
        if (booking.status !== "active") return { kind: "cancelled", booking };
        if (booking.start > now) return { kind: "upcoming", booking };
        if (booking.outcome !== null) return { kind: "already-marked", booking };
        const updated = await trx
          .updateTable("bookings")
          .set({ outcome, outcome_at: now, updated_at: now })
          .where("id", "=", id)
          .where("outcome", "is", null)
          .returningAll()
          .executeTakeFirstOrThrow();
        const marked = toRecord(updated);
        await dropPendingReminders(trx, id);
        const { lead } = await insertLeadRow(trx, event(marked), forward);
        const origin = await trx
          .selectFrom("leads")
          .selectAll()
          .where("id", "=", booking.leadId)
          .executeTakeFirst();
        if (origin)
          await onLeadOutcome(
            trx,
            toStoredLead(origin),
            { kind: "call", outcome, bookingId: id, at: now },
            conversions,
          );
        return { kind: "marked", booking: marked, lead };
      });
    },
  };
}
