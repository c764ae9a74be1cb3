import { sql, type Kysely, type Migration } from "kysely";

export const createMailJobs: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable("mail_jobs")
      .ifNotExists()
      .addColumn("id", "text", (column) => column.primaryKey())
      .addColumn("created_at", "bigint", (column) => column.notNull())
      .addColumn("kind", "text", (column) => column.notNull())
      .addColumn("lead_id", "text")
      .addColumn("recipients", "text", (column) => column.notNull())
      .addColumn("message", "text", (column) => column.notNull())
      .addColumn("status", "text", (column) =>
        column.notNull().check(sql`status in ('pending', 'sent', 'failed')`),
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
      .createIndex("mail_jobs_status_next_attempt_idx")
      .ifNotExists()
      .on("mail_jobs")
      .columns(["status", "next_attempt_at"])
      .execute();
    await db.schema
      .createIndex("mail_jobs_lead_id_idx")
      .ifNotExists()
      .on("mail_jobs")
      .column("lead_id")
      .execute();
  },
};
