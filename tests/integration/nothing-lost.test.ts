/**
 * Nothing a person sends is discarded, and ops can act on all of it: quarantine and release, privacy export,
 * deletion and purge, the health figures and rate limits shared through the store, on SQLite and PostgreSQL.
 */
import { randomUUID } from "node:crypto";

import Database from "better-sqlite3";
import { Kysely, PostgresDialect, SqliteDialect } from "kysely";
import pg from "pg";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";

import { deliverLeadNow } from "@/lib/leads/delivery";
import { LEAD_FORMS } from "@/lib/leads/forms";
import { checkHealth } from "@/lib/leads/health";
import { toFormState } from "@/lib/leads/outcome";
import { createSharedRateLimiter } from "@/lib/leads/rate-limit";
import { releaseQuarantinedLead } from "@/lib/leads/release";
import { runRetryPass } from "@/lib/leads/retry";
import { FORM_META } from "@/lib/leads/shared/form-meta";
import type { LeadStoreConfig } from "@/lib/leads/store/open-store";
import type { LeadDatabase, LeadStore, NewMailJob } from "@/lib/leads/store/types";
import { submitLead } from "@/lib/leads/submit-lead";

import {
  captureLeadLogs,
  deliveryDeps,
  FakeClock,
  openStore,
  postgresBackend,
  quickContactValues,
  request,
  sqliteBackend,
  submit,
  submitDeps,
  T0,
  type Backend,
} from "../support/lead-harness";
import { startPostgres } from "../support/postgres";
import { startWebhookServer, type WebhookServer } from "../support/webhook-server";

const postgres = await startPostgres();
if ("skipped" in postgres) console.warn(`PostgreSQL suite skipped: ${postgres.skipped}`);

const backends: { name: string; make: () => Backend; skip?: string }[] = [
  { name: "sqlite", make: sqliteBackend },
  "skipped" in postgres
    ? { name: "postgres", make: sqliteBackend, skip: postgres.skipped }
    : { name: "postgres", make: () => postgresBackend(postgres.url) },
];

afterAll(async () => {
  if (!("skipped" in postgres)) await postgres.stop();
});

const DAY_MS = 24 * 60 * 60_000;

function mailJob(to: string, leadId: string | undefined, createdAt: number): NewMailJob {
  return {
    id: randomUUID(),
    kind: "test",
    leadId,
    createdAt,
    giveUpAt: createdAt + DAY_MS,
    message: { to: [to], subject: "Your call", text: "See you", html: "<p>See you</p>" },
  };
}

