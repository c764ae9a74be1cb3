/** A bot's submission is kept, never forwarded or mailed, until released or purged; on SQLite and PostgreSQL. */

import { describe, expect, it } from "vitest";

import { deliverLeadNow } from "@/lib/leads/delivery";
import { LEAD_FORMS } from "@/lib/leads/forms";
import { toFormState } from "@/lib/leads/outcome";
import { releaseQuarantinedLead } from "@/lib/leads/release";
import { runRetryPass } from "@/lib/leads/retry";
import { FORM_META } from "@/lib/leads/shared/form-meta";
import { submitLead } from "@/lib/leads/submit-lead";

import {
  deliveryDeps,
  FakeClock,
  openStore,
  quickContactValues,
  request,
  submit,
  submitDeps,
  T0,
} from "../support/lead-harness";
import { DAY_MS, mailJob, useLeadSuite, type LeadSuite } from "../support/lead-suite";
import { openRaw } from "../support/raw-store";
import { storeBackends } from "../support/store-backends";

const backends = await storeBackends();

for (const { name, make, skip } of backends) {
  describe.skipIf(skip !== undefined)(`quarantine on ${name}`, () => {
    let { store, webhook, clock, logs, webhookConfig } = {} as LeadSuite;
    useLeadSuite(make, (fresh) => ({ store, webhook, clock, logs, webhookConfig } = fresh));

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
      expect(toFormState(outcome, values)).toMatchObject({ success: true });
      expect(scheduled).toEqual([accepted.leadId]);

      const [spam] = await store.listLeads({ status: "spam" });
      expect(spam).toMatchObject({ tag: "quick-contact", spamReason: "honeypot", nextAttemptAt: null });
      expect(spam?.payload.email).toBe("dana1@example.com");

      // The retry loop claims only pending leads: the spam row is never sent.
      const outcomes = await runRetryPass(deliveryDeps(store, clock, webhookConfig));
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

      const delivery = deliveryDeps(store, clock, webhookConfig);
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
      expect(await store.purgeSpam(clock.now, clock.now)).toBe(0);
      expect(await store.purgeSpam(clock.now + 30 * DAY_MS, clock.now + 30 * DAY_MS)).toBe(1);
      expect(await store.countByStatus()).toMatchObject({ spam: 0, pending: 1 });
    });
  });
}

for (const { name, make, skip } of backends) {
  describe.skipIf(skip !== undefined)(`quarantine migration on ${name}`, () => {
    it("keeps the leads stored before it, fills their email and allows the spam status", async () => {
      const backend = make();
      const config = await backend.fresh();
      const raw = await openRaw(config);
      const { createLeads } = await import("@/lib/db/migrations/0001-create-leads");
      const { createBookings } = await import("@/lib/db/migrations/0002-bookings");
      const { createMailJobs } = await import("@/lib/db/migrations/0003-mail-jobs");
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
