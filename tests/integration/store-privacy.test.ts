/**
 * Ops can act on everything a person sent: privacy export, deletion and purge, the health figures and the rate limits
 * shared through the store, on SQLite and PostgreSQL.
 */

import { existsSync, readFileSync } from "node:fs";

import { afterEach, beforeEach, describe, expect, it } from "vitest";

import { deliverLeadNow } from "@/lib/leads/delivery";
import { LEAD_FORMS } from "@/lib/leads/forms";
import { checkHealth } from "@/lib/leads/health";
import { createSharedRateLimiter } from "@/lib/leads/rate-limit";
import { FORM_META } from "@/lib/leads/shared/form-meta";
import type { LeadStore } from "@/lib/leads/store/lead-store";
import { submitLead } from "@/lib/leads/submit-lead";

import { deliveryDeps, quickContactValues, request, submit, submitDeps, T0 } from "../support/lead-harness";
import { DAY_MS, mailJob, useLeadSuite, type LeadSuite } from "../support/lead-suite";
import { openRaw, type RawStore } from "../support/raw-store";
import { storeBackends } from "../support/store-backends";

const backends = await storeBackends();

for (const { name, make, skip } of backends) {
  describe.skipIf(skip !== undefined)(`privacy and health on ${name}`, () => {
    let { config, store, clock, webhookConfig } = {} as LeadSuite;
    let raw: RawStore;
    const suite = useLeadSuite(make, (fresh) => ({ config, store, clock, webhookConfig } = fresh));
    beforeEach(async () => {
      raw = await openRaw(config);
    });
    afterEach(() => raw.close());

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

    it("a privacy deletion clears the console's saved filters that hold the address, and leaves the rest", async () => {
      const { deps } = submitDeps(store, clock);
      await submit("quickContact", { ...quickContactValues(20), email: "erin.wipe@example.com" }, deps);
      const admin = await store.admin.ensureUser({
        id: "admin-1",
        email: "owner@example.com",
        now: clock.now,
      });
      for (const [token, q] of [
        ["holds-it", "Erin.Wipe@Example.com"],
        ["other", "someone"],
      ] as const) {
        await store.admin.createSession({
          tokenHash: token,
          userId: admin.id,
          origin: "http://x",
          now: clock.now,
        });
        await store.admin.setLeadFilter(token, JSON.stringify({ q, status: "" }));
      }
      await store.privacy.deleteByEmail("erin.wipe@example.com");
      expect((await store.admin.getSession("holds-it", 0))?.leadFilter).toBeNull();
      expect((await store.admin.getSession("other", 0))?.leadFilter).toBe('{"q":"someone","status":""}');
    });

    it.runIf(name === "sqlite")(
      "leaves no byte of a deleted address in the database file or its WAL",
      async () => {
        const { deps } = submitDeps(store, clock);
        const email = "frankie.gone@example.com";
        await submit("quickContact", { ...quickContactValues(21), email }, deps);
        await submit("quickContact", quickContactValues(22), deps);
        await store.privacy.deleteByEmail(email);
        const file = config.kind === "sqlite" ? config.path : "";
        const bytes = [file, `${file}-wal`]
          .filter((name) => existsSync(name))
          .map((name) => readFileSync(name).toString("latin1"))
          .join("");
        expect(bytes).toContain("dana22@example.com");
        expect(bytes).not.toContain(email);
      },
    );

    it("purges everything older than a day, except leads still waiting for delivery", async () => {
      const { deps } = submitDeps(store, clock);
      const old = await submit("quickContact", quickContactValues(9), deps);
      const oldPending = await submit("quickContact", quickContactValues(10), deps);
      await store.mail.enqueue([mailJob("dana9@example.com", old.leadId, clock.now)]);
      const delivery = deliveryDeps(store, clock, webhookConfig);
      await deliverLeadNow(delivery, old.leadId);
      await raw.insertBooking(old.leadId, "dana9@example.com", clock.now);
      await raw.markMailSent();
      clock.advance(10 * DAY_MS);
      const recent = await submit("quickContact", quickContactValues(11), deps);

      const result = await store.privacy.purgeBefore(T0 + DAY_MS, { now: clock.now });
      expect(result).toEqual({ leads: 1, bookings: 1, mailJobs: 1, pendingKept: 1, bookingsKept: 0 });
      expect((await store.listLeads()).map((l) => l.id).sort()).toEqual(
        [oldPending.leadId, recent.leadId].sort(),
      );
    });

    it("answers health with counts only, and 'down' when the store does not answer within the limit", async () => {
      const { deps } = submitDeps(store, clock);
      await submit("quickContact", quickContactValues(12), deps);
      const up = await checkHealth(async () => store, clock.now + 20 * 60_000, { webhookConfigured: true });
      expect(up).toEqual({
        httpStatus: 200,
        body: {
          status: "degraded",
          store: "ok",
          webhook: "configured",
          pending: 1,
          stored: 0,
          oldestPendingSeconds: 1200,
          failed: 0,
          spam: 0,
          mail: { pending: 0, failed: 0 },
          conversions: { pending: 0, failed: 0, platforms: {} },
        },
      });
      const hanging = () => new Promise<LeadStore>(() => undefined);
      const started = Date.now();
      expect(await checkHealth(hanging, clock.now, { webhookConfigured: true, timeoutMs: 200 })).toEqual({
        httpStatus: 503,
        body: { status: "down", store: "down" },
      });
      expect(Date.now() - started).toBeLessThan(2_000);
    });

    it("counts rate limits in the store, shared by two clients of it", async () => {
      const second = await suite.open();
      const limits = { perMinute: 3, perDay: 5, salt: () => "the app secret" };
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
