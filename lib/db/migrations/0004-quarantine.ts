import { PostgresAdapter, sql, type Kysely, type Migration } from "kysely";

// Bots are kept as `spam`, not dropped; the email column lets privacy requests skip reading every payload.
export const addQuarantine: Migration = {
  async up(db: Kysely<unknown>) {
    if (db.getExecutor().adapter instanceof PostgresAdapter) await upPostgres(db);
    else await upSqlite(db);
    await db.schema.createIndex("leads_email_idx").ifNotExists().on("leads").column("email").execute();
  },
};

async function upPostgres(db: Kysely<unknown>): Promise<void> {
  await sql`alter table leads drop constraint if exists leads_status_check`.execute(db);
  await sql`alter table leads add constraint leads_status_check check (status in ('pending', 'delivered', 'failed', 'spam'))`.execute(
    db,
  );
  await sql`alter table leads add column spam_reason text`.execute(db);
  await sql`alter table leads add column email text`.execute(db);
  await sql`update leads set email = lower(payload::json ->> 'email')`.execute(db);
}

// SQLite can't alter a check; rebuild in our own transaction (Kysely runs SQLite migrations outside one).
async function upSqlite(db: Kysely<unknown>): Promise<void> {
  await db.transaction().execute((trx) => rebuildSqliteLeads(trx));
}

async function rebuildSqliteLeads(db: Kysely<unknown>): Promise<void> {
  await sql`create table leads_new (
    id text primary key,
    submission_id text not null unique,
    created_at bigint not null,
    tag text not null,
    payload text not null,
    attribution text,
    consent text,
    status text not null check (status in ('pending', 'delivered', 'failed', 'spam')),
    attempts integer not null default 0,
    last_error text,
    next_attempt_at bigint,
    give_up_at bigint not null,
    delivered_at bigint,
    claim_token text,
    claimed_until bigint,
    updated_at bigint not null,
    spam_reason text,
    email text
  )`.execute(db);
  await sql`insert into leads_new
    select id, submission_id, created_at, tag, payload, attribution, consent, status, attempts, last_error,
      next_attempt_at, give_up_at, delivered_at, claim_token, claimed_until, updated_at, null,
      lower(json_extract(payload, '$.email'))
    from leads`.execute(db);
  await sql`drop table leads`.execute(db);
  await sql`alter table leads_new rename to leads`.execute(db);
  await sql`create index leads_status_next_attempt_idx on leads (status, next_attempt_at)`.execute(db);
  await sql`create index leads_created_at_idx on leads (created_at)`.execute(db);
}
