/**
 * What an attacker on the network controls about a lead: the X-Forwarded-For header, the page path it claims and
 * the line breaks in its fields. None of it may reach the consent record or the webhook as sent.
 */
import path from "node:path";

import Database from "better-sqlite3";

import { expect, test } from "./support/test";
import { leadFor, uniqueEmail } from "./support/webhook";

// The browser suite's store (playwright.config.ts: LEADS_SQLITE_PATH).
const E2E_LEADS_DB = path.join(__dirname, "../../.e2e/leads.db");

interface StoredConsent {
  ip: string;
  pageUrl: string;
}

function storedConsent(email: string): StoredConsent {
  const db = new Database(E2E_LEADS_DB, { readonly: true, fileMustExist: true });
  try {
    const row = db
      .prepare("SELECT consent FROM leads WHERE json_extract(payload, '$.email') = ?")
      .get(email) as { consent: string } | undefined;
    return JSON.parse(row?.consent ?? "null") as StoredConsent;
  } finally {
    db.close();
  }
}

const leadFields = (email: string, extra: Record<string, string> = {}) => ({
  form: "leadForm",
  fields: {
    businessName: "Acme HVAC",
    city: "Austin, TX",
    firstName: "Dana",
    lastName: "Smith",
    email,
    phone: "(512) 555-0123",
    serviceType: "hvac",
    consent: true,
    ...extra,
  },
});

test("the consent record's IP is the TCP peer, whatever X-Forwarded-For or X-Real-IP the client sends", async ({
  request,
}) => {
  const emails = [uniqueEmail("xff-a"), uniqueEmail("xff-b")];
  for (const [index, email] of emails.entries()) {
    const response = await request.post("/api/leads", {
      // A new forged address on each post escaped the per-IP limit; the last entry became the consent IP.
      headers: { "x-forwarded-for": `1.2.3.4, 6.6.6.${index}`, "x-real-ip": `7.7.7.${index}` },
      data: leadFields(email),
    });
    expect(response.status()).toBe(200);
    await leadFor(email);
  }
  const ips = emails.map((email) => storedConsent(email).ip);
  expect(["127.0.0.1", "::1"]).toContain(ips[0]);
  // Both posts count against one address, so the rate limit sees one client.
  expect(ips[1]).toBe(ips[0]);
});

test("a page path that a URL parser reads as another site is stored as no path", async ({ request }) => {
  const email = uniqueEmail("page-path");
  const response = await request.post("/api/leads", {
    data: leadFields(email, { pagePath: "/\\evil.example/landing" }),
  });
  expect(response.status()).toBe(200);
  const lead = await leadFor(email);
  expect((lead.body.attribution as Record<string, unknown>).pagePath).toBeUndefined();
  expect(new URL(storedConsent(email).pageUrl).pathname).toBe("/");
  expect(lead.raw).not.toContain("evil.example");
});

test("line breaks in a single-line field reach the webhook as spaces; the message keeps its lines", async ({
  request,
}) => {
  const email = uniqueEmail("crlf");
  const response = await request.post("/api/leads", {
    data: {
      form: "quickContact",
      fields: { name: "Carl\r\nBcc: victim@example.com Doe", email, message: "Line one\r\nLine two" },
    },
  });
  expect(response.status()).toBe(200);
  const { body } = await leadFor(email);
  expect(body).toMatchObject({ firstName: "Carl", message: "Line one\nLine two" });
  expect(body.lastName).toBe("Bcc: victim@example.com Doe");
  for (const field of ["firstName", "lastName"]) expect(String(body[field])).not.toMatch(/[\r\n]/);
});

test("leadForm fields: a CRLF in the first name never reaches the webhook", async ({ request }) => {
  const email = uniqueEmail("crlf-first");
  const response = await request.post("/api/leads", {
    data: leadFields(email, { firstName: "Carl\r\nBcc: victim@example.com", city: "Austin\u2028TX" }),
  });
  expect(response.status()).toBe(200);
  const { body } = await leadFor(email);
  expect(body).toMatchObject({ firstName: "Carl Bcc: victim@example.com", city: "Austin TX" });
});
