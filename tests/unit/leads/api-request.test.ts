import fc from "fast-check";
import { describe, expect, it } from "vitest";

import { isAllowedOrigin, readLeadApiRequest } from "@/lib/leads/api-request";
import { FORM_META } from "@/lib/leads/shared/form-meta";
import { API_BODY_LIMIT_BYTES } from "@/lib/server/body-limits";

function post(
  body: BodyInit,
  headers: Record<string, string> = { "content-type": "application/json" },
): Request {
  return new Request("http://localhost/api/leads", { method: "POST", body, headers });
}

describe("JSON API request body", () => {
  it("reads { form, fields } and keeps string, boolean and number values; null is no value", async () => {
    const result = await readLeadApiRequest(
      post(
        JSON.stringify({ form: "quickContact", fields: { name: "A B", consent: true, n: 5, phone: null } }),
      ),
    );
    expect(result).toEqual({
      ok: true,
      form: "quickContact",
      values: { name: "A B", consent: "true", n: "5" },
    });
  });

  it("ignores a list or an object under a key no form reads, as before", async () => {
    const result = await readLeadApiRequest(
      post(
        JSON.stringify({
          form: "quickContact",
          fields: { name: "A B", email: "a@b.co", message: "hi", meta: { src: "crm" }, tags: ["x"] },
        }),
      ),
    );
    expect(result).toEqual({
      ok: true,
      form: "quickContact",
      values: { name: "A B", email: "a@b.co", message: "hi" },
    });
  });

  it("names a list or an object sent as a field's value instead of calling the field missing", async () => {
    const result = await readLeadApiRequest(
      post(
        JSON.stringify({
          form: "quickContact",
          fields: { name: "A B", email: ["a@b.co"], message: { text: "hi" } },
        }),
      ),
    );
    expect(result).toEqual({
      ok: false,
      status: 400,
      error: "Invalid form data. Please check your inputs.",
      fieldErrors: {
        email: ["Must be text, a number or true/false."],
        message: ["Must be text, a number or true/false."],
      },
    });
  });

  it.each([
    ["not JSON", post("{nope"), 400],
    ["an unknown form", post(JSON.stringify({ form: "admin", fields: {} })), 400],
    ["a prototype key as form", post(JSON.stringify({ form: "toString", fields: {} })), 400],
    ["fields that are not an object", post(JSON.stringify({ form: "quickContact", fields: "x" })), 400],
    [
      "another content type",
      post("form=quickContact", { "content-type": "application/x-www-form-urlencoded" }),
      415,
    ],
    [
      "a body over the limit",
      post(JSON.stringify({ form: "quickContact", fields: { message: "x".repeat(API_BODY_LIMIT_BYTES) } })),
      413,
    ],
  ])("answers %s with a status, not an exception", async (_label, request, status) => {
    expect(await readLeadApiRequest(request)).toMatchObject({ ok: false, status });
  });

  it("keeps every field of the main lead form with its hidden fields", async () => {
    const fields = {
      businessName: "Lone Star Roofing",
      city: "Austin",
      website: "lonestarroofing.com",
      notes: "Call after 5",
      firstName: "Dana",
      lastName: "Smith",
      email: "dana@example.com",
      phone: "5125550123",
      serviceType: "roofing",
      roofingRevenue: "50k-100k",
      consent: true,
      tag: "roofing-google-ads",
      [FORM_META.submissionId]: "7d1f6e0c-8a3b-4b8e-9a51-0c2d8f3e4a11",
      [FORM_META.startedAt]: "1740841200000",
      [FORM_META.submittedAt]: "1740841230000",
      [FORM_META.honeypot]: "",
      [FORM_META.pagePath]: "/roofing-google-ads",
      [FORM_META.js]: "1",
    };
    const result = await readLeadApiRequest(post(JSON.stringify({ form: "leadForm", fields })));
    expect(result).toEqual({ ok: true, form: "leadForm", values: { ...fields, consent: "true" } });
  });

  it("counts the bytes that arrive when Content-Length is absent", async () => {
    const chunk = new TextEncoder().encode("x".repeat(4096));
    let sent = 0;
    const stream = new ReadableStream<Uint8Array>({
      pull(controller) {
        sent += 1;
        if (sent > 100) controller.close();
        else controller.enqueue(chunk);
      },
    });
    const request = new Request("http://localhost/api/leads", {
      method: "POST",
      body: stream,
      headers: { "content-type": "application/json" },
      duplex: "half",
    } as RequestInit);
    expect(await readLeadApiRequest(request)).toMatchObject({ ok: false, status: 413 });
    expect(sent).toBeLessThan(10);
  });

  it("never throws on arbitrary bodies", async () => {
    await fc.assert(
      fc.asyncProperty(fc.oneof(fc.string(), fc.json()), async (body) => {
        const result = await readLeadApiRequest(post(body));
        expect(typeof result.ok).toBe("boolean");
      }),
      { numRuns: 200 },
    );
  });
});

describe("origin check", () => {
  it("allows no Origin and the site's own hosts, refuses others", () => {
    expect(isAllowedOrigin(null, ["bluebonnet.test"])).toBe(true);
    expect(isAllowedOrigin("https://bluebonnet.test", ["bluebonnet.test"])).toBe(true);
    expect(isAllowedOrigin("https://evil.example", ["bluebonnet.test"])).toBe(false);
    expect(isAllowedOrigin("null", ["bluebonnet.test"])).toBe(false);
  });

  it("reads the visitor's host, the first of a proxy chain's X-Forwarded-Host, in any case", () => {
    const hosts = ["bluebonnet.test", "www.Bluebonnet.test, internal.lan", null];
    expect(isAllowedOrigin("https://www.bluebonnet.test", hosts)).toBe(true);
    expect(isAllowedOrigin("https://internal.lan", hosts)).toBe(false);
    expect(isAllowedOrigin("https://www.bluebonnet.test", ["BLUEBONNET.test", "WWW.BLUEBONNET.TEST"])).toBe(
      true,
    );
  });
});
