/** The pipeline in front of the store: abuse checks, validation, consent and attribution, and a store that is down. */
import { afterAll, afterEach, beforeEach, describe, expect, it } from "vitest";

import { encodeAttributionCookie, nextAttribution } from "@/lib/leads/attribution";
import { LEAD_FORMS } from "@/lib/leads/forms";
import { toFormState } from "@/lib/leads/outcome";
import { createRateLimiter } from "@/lib/leads/rate-limit";
import { FORM_META } from "@/lib/leads/shared/form-meta";
import { LEAD_MESSAGES } from "@/lib/leads/shared/messages";
import type { LeadStore } from "@/lib/leads/store/lead-store";
import { submissionKey, submitLead } from "@/lib/leads/submit-lead";
import { buildWebhookBody } from "@/lib/leads/webhook";

import {
  captureLeadLogs,
  FakeClock,
  openStore,
  quickContactValues,
  request,
  sqliteBackend,
  submitDeps,
} from "../support/lead-harness";

const backend = sqliteBackend();
let store: LeadStore;
let clock: FakeClock;
let logs: ReturnType<typeof captureLeadLogs>;

beforeEach(async () => {
  logs = captureLeadLogs();
  clock = new FakeClock();
  store = await openStore(await backend.fresh());
});
afterEach(async () => {
  await store.close();
  logs.restore();
});
afterAll(() => backend.cleanup());

describe("abuse checks", () => {
  it("answers a filled honeypot with a normal-looking success and quarantines it, unscheduled", async () => {
    const { deps, scheduled } = submitDeps(store, clock);
    const outcome = await submitLead(
      LEAD_FORMS.quickContact,
      { ...quickContactValues(), [FORM_META.honeypot]: "buy now" },
      request,
      deps,
    );
    expect(outcome).toMatchObject({ kind: "quarantined", tag: "quick-contact", reason: "honeypot" });
    // The same success a person sees, but no ad event: the page reports nothing for it.
    expect(toFormState(outcome, {})).toEqual({
      success: true,
      leadId: expect.any(String),
      tag: "quick-contact",
      adEvent: false,
    });
    expect((await store.listLeads()).map((lead) => [lead.status, lead.spamReason])).toEqual([
      ["spam", "honeypot"],
    ]);
    expect(scheduled).toEqual([]);
    expect(logs.lines).toEqual([expect.objectContaining({ event: "lead.quarantined", reason: "honeypot" })]);
    const person = await submitLead(LEAD_FORMS.quickContact, quickContactValues(2), request, deps);
    expect(toFormState(person, {})).toMatchObject({ success: true, adEvent: true });
  });

  it("quarantines forms sent faster than the minimum fill time, accepts slower ones and ones without a start time", async () => {
    const { deps } = submitDeps(store, clock);
    const fast = await submitLead(
      LEAD_FORMS.quickContact,
      { ...quickContactValues(1), [FORM_META.startedAt]: String(clock.now - 900) },
      request,
      deps,
    );
    expect(fast).toMatchObject({ kind: "quarantined", reason: "too-fast" });
    const slow = await submitLead(
      LEAD_FORMS.quickContact,
      { ...quickContactValues(2), [FORM_META.startedAt]: String(clock.now - 9000) },
      request,
      deps,
    );
    const noScript = await submitLead(LEAD_FORMS.quickContact, quickContactValues(3), request, deps);
    expect([slow.kind, noScript.kind]).toEqual(["accepted", "accepted"]);
    expect(await store.countByStatus()).toMatchObject({ pending: 2, spam: 1 });
  });

  it("limits submissions per client IP with the rate-limit message", async () => {
    const { deps } = submitDeps(store, clock, {
      rateLimiter: createRateLimiter({ perMinute: 2, perDay: 50 }, clock.read),
    });
    const kinds = [];
    for (let n = 0; n < 3; n += 1)
      kinds.push((await submitLead(LEAD_FORMS.quickContact, quickContactValues(n), request, deps)).kind);
    expect(kinds).toEqual(["accepted", "accepted", "rate-limited"]);
    const limited = await submitLead(LEAD_FORMS.quickContact, quickContactValues(9), request, deps);
    expect(limited).toEqual({
      kind: "rate-limited",
      error: "Too many submissions. Please try again later or call us.",
    });
    const otherClient = await submitLead(
      LEAD_FORMS.quickContact,
      quickContactValues(10),
      { ...request, ip: "198.51.100.1" },
      deps,
    );
    expect(otherClient.kind).toBe("accepted");
  });
});

