import { PostgresAdapter, sql, type Kysely, type Migration } from "kysely";

// Tokens are stored hashed; triggers make the audit log append-only on both stores.
export const createAdmin: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable("admin_users")
      .ifNotExists()
      .addColumn("id", "text", (column) => column.primaryKey())
      .addColumn("email", "text", (column) => column.notNull().unique())
      .addColumn("created_at", "bigint", (column) => column.notNull())
      .addColumn("revoked_at", "bigint")
      .execute();
    await db.schema
      .createTable("admin_credentials")
      .ifNotExists()
      .addColumn("id", "text", (column) => column.primaryKey())
      .addColumn("user_id", "text", (column) => column.notNull())
      .addColumn("public_key", "text", (column) => column.notNull())
      .addColumn("counter", "bigint", (column) => column.notNull())
      .addColumn("transports", "text", (column) => column.notNull())
      .addColumn("created_at", "bigint", (column) => column.notNull())
      .addColumn("last_used_at", "bigint")
      .execute();
    await db.schema
      .createIndex("admin_credentials_user_idx")
      .ifNotExists()
      .on("admin_credentials")
      .column("user_id")
      .execute();
    await db.schema
      .createTable("admin_invites")
      .ifNotExists()
      .addColumn("token_hash", "text", (column) => column.primaryKey())
      .addColumn("user_id", "text", (column) => column.notNull())
      .addColumn("created_at", "bigint", (column) => column.notNull())
      .addColumn("expires_at", "bigint", (column) => column.notNull())
      .addColumn("used_at", "bigint")
      .execute();
    await db.schema
      .createTable("admin_sessions")
      .ifNotExists()
      .addColumn("token_hash", "text", (column) => column.primaryKey())
      .addColumn("user_id", "text", (column) => column.notNull())
      .addColumn("origin", "text", (column) => column.notNull())
      .addColumn("created_at", "bigint", (column) => column.notNull())
      .addColumn("last_seen_at", "bigint", (column) => column.notNull())
      .addColumn("lead_filter", "text")
      .execute();
    await db.schema
      .createTable("admin_challenges")
      .ifNotExists()
      .addColumn("id", "text", (column) => column.primaryKey())
      .addColumn("challenge", "text", (column) => column.notNull())
      .addColumn("purpose", "text", (column) => column.notNull())
      .addColumn("user_id", "text")
      .addColumn("expires_at", "bigint", (column) => column.notNull())
      .execute();
    await db.schema
      .createTable("admin_audit")
      .ifNotExists()
      .addColumn("id", "text", (column) => column.primaryKey())
      .addColumn("at", "bigint", (column) => column.notNull())
      .addColumn("user_id", "text")
      .addColumn("action", "text", (column) => column.notNull())
      .addColumn("outcome", "text", (column) => column.notNull())
      .addColumn("target_kind", "text")
      .addColumn("target_id", "text")
      .addColumn("ip", "text")
      .addColumn("detail", "text")
      .execute();
    await db.schema.createIndex("admin_audit_at_idx").ifNotExists().on("admin_audit").column("at").execute();
    if (db.getExecutor().adapter instanceof PostgresAdapter) {
      await sql`create or replace function admin_audit_append_only() returns trigger language plpgsql as $$
        begin raise exception 'admin_audit is append-only'; end $$`.execute(db);
      await sql`drop trigger if exists admin_audit_append_only on admin_audit`.execute(db);
      await sql`create trigger admin_audit_append_only before update or delete on admin_audit
        for each row execute function admin_audit_append_only()`.execute(db);
    } else {
      for (const event of ["update", "delete"]) {
        await sql
          .raw(
            `create trigger if not exists admin_audit_no_${event} before ${event} on admin_audit
             begin select raise(abort, 'admin_audit is append-only'); end`,
          )
          .execute(db);
      }
    }
  },
};