for (const { name, make, skip } of backends) {
  describe.skipIf(skip !== undefined)(`nothing lost on ${name}`, () => {
    let backend: Backend;
    let config: LeadStoreConfig;
    let store: LeadStore;
    let webhook: WebhookServer;
    let clock: FakeClock;
    let logs: ReturnType<typeof captureLeadLogs>;
    let raw: Awaited<ReturnType<typeof openRaw>>;
    const extraStores: LeadStore[] = [];

    beforeAll(() => {
      backend = make();
    });
    afterAll(() => backend.cleanup());
    beforeEach(async () => {
      logs = captureLeadLogs();
      clock = new FakeClock();
      config = await backend.fresh();
      store = await openStore(config);
      raw = await openRaw(config);
      webhook = await startWebhookServer();
    });
    afterEach(async () => {
      await webhook.close();
      await store.close();
      await raw.close();
      for (const extra of extraStores.splice(0)) await extra.close();
      logs.restore();
    });

    const webhookConfig = () => ({ url: webhook.url, secret: "s", timeoutMs: 5_000 });

    it("quarantines a honeypot submission: answered as a success, stored as spam, never forwarded or mailed", async () => {
      const { deps, scheduled } = submitDeps(store, clock);
      const values = { ...quickContactValues(1), [FORM_META.honeypot]: "buy now" };
      const outcome = await submitLead(LEAD_FORMS.quickContact, values, request, deps);
      expect(outcome).toMatchObject({ kind: "quarantined", tag: "quick-contact", reason: "honeypot" });
      // The bot gets exactly the answer an accepted lead gets.
      const accepted = await submit("quickContact", quickContactValues(2), deps);
      expect(Object.keys(toFormState(outcome, values)).sort()).toEqual(
        Object.keys(toFormState(accepted, {})).sort(),
      );
      expect(toFormState(outcome, values)).toMatchObject({ status: "success" });
      expect(scheduled).toEqual([accepted.leadId]);

      const [spam] = await store.listLeads({ status: "spam" });
      expect(spam).toMatchObject({ tag: "quick-contact", spamReason: "honeypot", nextAttemptAt: null });
      expect(spam?.payload.email).toBe("dana1@example.com");

      // The retry loop claims only pending leads: the spam row is never sent.
      const outcomes = await runRetryPass(deliveryDeps(store, clock, webhookConfig()));
      expect(outcomes).toEqual(["delivered"]);
      expect(webhook.received.map((r) => r.headers["idempotency-key"])).toEqual([accepted.leadId]);
      expect((await store.getLead(spam!.id))?.status).toBe("spam");
      // Log lines carry no personal data.
      expect(JSON.stringify(logs.lines)).not.toContain("dana1@example.com");
      expect(logs.lines).toContainEqual(
        expect.objectContaining({ event: "lead.quarantined", reason: "honeypot", leadId: spam!.id }),
      );
    });

    it("keeps a too-fast submission that fails validation, exactly as sent", async () => {
      const { deps } = submitDeps(store, clock);
      const outcome = await submitLead(
        LEAD_FORMS.quickContact,
        { name: "Half", email: "not-an-email", [FORM_META.startedAt]: String(clock.now - 200) },
        request,
        deps,
      );
      expect(outcome).toMatchObject({ kind: "quarantined", reason: "too-fast" });
      const [spam] = await store.listLeads({ status: "spam" });
      expect(spam?.payload).toEqual({ name: "Half", email: "not-an-email" });
      const released = await releaseQuarantinedLead(store, spam!.id, { now: clock.now });
      expect(released).toMatchObject({ kind: "invalid" });
      expect((await store.getLead(spam!.id))?.status).toBe("spam");
    });

    it("release → the normal pipeline → delivered exactly once, with its emails queued in the same step", async () => {
      const { deps } = submitDeps(store, clock);
      const values = { ...quickContactValues(3), [FORM_META.startedAt]: String(clock.now - 300) };
      const outcome = await submitLead(LEAD_FORMS.quickContact, values, request, deps);
      expect(outcome.kind).toBe("quarantined");
      const leadId = (outcome as { leadId: string }).leadId;
      expect(await store.health(clock.now)).toMatchObject({ spam: 1, pending: 0, mail: { pending: 0 } });

      clock.advance(60_000);
      const released = await releaseQuarantinedLead(store, leadId, {
        now: clock.now,
        mailJobs: (lead) => [mailJob(String(lead.payload.email), lead.id, clock.now)],
      });
      expect(released).toMatchObject({
        kind: "released",
        lead: { status: "pending", spamReason: "too-fast" },
      });
      expect(await releaseQuarantinedLead(store, leadId, { now: clock.now })).toEqual({
        kind: "not-quarantined",
        status: "pending",
      });
      expect(await store.health(clock.now)).toMatchObject({ spam: 0, pending: 1, mail: { pending: 1 } });

      const delivery = deliveryDeps(store, clock, webhookConfig());
      expect(await deliverLeadNow(delivery, leadId)).toBe("delivered");
      expect(await runRetryPass(delivery)).toEqual([]);
      expect(webhook.received).toHaveLength(1);
      expect(webhook.received[0]?.body).toMatchObject({ email: "dana3@example.com", tag: "quick-contact" });
    });

    it("purges quarantined rows past their retention and keeps real leads", async () => {
      const { deps } = submitDeps(store, clock);
      await submitLead(
        LEAD_FORMS.quickContact,
        { ...quickContactValues(4), [FORM_META.honeypot]: "x" },
        request,
        deps,
      );
      await submit("quickContact", quickContactValues(5), deps);
      expect(await store.purgeSpam(clock.now)).toBe(0);
      expect(await store.purgeSpam(clock.now + 30 * DAY_MS)).toBe(1);
      expect(await store.countByStatus()).toMatchObject({ spam: 0, pending: 1 });
    });

    it("exports and deletes everything held about an address, in every table", async () => {
      const { deps } = submitDeps(store, clock);
      const values = { ...quickContactValues(6), email: "Dana.Six@Example.com" };
      const lead = await submit("quickContact", values, deps);
      await submitLead(
        LEAD_FORMS.quickContact,
        { ...quickContactValues(7), email: "dana.six@example.com", [FORM_META.honeypot]: "x" },
        request,
        deps,
      );
      const other = await submit("quickContact", quickContactValues(8), deps);
      await raw.insertBooking(lead.leadId, "dana.six@example.com", clock.now);
      await store.mail.enqueue([
        mailJob("dana.six@example.com", undefined, clock.now),
        mailJob("someone@example.com", lead.leadId, clock.now),
        mailJob("xdana.six@example.com", undefined, clock.now),
      ]);

      const exported = await store.privacy.exportByEmail(" DANA.SIX@example.com ");
      expect(exported.leads.map((l) => l.status).sort()).toEqual(["pending", "spam"]);
      expect(exported.leads[0]).toMatchObject({
        attribution: expect.any(Object),
        payload: expect.any(Object),
      });
      expect(exported.bookings).toHaveLength(1);
      expect(exported.mailJobs.map((job) => job.recipients).sort()).toEqual([
        "dana.six@example.com",
        "someone@example.com",
      ]);

      const deleted = await store.privacy.deleteByEmail("dana.six@example.com");
      expect(deleted.leads).toHaveLength(2);
      expect(deleted.bookings).toHaveLength(1);
      expect(deleted.mailJobs).toHaveLength(2);
      expect(await store.privacy.exportByEmail("dana.six@example.com")).toMatchObject({
        leads: [],
        bookings: [],
        mailJobs: [],
      });
      expect((await store.listLeads()).map((l) => l.id)).toEqual([other.leadId]);
      expect(await store.health(clock.now)).toMatchObject({ mail: { pending: 1 } });
    });

    it("purges everything older than a day, except leads still waiting for delivery", async () => {
      const { deps } = submitDeps(store, clock);
      const old = await submit("quickContact", quickContactValues(9), deps);
      const oldPending = await submit("quickContact", quickContactValues(10), deps);
      await store.mail.enqueue([mailJob("dana9@example.com", old.leadId, clock.now)]);
      const delivery = deliveryDeps(store, clock, webhookConfig());
      await deliverLeadNow(delivery, old.leadId);
      await raw.insertBooking(old.leadId, "dana9@example.com", clock.now);
      await raw.markMailSent();
      clock.advance(10 * DAY_MS);
      const recent = await submit("quickContact", quickContactValues(11), deps);

      const result = await store.privacy.purgeBefore(T0 + DAY_MS);
      expect(result).toEqual({ leads: 1, bookings: 1, mailJobs: 1, pendingKept: 1 });
      expect((await store.listLeads()).map((l) => l.id).sort()).toEqual(
        [oldPending.leadId, recent.leadId].sort(),
      );
    });

    it("answers health with counts only, and 'down' when the store does not answer within the limit", async () => {
      const { deps } = submitDeps(store, clock);
      await submit("quickContact", quickContactValues(12), deps);
      const up = await checkHealth(async () => store, clock.now + 20 * 60_000);
      expect(up).toEqual({
        httpStatus: 200,
        body: {
          status: "degraded",
          store: "ok",
          pending: 1,
          oldestPendingSeconds: 1200,
          failed: 0,
          spam: 0,
          mail: { pending: 0, failed: 0 },
        },
      });
      const hanging = () => new Promise<LeadStore>(() => undefined);
      const started = Date.now();
      expect(await checkHealth(hanging, clock.now, 200)).toEqual({
        httpStatus: 503,
        body: { status: "down", store: "down" },
      });
      expect(Date.now() - started).toBeLessThan(2_000);
    });

    it("counts rate limits in the store, shared by two clients of it", async () => {
      const second = await openStore(config);
      extraStores.push(second);
      const limits = { perMinute: 3, perDay: 5 };
      const first = createSharedRateLimiter(async () => store, limits, clock.read);
      const other = createSharedRateLimiter(async () => second, limits, clock.read);
      const results = await Promise.all(
        Array.from({ length: 6 }, (_, i) => (i % 2 ? first : other).hit("198.51.100.9")),
      );
      expect(results.filter((r) => r.allowed)).toHaveLength(3);
      expect(results.find((r) => !r.allowed)).toEqual({ allowed: false, retryAfterMs: 60_000 });
      expect((await first.hit("198.51.100.10")).allowed).toBe(true);

      clock.advance(60_000);
      expect((await other.hit("198.51.100.9")).allowed).toBe(true);
      expect((await first.hit("198.51.100.9")).allowed).toBe(true);
      // The day's five are used up: refused until the day's window has passed.
      expect(await other.hit("198.51.100.9")).toEqual({ allowed: false, retryAfterMs: DAY_MS - 60_000 });
      clock.advance(DAY_MS);
      expect((await first.hit("198.51.100.9")).allowed).toBe(true);
      // No address is written down.
      const keys = await raw.rateLimitKeys();
      expect(keys.join(",")).not.toContain("198.51");
    });
  });
}

