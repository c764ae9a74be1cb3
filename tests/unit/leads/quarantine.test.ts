/** The quarantine decision: what a bot's submission becomes, and that nothing is answered "success" unstored. */
import { describe, expect, it } from "vitest";

import { LEAD_FORMS } from "@/lib/leads/forms";
import { createRateLimiter } from "@/lib/leads/rate-limit";
import { FORM_META } from "@/lib/leads/shared/form-meta";
import type { LeadStore } from "@/lib/leads/store/lead-store";
import type { NewLead, StoredLead } from "@/lib/leads/store/records";
import { submitLead, type SubmitLeadDeps } from "@/lib/leads/submit-lead";

const NOW = Date.UTC(2025, 2, 1, 15);
const request = { ip: "203.0.113.7", userAgent: "test", referer: undefined };

/** Just the store calls submitLead makes; `fail` makes every insert throw. */
function recordingStore(fail = false) {
  const inserted: NewLead[] = [];
  const store = {
    kind: "sqlite",
    async insertLead(lead: NewLead) {
      if (fail) throw new Error("disk full");
      inserted.push(lead);
      return {
        lead: { id: lead.id, status: lead.spamReason ? "spam" : "pending" } as StoredLead,
        created: true,
      };
    },
  } as unknown as LeadStore;
  return { store, inserted };
}

function deps(
  store: LeadStore,
  extra: Partial<SubmitLeadDeps> = {},
): SubmitLeadDeps & { scheduled: string[] } {
  const scheduled: string[] = [];
  let n = 0;
  return {
    store,
    rateLimiter: createRateLimiter({ perMinute: 100, perDay: 100 }),
    minFillMs: 1500,
    siteUrl: "https://bluebonnet.test",
    clock: () => NOW,
    newId: () => `id-${(n += 1)}`,
    scheduleDelivery: (id) => scheduled.push(id),
    deliverUnstored: async () => true,
    scheduled,
    ...extra,
  };
}

const contact = {
  name: "Dana Smith",
  email: "dana@example.com",
  message: "Hello",
  [FORM_META.submissionId]: "fill-0123456789",
};

describe("quarantine decision", () => {
  it("stores a honeypot submission as spam with its reason, without emails or a delivery", async () => {
    const { store, inserted } = recordingStore();
    const d = deps(store);
    const outcome = await submitLead(
      LEAD_FORMS.quickContact,
      { ...contact, [FORM_META.honeypot]: "x" },
      request,
      d,
    );
    expect(outcome).toEqual({
      kind: "quarantined",
      leadId: "id-1",
      tag: "quick-contact",
      reason: "honeypot",
    });
    expect(inserted).toEqual([
      expect.objectContaining({
        spamReason: "honeypot",
        payload: expect.objectContaining({ email: "dana@example.com" }),
      }),
    ]);
    expect(inserted[0]?.mailJobs).toBeUndefined();
    expect(d.scheduled).toEqual([]);
  });

  it("quarantines a too-fast submission on the browser's clock, and accepts one over the minimum", async () => {
    const { store, inserted } = recordingStore();
    const d = deps(store);
    const fast = await submitLead(
      LEAD_FORMS.quickContact,
      {
        ...contact,
        [FORM_META.startedAt]: String(NOW - 60_000),
        [FORM_META.submittedAt]: String(NOW - 59_000),
      },
      request,
      d,
    );
    const slow = await submitLead(
      LEAD_FORMS.quickContact,
      {
        ...contact,
        [FORM_META.startedAt]: String(NOW - 60_000),
        [FORM_META.submittedAt]: String(NOW - 58_000),
      },
      request,
      d,
    );
    expect([fast.kind, slow.kind]).toEqual(["quarantined", "accepted"]);
    expect(inserted.map((lead) => lead.spamReason)).toEqual(["too-fast", undefined]);
  });

  it("keeps what a bot sent even when it fails validation", async () => {
    const { store, inserted } = recordingStore();
    const outcome = await submitLead(
      LEAD_FORMS.quickContact,
      { name: "x", email: "nope", [FORM_META.honeypot]: "x" },
      request,
      deps(store),
    );
    expect(outcome.kind).toBe("quarantined");
    expect(inserted[0]?.payload).toEqual({ name: "x", email: "nope" });
  });

  it("answers an error, never success, when a bot's submission cannot be stored (and never forwards it)", async () => {
    const { store } = recordingStore(true);
    let forwarded = false;
    const outcome = await submitLead(
      LEAD_FORMS.quickContact,
      { ...contact, [FORM_META.honeypot]: "x" },
      request,
      deps(store, {
        deliverUnstored: async () => {
          forwarded = true;
          return true;
        },
      }),
    );
    expect(outcome.kind).toBe("failed");
    expect(forwarded).toBe(false);
  });
});
