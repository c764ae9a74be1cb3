import { sql, type Kysely, type Migration } from "kysely";

export const createConversions: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable("conversion_events")
      .ifNotExists()
      .addColumn("id", "text", (column) => column.primaryKey())
      .addColumn("lead_id", "text", (column) => column.notNull())
      .addColumn("event", "text", (column) => column.notNull())
      .addColumn("destination", "text", (column) => column.notNull())
      .addColumn("created_at", "bigint", (column) => column.notNull())
      .addColumn("event_time", "bigint", (column) => column.notNull())
      .addColumn("status", "text", (column) =>
        column.notNull().check(sql`status in ('pending', 'sent', 'failed', 'expired')`),
      )
      .addColumn("attempts", "integer", (column) => column.notNull().defaultTo(0))
      .addColumn("last_error", "text")
      .addColumn("next_attempt_at", "bigint")
      .addColumn("give_up_at", "bigint", (column) => column.notNull())
      .addColumn("sent_at", "bigint")
      .addColumn("claim_token", "text")
      .addColumn("claimed_until", "bigint")
      .addColumn("updated_at", "bigint", (column) => column.notNull())
      .execute();
    await db.schema
      .createIndex("conversion_events_status_next_attempt_idx")
      .ifNotExists()
      .on("conversion_events")
      .columns(["status", "next_attempt_at"])
      .execute();
    await db.schema
      .createIndex("conversion_events_lead_id_idx")
      .ifNotExists()
      .on("conversion_events")
      .column("lead_id")
      .execute();
    await db.schema
      .createTable("conversion_contexts")
      .ifNotExists()
      .addColumn("lead_id", "text", (column) => column.primaryKey())
      .addColumn("context", "text", (column) => column.notNull())
      .addColumn("created_at", "bigint", (column) => column.notNull())
      .execute();
  },
};
