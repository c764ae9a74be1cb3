/** A second, plain connection to a suite's store, for fixtures other features' repositories will write. */
import { randomUUID } from "node:crypto";

import Database from "better-sqlite3";
import { Kysely, PostgresDialect, SqliteDialect } from "kysely";
import pg from "pg";

import type { LeadDatabase } from "@/lib/db/schema";
import type { LeadStoreConfig } from "@/lib/leads/store/open-store";

/** Bookings, a sent email and the rate-limit keys, written and read without the repositories. */
export async function openRaw(config: LeadStoreConfig) {
  const dialect =
    config.kind === "sqlite"
      ? new SqliteDialect({ database: new Database(config.path) })
      : new PostgresDialect({ pool: new pg.Pool({ connectionString: config.url, max: 1 }) });
  const db = new Kysely<LeadDatabase>({ dialect });
  return {
    db,
    async insertBooking(leadId: string, email: string, at: number) {
      await db
        .insertInto("bookings")
        .values({
          id: randomUUID(),
          lead_id: leadId,
          email,
          slot_start: at + 60_000,
          slot_end: at + 30 * 60_000,
          time_zone: "America/Chicago",
          status: "active",
          sequence: 0,
          details: "{}",
          created_at: at,
          updated_at: at,
          cancelled_at: null,
        })
        .execute();
    },
    async markMailSent() {
      await db.updateTable("mail_jobs").set({ status: "sent" }).execute();
    },
    async rateLimitKeys() {
      return (await db.selectFrom("rate_limits").select("key").execute()).map((row) => row.key);
    },
    close: () => db.destroy(),
  };
}

export type RawStore = Awaited<ReturnType<typeof openRaw>>;