describe("validation", () => {
  it("returns the form's message, field errors and the visible values, and stores nothing", async () => {
    const { deps } = submitDeps(store, clock);
    const values = {
      name: "Dana",
      email: "not-an-email",
      message: "hi",
      [FORM_META.submissionId]: "0b9d39c7-2293-4444",
    };
    const outcome = await submitLead(LEAD_FORMS.quickContact, values, request, deps);
    expect(toFormState(outcome, values)).toEqual({
      success: false,
      error: LEAD_MESSAGES.invalid,
      fieldErrors: { email: ["Enter a valid email address."] },
      values: { name: "Dana", email: "not-an-email", message: "hi" },
    });
    expect(await store.listLeads()).toEqual([]);
    expect(JSON.stringify(logs.lines)).not.toContain("not-an-email");
  });
});

describe("what is stored with a lead", () => {
  it("keeps the consent record and both attribution touches", async () => {
    const first = nextAttribution(undefined, {
      url: new URL("https://bluebonnet.test/?utm_source=google&utm_medium=cpc&gclid=G1"),
      referrer: "https://www.google.com/",
      now: new Date(clock.now - 86_400_000),
      siteHosts: ["bluebonnet.test"],
    });
    const both = nextAttribution(first, {
      url: new URL("https://bluebonnet.test/free-website?fbclid=F2"),
      referrer: null,
      now: new Date(clock.now - 60_000),
      siteHosts: ["bluebonnet.test"],
    });
    const cookie = both && encodeAttributionCookie(both);
    const { deps } = submitDeps(store, clock);
    const outcome = await submitLead(
      LEAD_FORMS.freeWebsite,
      {
        businessStatus: "established",
        businessType: "HVAC",
        websiteGoal: "all",
        firstName: "Lee",
        lastName: "Ng",
        email: "lee@example.com",
        phone: "512 555 0188",
        consent: "on",
        [FORM_META.pagePath]: "/free-website",
        [FORM_META.submissionId]: "5e8c5730-9f8d-4581-a341-8d8af0980e59",
      },
      { ...request, attributionCookie: cookie },
      deps,
    );
    if (outcome.kind !== "accepted") throw new Error(JSON.stringify(outcome));
    const lead = await store.getLead(outcome.leadId);
    expect(lead?.submissionId).toMatch(/^5e8c5730-9f8d-4581-a341-8d8af0980e59\.[\w-]{22}$/);
    expect(lead?.submissionId).toBe(submissionKey("5e8c5730-9f8d-4581-a341-8d8af0980e59", lead!.payload));
    expect(
      submissionKey("5e8c5730-9f8d-4581-a341-8d8af0980e59", { ...lead!.payload, city: "Waco" }),
    ).not.toBe(lead?.submissionId);
    expect(lead?.consent).toEqual({
      text: expect.stringContaining("about my free website"),
      version: "2025-02-28",
      form: "freeWebsite",
      givenAt: new Date(clock.now).toISOString(),
      pageUrl: "https://bluebonnet.test/free-website",
      ip: "203.0.113.7",
      userAgent: "Mozilla/5.0 (test)",
    });
    expect(lead?.attribution).toEqual({
      pagePath: "/free-website",
      firstTouch: expect.objectContaining({
        utm_source: "google",
        gclid: "G1",
        referrer: "https://www.google.com/",
      }),
      lastTouch: expect.objectContaining({ fbclid: "F2", landingPage: "/free-website" }),
    });
    const body = JSON.parse(
      buildWebhookBody(lead ?? { payload: { email: "" }, attribution: null }),
    ) as Record<string, unknown>;
    expect(body.consent).toBe(true);
    expect(body).not.toHaveProperty("ip");
    expect(body.attribution).toEqual(lead?.attribution);
  });

  it("stores no consent record for forms without a consent sentence, and takes the page path from a same-site Referer", async () => {
    const { deps } = submitDeps(store, clock);
    const { [FORM_META.pagePath]: _dropped, ...values } = quickContactValues();
    const outcome = await submitLead(LEAD_FORMS.quickContact, values, request, deps);
    const lead = outcome.kind === "accepted" ? await store.getLead(outcome.leadId) : undefined;
    expect(lead?.consent).toBeNull();
    expect(lead?.attribution).toEqual({ pagePath: "/contact" });
  });
});

