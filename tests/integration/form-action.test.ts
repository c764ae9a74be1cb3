/** The server action around the pipeline: a success redirects browsers without JavaScript, and only them. */
import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";

import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";

import { LEAD_COOKIE } from "@/lib/booking/lead-cookie";
import { verifyLeadToken } from "@/lib/booking/lead-token";
import { appSecret } from "@/lib/booking/runtime";
import { runLeadFormAction } from "@/lib/leads/form-action";
import { submitLeadDeps } from "@/lib/leads/runtime";
import { FORM_META } from "@/lib/leads/shared/form-meta";

import { captureLeadLogs, mainFormFields } from "../support/lead-harness";

// The action reads the request's headers and cookies, which only exist inside a Next.js request.
const setCookies = new Map<string, { value: string; options: Record<string, unknown> }>();
vi.mock("next/headers", () => ({
  headers: async () => new Headers({ "x-forwarded-for": "203.0.113.7", "user-agent": "Mozilla/5.0 (test)" }),
  cookies: async () => ({
    get: () => undefined,
    set: (name: string, value: string, options: Record<string, unknown>) =>
      setCookies.set(name, { value, options }),
  }),
}));

const RUNTIME_KEY = Symbol.for("leads.runtime");
type RuntimeHolder = typeof globalThis & { [RUNTIME_KEY]?: unknown };

const mainForm = { ...mainFormFields, [FORM_META.pagePath]: "/" };

function formData(values: Record<string, string>): FormData {
  const data = new FormData();
  for (const [name, value] of Object.entries(values)) data.append(name, value);
  return data;
}

/** The path a redirect() thrown by the action points to, or undefined when it returned normally. */
async function redirectOf(values: Record<string, string>): Promise<string | undefined> {
  try {
    await runLeadFormAction("leadForm", formData(values));
    return undefined;
  } catch (error) {
    const digest = String((error as { digest?: unknown }).digest ?? "");
    if (!digest.startsWith("NEXT_REDIRECT;")) throw error;
    return digest.split(";")[2];
  }
}

describe("lead form action", () => {
  let dir: string;
  let logs: ReturnType<typeof captureLeadLogs>;

  beforeEach(() => {
    setCookies.clear();
    logs = captureLeadLogs();
    dir = mkdtempSync(path.join(os.tmpdir(), "leads-action-"));
    vi.stubEnv("DATABASE_URL", "");
    vi.stubEnv("LEAD_WEBHOOK_URL", "");
    vi.stubEnv("LEADS_SQLITE_PATH", path.join(dir, "leads.db"));
    vi.stubEnv("LEAD_RATE_LIMIT_PER_MINUTE", "1000");
    vi.stubEnv("LEAD_RATE_LIMIT_PER_DAY", "1000");
    delete (globalThis as RuntimeHolder)[RUNTIME_KEY];
  });

  afterEach(async () => {
    const { store } = await submitLeadDeps(() => undefined);
    await store.close();
    delete (globalThis as RuntimeHolder)[RUNTIME_KEY];
    vi.unstubAllEnvs();
    rmSync(dir, { recursive: true, force: true });
    logs.restore();
  });

  it("answers a JavaScript submission with the form state, without redirecting", async () => {
    const state = await runLeadFormAction("leadForm", formData({ ...mainForm, [FORM_META.js]: "1" }));
    expect(state).toMatchObject({ success: true, tag: "website" });
    // The link to book a time for this lead on the next page.
    expect(verifyLeadToken(appSecret(), state.leadToken ?? "", Date.now())).toEqual({
      ok: true,
      leadId: state.leadId,
    });
    // Kept out of every address: ad tags send the page's URL, never an httpOnly cookie.
    expect(setCookies.get(LEAD_COOKIE)).toMatchObject({
      value: state.leadToken,
      options: { httpOnly: true, sameSite: "lax", path: "/" },
    });
  });

  it.each([
    ["no js field", {}],
    ["js=0", { [FORM_META.js]: "0" }],
    ["js=true", { [FORM_META.js]: "true" }],
  ])(
    "redirects a successful submission with %s to the thank-you page, its lead's link in a cookie, not the address",
    async (_label, extra) => {
      expect(await redirectOf({ ...mainForm, ...extra })).toBe("/thank-you");
      const kept = setCookies.get(LEAD_COOKIE)?.value ?? "";
      expect(verifyLeadToken(appSecret(), kept, Date.now())).toMatchObject({ ok: true });
    },
  );

  it("does not redirect a failed submission without JavaScript", async () => {
    const { consent: _unused, ...withoutConsent } = mainForm;
    const state = await runLeadFormAction("leadForm", formData(withoutConsent));
    expect(state).toMatchObject({ success: false });
  });
});
