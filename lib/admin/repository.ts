import "server-only";

import { PostgresAdapter, sql, type Kysely, type Selectable } from "kysely";

import type { LeadDatabase } from "@/lib/db/schema";

import type { AdminAuditTable, AdminCredentialsTable } from "./tables";

export interface AdminUser {
  id: string;
  email: string;
  createdAt: number;
  revokedAt: number | null;
  passkeys: number;
}

export interface AdminCredential {
  id: string;
  userId: string;
  publicKey: string;
  counter: number;
  transports: string[];
  createdAt: number;
  lastUsedAt: number | null;
}

export interface AdminSession {
  tokenHash: string;
  userId: string;
  email: string;
  origin: string;
  createdAt: number;
  lastSeenAt: number;
  leadFilter: string | null;
}

export interface AuditEntry {
  id: string;
  at: number;
  userId: string | null;
  email: string | null;
  action: string;
  outcome: "ok" | "refused" | "failed";
  targetKind: string | null;
  targetId: string | null;
  ip: string | null;
  detail: string | null;
}

export type NewAuditEntry = Omit<AuditEntry, "email">;

export interface AdminRepository {
  /** The person with this email, created when new; a revoked person invited again is restored, without passkeys. */
  ensureUser(user: { id: string; email: string; now: number }): Promise<AdminUser>;
  getUser(id: string): Promise<AdminUser | undefined>;
  findUser(idOrEmail: string): Promise<AdminUser | undefined>;
  listUsers(): Promise<AdminUser[]>;
  /** Revokes a person: their sessions, unused invites and passkeys are removed. */
  revokeUser(id: string, now: number): Promise<boolean>;
  createInvite(invite: { tokenHash: string; userId: string; now: number; expiresAt: number }): Promise<void>;
  peekInvite(tokenHash: string, now: number): Promise<string | undefined>;
  /** Marks the invite used, once: false when it was used, expired or unknown. */
  useInvite(tokenHash: string, now: number): Promise<boolean>;
  addCredential(credential: AdminCredential): Promise<void>;
  credentialsOf(userId: string): Promise<AdminCredential[]>;
  getCredential(id: string): Promise<AdminCredential | undefined>;
  touchCredential(id: string, counter: number, now: number): Promise<void>;
  /** Stores a challenge; expired ones go, then the oldest beyond the address's and the overall bound. */
  saveChallenge(
    challenge: {
      id: string;
      challenge: string;
      purpose: string;
      userId: string | null;
      ip: string;
      expiresAt: number;
    },
    bounds: { perAddress: number; overall: number; now: number },
  ): Promise<void>;
  /** Removes and returns an unexpired challenge, so that it serves once. */
  takeChallenge(
    id: string,
    purpose: string,
    now: number,
  ): Promise<{ challenge: string; userId: string | null } | undefined>;
  createSession(session: { tokenHash: string; userId: string; origin: string; now: number }): Promise<void>;
  /** The session with its person, when neither is revoked nor idle past `idleBefore`. */
  getSession(tokenHash: string, idleBefore: number): Promise<AdminSession | undefined>;
  touchSession(tokenHash: string, now: number): Promise<void>;
  deleteSession(tokenHash: string): Promise<void>;
  setLeadFilter(tokenHash: string, filter: string | null): Promise<void>;
  sweep(idleBefore: number, now: number): Promise<void>;
  appendAudit(entry: NewAuditEntry): Promise<void>;
  /**
   * Appends the entry unless its address already has `perAddress` entries of its action and outcome since
   * `since`, or all addresses `overall`: checked and written as one step, so a burst cannot pass together.
   */
  appendAuditWithin(
    entry: NewAuditEntry & { ip: string },
    bounds: { perAddress: number; overall: number; since: number },
  ): Promise<boolean>;
  listAudit(options?: { limit?: number }): Promise<AuditEntry[]>;
  /** Entries of one action and outcome since a time, from one address or (without `ip`) from all. */
  countAudit(options: { action: string; outcome: string; ip?: string; since: number }): Promise<number>;
}

function toCredential(row: Selectable<AdminCredentialsTable>): AdminCredential {
  return {
    id: row.id,
    userId: row.user_id,
    publicKey: row.public_key,
    counter: Number(row.counter),
    transports: row.transports ? row.transports.split(",") : [],
    createdAt: row.created_at,
    lastUsedAt: row.last_used_at,
  };
}

function toAudit(row: Selectable<AdminAuditTable> & { email: string | null }): AuditEntry {
  return {
    id: row.id,
    at: row.at,
    userId: row.user_id,
    email: row.email,
    action: row.action,
    outcome: row.outcome as AuditEntry["outcome"],
    targetKind: row.target_kind,
    targetId: row.target_id,
    ip: row.ip,
    detail: row.detail,
  };
}

// Any fixed number: it names the lock that serialises bounded audit writes on PostgreSQL.
const AUDIT_BOUND_LOCK = 570_057;

function auditRow(entry: NewAuditEntry) {
  return {
    id: entry.id,
    at: entry.at,
    user_id: entry.userId,
    action: entry.action,
    outcome: entry.outcome,
    target_kind: entry.targetKind,
    target_id: entry.targetId,
    ip: entry.ip,
    detail: entry.detail,
  };
}

