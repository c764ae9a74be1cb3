import { sql, type Kysely, type Migration } from "kysely";

export const createLeads: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable("leads")
      .ifNotExists()
      .addColumn("id", "text", (column) => column.primaryKey())
      .addColumn("submission_id", "text", (column) => column.notNull().unique())
      .addColumn("created_at", "bigint", (column) => column.notNull())
      .addColumn("tag", "text", (column) => column.notNull())
      .addColumn("payload", "text", (column) => column.notNull())
      .addColumn("attribution", "text")
      .addColumn("consent", "text")
      .addColumn("status", "text", (column) =>
        column.notNull().check(sql`status in ('pending', 'delivered', 'failed')`),
      )
      .addColumn("attempts", "integer", (column) => column.notNull().defaultTo(0))
      .addColumn("last_error", "text")
      .addColumn("next_attempt_at", "bigint")
      .addColumn("give_up_at", "bigint", (column) => column.notNull())
      .addColumn("delivered_at", "bigint")
      .addColumn("claim_token", "text")
      .addColumn("claimed_until", "bigint")
      .addColumn("updated_at", "bigint", (column) => column.notNull())
      .execute();
    await db.schema
      .createIndex("leads_status_next_attempt_idx")
      .ifNotExists()
      .on("leads")
      .columns(["status", "next_attempt_at"])
      .execute();
    await db.schema
      .createIndex("leads_created_at_idx")
      .ifNotExists()
      .on("leads")
      .column("created_at")
      .execute();
  },
};
