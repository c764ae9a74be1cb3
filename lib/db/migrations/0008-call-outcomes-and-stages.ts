import type { Kysely, Migration } from "kysely";

export const addCallOutcomesAndStages: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema.alterTable("bookings").addColumn("outcome", "text").execute();
    await db.schema.alterTable("bookings").addColumn("outcome_at", "bigint").execute();
    await db.schema
      .createTable("lead_stages")
      .ifNotExists()
      .addColumn("id", "text", (column) => column.primaryKey())
      .addColumn("lead_id", "text", (column) => column.notNull())
      .addColumn("stage", "text", (column) => column.notNull())
      .addColumn("value_cents", "bigint")
      .addColumn("currency", "text")
      .addColumn("source", "text", (column) => column.notNull())
      .addColumn("created_at", "bigint", (column) => column.notNull())
      .addColumn("since_lead_ms", "bigint", (column) => column.notNull())
      .execute();
    await db.schema
      .createIndex("lead_stages_lead_idx")
      .ifNotExists()
      .on("lead_stages")
      .columns(["lead_id", "created_at"])
      .execute();
    await db.schema
      .createTable("signed_requests")
      .ifNotExists()
      .addColumn("signature", "text", (column) => column.primaryKey())
      .addColumn("seen_at", "bigint", (column) => column.notNull())
      .execute();
  },
};