export function createAdminRepository(ready: () => Promise<Kysely<LeadDatabase>>): AdminRepository {
  async function users(where?: { id?: string; email?: string }): Promise<AdminUser[]> {
    let query = (await ready())
      .selectFrom("admin_users as u")
      .leftJoin("admin_credentials as c", "c.user_id", "u.id")
      .select(["u.id", "u.email", "u.created_at", "u.revoked_at"])
      .select((eb) => eb.fn.count<number | string>("c.id").as("passkeys"))
      .groupBy(["u.id", "u.email", "u.created_at", "u.revoked_at"])
      .orderBy("u.created_at");
    if (where?.id !== undefined) query = query.where("u.id", "=", where.id);
    if (where?.email !== undefined) query = query.where("u.email", "=", where.email);
    return (await query.execute()).map((row) => ({
      id: row.id,
      email: row.email,
      createdAt: row.created_at,
      revokedAt: row.revoked_at,
      passkeys: Number(row.passkeys),
    }));
  }

  return {
    async ensureUser({ id, email, now }) {
      const db = await ready();
      await db
        .insertInto("admin_users")
        .values({ id, email, created_at: now, revoked_at: null })
        .onConflict((conflict) => conflict.column("email").doUpdateSet({ revoked_at: null }))
        .execute();
      const [user] = await users({ email });
      if (!user) throw new Error("admin user not stored");
      return user;
    },

    async getUser(id) {
      return (await users({ id }))[0];
    },

    async findUser(idOrEmail) {
      return (await users({ id: idOrEmail }))[0] ?? (await users({ email: idOrEmail.toLowerCase() }))[0];
    },

    listUsers: () => users(),

    async revokeUser(id, now) {
      return (await ready()).transaction().execute(async (trx) => {
        const result = await trx
          .updateTable("admin_users")
          .set({ revoked_at: now })
          .where("id", "=", id)
          .where("revoked_at", "is", null)
          .executeTakeFirst();
        await trx.deleteFrom("admin_sessions").where("user_id", "=", id).execute();
        await trx
          .deleteFrom("admin_invites")
          .where("user_id", "=", id)
          .where("used_at", "is", null)
          .execute();
        // A later invite restores the person, never a passkey on a device they may have lost.
        await trx.deleteFrom("admin_credentials").where("user_id", "=", id).execute();
        return Number(result.numUpdatedRows) === 1;
      });
    },

    async createInvite({ tokenHash, userId, now, expiresAt }) {
      await (
        await ready()
      )
        .insertInto("admin_invites")
        .values({
          token_hash: tokenHash,
          user_id: userId,
          created_at: now,
          expires_at: expiresAt,
          used_at: null,
        })
        .execute();
    },

    async peekInvite(tokenHash, now) {
      const row = await (
        await ready()
      )
        .selectFrom("admin_invites")
        .select("user_id")
        .where("token_hash", "=", tokenHash)
        .where("used_at", "is", null)
        .where("expires_at", ">", now)
        .executeTakeFirst();
      return row?.user_id;
    },

    async useInvite(tokenHash, now) {
      const result = await (
        await ready()
      )
        .updateTable("admin_invites")
        .set({ used_at: now })
        .where("token_hash", "=", tokenHash)
        .where("used_at", "is", null)
        .where("expires_at", ">", now)
        .executeTakeFirst();
      return Number(result.numUpdatedRows) === 1;
    },

    async addCredential(credential) {
      await (
        await ready()
      )
        .insertInto("admin_credentials")
        .values({
          id: credential.id,
          user_id: credential.userId,
          public_key: credential.publicKey,
          counter: credential.counter,
          transports: credential.transports.join(","),
          created_at: credential.createdAt,
          last_used_at: credential.lastUsedAt,
        })
        .execute();
    },

    async credentialsOf(userId) {
      const rows = await (
        await ready()
      )
        .selectFrom("admin_credentials")
        .selectAll()
        .where("user_id", "=", userId)
        .orderBy("created_at")
        .execute();
      return rows.map(toCredential);
    },

    async getCredential(id) {
      const row = await (
        await ready()
      )
        .selectFrom("admin_credentials")
        .selectAll()
        .where("id", "=", id)
        .executeTakeFirst();
      return row ? toCredential(row) : undefined;
    },

    async touchCredential(id, counter, now) {
      await (
        await ready()
      )
        .updateTable("admin_credentials")
        .set({ counter, last_used_at: now })
        .where("id", "=", id)
        .execute();
    },

    async saveChallenge({ id, challenge, purpose, userId, ip, expiresAt }, { perAddress, overall, now }) {
      await (await ready()).transaction().execute(async (trx) => {
        await trx.deleteFrom("admin_challenges").where("expires_at", "<=", now).execute();
        // Keeps the newest `keep - 1` so that the new one makes `keep`.
        const beyond = (keep: number, fromIp?: string) => {
          let query = trx.selectFrom("admin_challenges").select("id");
          if (fromIp !== undefined) query = query.where("ip", "=", fromIp);
          return query
            .orderBy("expires_at", "desc")
            .orderBy("id", "desc")
            .limit(Number.MAX_SAFE_INTEGER)
            .offset(keep - 1);
        };
        await trx.deleteFrom("admin_challenges").where("id", "in", beyond(perAddress, ip)).execute();
        await trx.deleteFrom("admin_challenges").where("id", "in", beyond(overall)).execute();
        await trx
          .insertInto("admin_challenges")
          .values({ id, challenge, purpose, user_id: userId, ip, expires_at: expiresAt })
          .execute();
      });
    },

    async takeChallenge(id, purpose, now) {
      const row = await (
        await ready()
      )
        .deleteFrom("admin_challenges")
        .where("id", "=", id)
        .where("purpose", "=", purpose)
        .returning(["challenge", "user_id", "expires_at"])
        .executeTakeFirst();
      if (!row || row.expires_at <= now) return undefined;
      return { challenge: row.challenge, userId: row.user_id };
    },

    async createSession({ tokenHash, userId, origin, now }) {
      await (
        await ready()
      )
        .insertInto("admin_sessions")
        .values({
          token_hash: tokenHash,
          user_id: userId,
          origin,
          created_at: now,
          last_seen_at: now,
          lead_filter: null,
        })
        .execute();
    },

    async getSession(tokenHash, idleBefore) {
      const row = await (
        await ready()
      )
        .selectFrom("admin_sessions as s")
        .innerJoin("admin_users as u", "u.id", "s.user_id")
        .select([
          "s.token_hash",
          "s.user_id",
          "u.email",
          "s.origin",
          "s.created_at",
          "s.last_seen_at",
          "s.lead_filter",
        ])
        .where("s.token_hash", "=", tokenHash)
        .where("s.last_seen_at", ">", idleBefore)
        .where("u.revoked_at", "is", null)
        .executeTakeFirst();
      return row
        ? {
            tokenHash: row.token_hash,
            userId: row.user_id,
            email: row.email,
            origin: row.origin,
            createdAt: row.created_at,
            lastSeenAt: row.last_seen_at,
            leadFilter: row.lead_filter,
          }
        : undefined;
    },

    async touchSession(tokenHash, now) {
      await (
        await ready()
      )
        .updateTable("admin_sessions")
        .set({ last_seen_at: now })
        .where("token_hash", "=", tokenHash)
        .execute();
    },

    async deleteSession(tokenHash) {
      await (await ready()).deleteFrom("admin_sessions").where("token_hash", "=", tokenHash).execute();
    },

    async setLeadFilter(tokenHash, filter) {
      await (
        await ready()
      )
        .updateTable("admin_sessions")
        .set({ lead_filter: filter })
        .where("token_hash", "=", tokenHash)
        .execute();
    },

    async sweep(idleBefore, now) {
      const db = await ready();
      await db.deleteFrom("admin_sessions").where("last_seen_at", "<=", idleBefore).execute();
      await db.deleteFrom("admin_challenges").where("expires_at", "<=", now).execute();
    },

    async appendAudit(entry) {
      await (await ready()).insertInto("admin_audit").values(auditRow(entry)).execute();
    },

    async appendAuditWithin(entry, { perAddress, overall, since }) {
      const db = await ready();
      return db.transaction().execute(async (trx) => {
        // SQLite's one connection runs one transaction at a time; on PostgreSQL a burst would pass together.
        if (db.getExecutor().adapter instanceof PostgresAdapter)
          await sql`select pg_advisory_xact_lock(${AUDIT_BOUND_LOCK})`.execute(trx);
        const counted = (ip?: string) => {
          let query = trx
            .selectFrom("admin_audit")
            .select((eb) => eb.fn.countAll<number | string>().as("count"))
            .where("action", "=", entry.action)
            .where("outcome", "=", entry.outcome)
            .where("at", ">=", since);
          if (ip !== undefined) query = query.where("ip", "=", ip);
          return query.executeTakeFirstOrThrow().then((row) => Number(row.count));
        };
        if ((await counted(entry.ip)) >= perAddress || (await counted()) >= overall) return false;
        await trx.insertInto("admin_audit").values(auditRow(entry)).execute();
        return true;
      });
    },

    async listAudit({ limit } = {}) {
      let query = (await ready())
        .selectFrom("admin_audit as a")
        .leftJoin("admin_users as u", "u.id", "a.user_id")
        .selectAll("a")
        .select("u.email")
        .orderBy("a.at", "desc")
        .orderBy("a.id", "desc");
      if (limit !== undefined) query = query.limit(limit);
      return (await query.execute()).map(toAudit);
    },

    async countAudit({ action, outcome, ip, since }) {
      let query = (await ready())
        .selectFrom("admin_audit")
        .select((eb) => eb.fn.countAll<number | string>().as("count"))
        .where("action", "=", action)
        .where("outcome", "=", outcome)
        .where("at", ">=", since);
      if (ip !== undefined) query = query.where("ip", "=", ip);
      return Number((await query.executeTakeFirstOrThrow()).count);
    },
  };
}