describe("submission ids", () => {
  it.each(["1", "abc1234", "has space 12345", "dots.are.not.ok", "x".repeat(65)])(
    "does not deduplicate on the unusable id %j: two sends are two leads",
    async (submissionId) => {
      const { deps, scheduled } = submitDeps(store, clock);
      const values = { ...quickContactValues(), [FORM_META.submissionId]: submissionId };
      const first = await submitLead(LEAD_FORMS.quickContact, values, request, deps);
      const second = await submitLead(LEAD_FORMS.quickContact, values, request, deps);
      expect(first).toMatchObject({ kind: "accepted" });
      expect(second).toMatchObject({ kind: "accepted" });
      expect(second).not.toHaveProperty("duplicate");
      expect((await store.listLeads()).length).toBe(2);
      expect(scheduled).toHaveLength(2);
    },
  );

  it.each(["abcd-12_", "Z".repeat(64)])("deduplicates on the usable id %j", async (submissionId) => {
    const { deps, scheduled } = submitDeps(store, clock);
    const values = {
      ...quickContactValues(),
      [FORM_META.submissionId]: submissionId,
      [FORM_META.submittedAt]: String(clock.now - 1_000),
    };
    const first = await submitLead(LEAD_FORMS.quickContact, values, request, deps);
    // The send again after a lost answer: sent later, from the same fill, its fields in another order.
    const resent = Object.fromEntries(
      Object.entries({
        ...values,
        [FORM_META.submittedAt]: String(clock.now),
        [FORM_META.js]: "1",
      }).reverse(),
    );
    const second = await submitLead(LEAD_FORMS.quickContact, resent, request, deps);
    expect(second).toMatchObject({
      kind: "accepted",
      duplicate: true,
      leadId: (first as { leadId: string }).leadId,
    });
    expect((await store.listLeads()).length).toBe(1);
    expect(scheduled).toHaveLength(1);
  });

  it("cleans invisible characters before the form's checks: a name of only a NUL is missing, and a NUL splits nothing", async () => {
    const { deps } = submitDeps(store, clock);
    const empty = await submitLead(
      LEAD_FORMS.quickContact,
      { ...quickContactValues(), name: "\u0000", message: "\u202E\u0007" },
      request,
      deps,
    );
    expect(empty).toMatchObject({
      kind: "invalid",
      fieldErrors: { name: [LEAD_MESSAGES.required], message: [LEAD_MESSAGES.required] },
    });
    const kept = await submitLead(
      LEAD_FORMS.quickContact,
      { ...quickContactValues(), name: "Jo\u0000hn Smith" },
      request,
      deps,
    );
    const lead = kept.kind === "accepted" ? await store.getLead(kept.leadId) : undefined;
    expect(lead?.payload).toMatchObject({ firstName: "John", lastName: "Smith" });
  });

  it("keeps a second, different send of the same fill as its own lead (a new email in the roofing guide)", async () => {
    const { deps, scheduled } = submitDeps(store, clock);
    const fill = { [FORM_META.submissionId]: "4f1c2b7e-0d3a-4c55-9e21-7a8b9c0d1e2f" };
    const first = await submitLead(
      LEAD_FORMS.roofingGuide,
      { email: "typo@exmaple.com", ...fill },
      request,
      deps,
    );
    const second = await submitLead(
      LEAD_FORMS.roofingGuide,
      { email: "fixed@example.com", ...fill },
      request,
      deps,
    );
    expect(first).toMatchObject({ kind: "accepted" });
    expect(second).toMatchObject({ kind: "accepted" });
    expect(second).not.toHaveProperty("duplicate");
    const emails = (await store.listLeads()).map((lead) => lead.payload.email).sort();
    expect(emails).toEqual(["fixed@example.com", "typo@exmaple.com"]);
    expect(scheduled).toHaveLength(2);
  });
});
