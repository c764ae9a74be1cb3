import { describe, expect, it } from "vitest";

import { FORM_META } from "@/lib/leads/shared/form-meta";
import {
  keepUnsentLead,
  resendUnsentLeads,
  shouldKeep,
  UNSENT_LEADS_KEY,
  unsentLeads,
  type LeadStorage,
} from "@/lib/leads/shared/unsent-leads";

function memoryStorage(initial: Record<string, string> = {}): LeadStorage & { items: Map<string, string> } {
  const items = new Map(Object.entries(initial));
  return {
    items,
    getItem: (key) => items.get(key) ?? null,
    setItem: (key, value) => void items.set(key, value),
    removeItem: (key) => void items.delete(key),
  };
}

function chatData(submissionId: string, email = "dana@example.com"): FormData {
  const data = new FormData();
  data.set("name", "Dana Whitfield");
  data.set("email", email);
  data.set("message", "Call me back");
  data.set(FORM_META.submissionId, submissionId);
  return data;
}

/** A server answering each POST with the next status (0 = the network fails), recording the bodies. */
function server(statuses: number[]) {
  const bodies: unknown[] = [];
  const post = (async (_url: string, init?: RequestInit) => {
    bodies.push(JSON.parse(String(init?.body)));
    const status = statuses.shift() ?? 200;
    if (status === 0) throw new TypeError("Failed to fetch");
    return new Response("{}", { status });
  }) as typeof fetch;
  return { post, bodies };
}

describe("which failed sends are kept", () => {
  it("keeps a request that threw and an answer the server could not give (no field refused)", () => {
    expect(shouldKeep({ state: { success: false }, exception: true })).toBe(true);
    expect(shouldKeep({ state: { success: false, error: "Service unavailable" }, exception: false })).toBe(
      true,
    );
  });

  it("does not keep an accepted lead or one refused for its fields", () => {
    expect(shouldKeep({ state: { success: true }, exception: false })).toBe(false);
    expect(
      shouldKeep({ state: { success: false, fieldErrors: { email: ["Invalid"] } }, exception: false }),
    ).toBe(false);
  });
});

describe("keeping a lead", () => {
  it("stores the form and its string fields, once per submission id", () => {
    const storage = memoryStorage();
    expect(keepUnsentLead("chatbotContact", chatData("id-1"), storage, 1000)).toBe(true);
    expect(keepUnsentLead("chatbotContact", chatData("id-1"), storage, 2000)).toBe(true);
    expect(keepUnsentLead("homeGuide", chatData("id-2"), storage, 3000)).toBe(true);
    const kept = unsentLeads(storage);
    expect(kept.map((lead) => [lead.form, lead.fields[FORM_META.submissionId], lead.keptAt])).toEqual([
      ["chatbotContact", "id-1", 2000],
      ["homeGuide", "id-2", 3000],
    ]);
    expect(kept[0]!.fields.email).toBe("dana@example.com");
  });

  it("reports false when the browser refuses storage, and reads nothing from a broken entry", () => {
    const refusing: LeadStorage = {
      getItem: () => null,
      setItem: () => {
        throw new DOMException("QuotaExceededError");
      },
      removeItem: () => undefined,
    };
    expect(keepUnsentLead("chatbotContact", chatData("id-1"), refusing)).toBe(false);
    expect(unsentLeads(memoryStorage({ [UNSENT_LEADS_KEY]: "{not json" }))).toEqual([]);
    expect(unsentLeads(memoryStorage({ [UNSENT_LEADS_KEY]: '[{"form":1,"fields":{},"keptAt":1}]' }))).toEqual(
      [],
    );
  });
});

describe("sending kept leads again", () => {
  it("posts each to the JSON API as { form, fields } and forgets those the server took", async () => {
    const storage = memoryStorage();
    keepUnsentLead("chatbotContact", chatData("id-1"), storage);
    keepUnsentLead("homeGuide", chatData("id-2", "lee@example.com"), storage);
    const { post, bodies } = server([200, 200]);
    expect(await resendUnsentLeads(post, storage)).toEqual({ sent: 2, refused: 0, left: 0 });
    expect(bodies).toEqual([
      { form: "chatbotContact", fields: expect.objectContaining({ email: "dana@example.com" }) },
      { form: "homeGuide", fields: expect.objectContaining({ email: "lee@example.com" }) },
    ]);
    expect(storage.items.has(UNSENT_LEADS_KEY)).toBe(false);
  });

  it("keeps what the server could not take now (no network, 429, 503) for the next try", async () => {
    const storage = memoryStorage();
    for (const id of ["id-1", "id-2", "id-3"]) keepUnsentLead("chatbotContact", chatData(id), storage);
    expect(await resendUnsentLeads(server([0, 429, 503]).post, storage)).toEqual({
      sent: 0,
      refused: 0,
      left: 3,
    });
    expect(unsentLeads(storage)).toHaveLength(3);
    expect(await resendUnsentLeads(server([200, 503, 200]).post, storage)).toEqual({
      sent: 2,
      refused: 0,
      left: 1,
    });
    expect(unsentLeads(storage).map((lead) => lead.fields[FORM_META.submissionId])).toEqual(["id-2"]);
  });

  it("forgets a lead the server refused for good (400, 403), and says so", async () => {
    const storage = memoryStorage();
    keepUnsentLead("chatbotContact", chatData("id-1"), storage);
    keepUnsentLead("chatbotContact", chatData("id-2"), storage);
    const errors: unknown[] = [];
    const original = console.error;
    console.error = (...args: unknown[]) => void errors.push(args);
    try {
      expect(await resendUnsentLeads(server([400, 403]).post, storage)).toEqual({
        sent: 0,
        refused: 2,
        left: 0,
      });
    } finally {
      console.error = original;
    }
    expect(errors).toHaveLength(2);
    expect(unsentLeads(storage)).toEqual([]);
  });
});
