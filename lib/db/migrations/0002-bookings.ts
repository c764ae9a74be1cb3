import { sql, type Kysely, type Migration } from "kysely";

// One row per booking, moved in place on reschedule, kept (status cancelled) on cancel.
export const createBookings: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable("bookings")
      .ifNotExists()
      .addColumn("id", "text", (column) => column.primaryKey())
      .addColumn("lead_id", "text", (column) => column.notNull())
      .addColumn("email", "text", (column) => column.notNull())
      .addColumn("slot_start", "bigint", (column) => column.notNull())
      .addColumn("slot_end", "bigint", (column) => column.notNull())
      .addColumn("time_zone", "text", (column) => column.notNull())
      .addColumn("status", "text", (column) => column.notNull().check(sql`status in ('active', 'cancelled')`))
      .addColumn("sequence", "integer", (column) => column.notNull().defaultTo(0))
      .addColumn("details", "text", (column) => column.notNull())
      .addColumn("created_at", "bigint", (column) => column.notNull())
      .addColumn("updated_at", "bigint", (column) => column.notNull())
      .addColumn("cancelled_at", "bigint")
      .execute();
    // One active booking per slot, enforced by the database on both stores (never read-then-write).
    await sql`create unique index if not exists bookings_active_slot_idx on bookings (slot_start) where status = 'active'`.execute(
      db,
    );
    await db.schema.createIndex("bookings_email_idx").ifNotExists().on("bookings").column("email").execute();
    await db.schema.createIndex("bookings_lead_idx").ifNotExists().on("bookings").column("lead_id").execute();
  },
};
