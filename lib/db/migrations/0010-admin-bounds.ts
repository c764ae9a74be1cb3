import { sql, type Kysely, type Migration } from "kysely";

// Challenges carry their address so each address holds a few; a revoked person's passkeys are removed.
export const addAdminBounds: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema.alterTable("admin_challenges").addColumn("ip", "text").execute();
    await db.schema
      .createIndex("admin_challenges_ip_idx")
      .ifNotExists()
      .on("admin_challenges")
      .columns(["ip", "expires_at"])
      .execute();
    await db.schema
      .createIndex("admin_challenges_expires_idx")
      .ifNotExists()
      .on("admin_challenges")
      .column("expires_at")
      .execute();
    await db.schema
      .createIndex("admin_audit_action_idx")
      .ifNotExists()
      .on("admin_audit")
      .columns(["action", "outcome", "at"])
      .execute();
    await sql`delete from admin_credentials
      where user_id in (select id from admin_users where revoked_at is not null)`.execute(db);
  },
};
