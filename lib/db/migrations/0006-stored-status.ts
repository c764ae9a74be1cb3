import { PostgresAdapter, sql, type Kysely, type Migration } from "kysely";

const OLD_CHECK = "check (status in ('pending', 'delivered', 'failed', 'spam'))";
const NEW_CHECK = "check (status in ('pending', 'stored', 'delivered', 'failed', 'spam'))";

export const addStoredStatus: Migration = {
  async up(db: Kysely<unknown>) {
    if (db.getExecutor().adapter instanceof PostgresAdapter) {
      await sql`alter table leads drop constraint if exists leads_status_check`.execute(db);
      await sql.raw(`alter table leads add constraint leads_status_check ${NEW_CHECK}`).execute(db);
    } else {
      await db.transaction().execute((trx) => rebuildSqliteLeads(trx));
    }
  },
};

// SQLite can't alter a check constraint: rebuild from the table's own definition, whatever columns it has.
async function rebuildSqliteLeads(db: Kysely<unknown>): Promise<void> {
  const { rows } = await sql<{ type: string; sql: string | null }>`
    select type, sql from sqlite_master where tbl_name = 'leads' and sql is not null`.execute(db);
  const table = rows.find((row) => row.type === "table")?.sql ?? "";
  if (!table.includes(OLD_CHECK)) throw new Error("leads: unexpected status check, not migrated");
  const indexes = rows.filter((row) => row.type === "index").map((row) => row.sql ?? "");
  const created = table
    .replace(OLD_CHECK, NEW_CHECK)
    .replace(/^create table "?leads"?/i, "create table leads_new");
  await sql.raw(created).execute(db);
  await sql`insert into leads_new select * from leads`.execute(db);
  await sql`drop table leads`.execute(db);
  await sql`alter table leads_new rename to leads`.execute(db);
  for (const index of indexes) await sql.raw(index).execute(db);
}
