import type { Kysely, Migration } from "kysely";

// Used on PostgreSQL only (SQLite counts in memory); the key hashes the client's address, never stores it.
export const createRateLimits: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable("rate_limits")
      .ifNotExists()
      .addColumn("key", "text", (column) => column.primaryKey())
      .addColumn("minute_start", "bigint", (column) => column.notNull())
      .addColumn("minute_count", "integer", (column) => column.notNull())
      .addColumn("day_start", "bigint", (column) => column.notNull())
      .addColumn("day_count", "integer", (column) => column.notNull())
      .execute();
    await db.schema
      .createIndex("rate_limits_day_start_idx")
      .ifNotExists()
      .on("rate_limits")
      .column("day_start")
      .execute();
  },
};