/** A second, plain connection for fixtures other features' repositories will write (bookings, a sent email). */
async function openRaw(config: LeadStoreConfig) {
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

for (const { name, make, skip } of backends) {
  describe.skipIf(skip !== undefined)(`quarantine migration on ${name}`, () => {
    it("keeps the leads stored before it, fills their email and allows the spam status", async () => {
      const backend = make();
      const config = await backend.fresh();
      const raw = await openRaw(config);
      const { createLeads } = await import("@/lib/leads/store/migrations/0001-create-leads");
      const { createBookings } = await import("@/lib/leads/store/migrations/0002-bookings");
      const { createMailJobs } = await import("@/lib/leads/store/migrations/0003-mail-jobs");
      const { Migrator } = await import("kysely");
      const migrator = new Migrator({
        db: raw.db,
        provider: {
          getMigrations: async () => ({
            "0001_create_leads": createLeads,
            "0002_bookings": createBookings,
            "0003_mail_jobs": createMailJobs,
          }),
        },
      });
      expect((await migrator.migrateToLatest()).error).toBeUndefined();
      await raw.db
        .insertInto("leads")
        .values({
          id: "old-lead",
          submission_id: "old-submission",
          created_at: T0,
          tag: "quick-contact",
          payload: JSON.stringify({ name: "Old", email: "Old@Example.com" }),
          attribution: null,
          consent: null,
          status: "delivered",
          attempts: 1,
          last_error: null,
          next_attempt_at: null,
          give_up_at: T0 + DAY_MS,
          delivered_at: T0,
          claim_token: null,
          claimed_until: null,
          updated_at: T0,
        } as never)
        .execute();
      await raw.close();

      const store = await openStore(config);
      try {
        expect(await store.getLead("old-lead")).toMatchObject({ status: "delivered", spamReason: null });
        expect((await store.privacy.exportByEmail("old@example.com")).leads.map((l) => l.id)).toEqual([
          "old-lead",
        ]);
        const { deps } = submitDeps(store, new FakeClock());
        const outcome = await submitLead(
          LEAD_FORMS.quickContact,
          { ...quickContactValues(1), [FORM_META.honeypot]: "x" },
          request,
          deps,
        );
        expect(outcome.kind).toBe("quarantined");
        // The same submission sent again is still recognised (the unique index survived the rebuild).
        const again = await submitLead(
          LEAD_FORMS.quickContact,
          { ...quickContactValues(2), [FORM_META.submissionId]: "same-fill-0001" },
          request,
          deps,
        );
        const repeat = await submitLead(
          LEAD_FORMS.quickContact,
          { ...quickContactValues(2), [FORM_META.submissionId]: "same-fill-0001" },
          request,
          deps,
        );
        expect(repeat).toMatchObject({
          kind: "accepted",
          duplicate: true,
          leadId: (again as { leadId: string }).leadId,
        });
      } finally {
        await store.close();
        await backend.cleanup();
      }
    });
  });
}
