import { expect, test } from "./support/test";
import { leadFor, uniqueEmail } from "./support/webhook";

/** `POST /api/leads`: the same pipeline as the forms, for clients that post JSON. */
const API = "/api/leads";

test.describe("the JSON lead API", () => {
  test("stores and forwards a lead, answering 200 with the lead's id", async ({ request }) => {
    const email = uniqueEmail("api");
    const response = await request.post(API, {
      data: { form: "quickContact", fields: { name: "Ada Byron King", email, message: "Quote for gutters" } },
    });
    expect(response.status()).toBe(200);
    expect(await response.json()).toMatchObject({
      success: true,
      leadId: expect.any(String),
      tag: "quick-contact",
    });
    expect((await leadFor(email)).body).toEqual({
      firstName: "Ada",
      lastName: "Byron King",
      email,
      message: "Quote for gutters",
      tag: "quick-contact",
      attribution: expect.any(Object),
    });
  });

  test("a lead the schema refuses: 400 with the invalid-data message and the field's error", async ({
    request,
  }) => {
    const response = await request.post(API, {
      data: { form: "quickContact", fields: { name: "Ada", email: "ada@example.c", message: "Hi" } },
    });
    expect(response.status()).toBe(400);
    expect(await response.json()).toMatchObject({
      success: false,
      error: "Invalid form data. Please check your inputs.",
      fieldErrors: { email: ["Enter a valid email address."] },
    });
  });

  test("a list sent as a field's value: 400 naming that field, not 'required'", async ({ request }) => {
    const response = await request.post(API, {
      data: { form: "quickContact", fields: { name: "Ada", email: ["ada@example.com"], message: "Hi" } },
    });
    expect(response.status()).toBe(400);
    expect(await response.json()).toMatchObject({
      success: false,
      error: "Invalid form data. Please check your inputs.",
      fieldErrors: { email: ["Must be text, a number or true/false."] },
    });
  });

  test("invisible control characters are removed and the lead is kept", async ({ request }) => {
    const email = uniqueEmail("api-nul");
    const response = await request.post(API, {
      data: { form: "quickContact", fields: { name: "Jo\u0000hn Doe", email, message: "hi\u202Ethere" } },
    });
    expect(response.status()).toBe(200);
    expect((await leadFor(email)).body).toMatchObject({
      firstName: "John",
      lastName: "Doe",
      message: "hithere",
    });
  });

  test("bad requests get their status and a message, never a 500", async ({ request, baseURL }) => {
    const send = (body: string, headers: Record<string, string> = {}) =>
      request.post(API, { data: body, headers: { "content-type": "application/json", ...headers } });

    const wrongType = await request.post(API, {
      data: "form=quickContact",
      headers: { "content-type": "text/plain" },
    });
    expect([wrongType.status(), (await wrongType.json()).error]).toEqual([
      415,
      "Send the lead as application/json.",
    ]);

    for (const body of ["{not json", "[]", '{"form":"nope","fields":{}}', '{"form":"quickContact"}']) {
      const response = await send(body);
      expect([response.status(), (await response.json()).error], body).toEqual([
        400,
        "Invalid form data. Please check your inputs.",
      ]);
    }

    const tooLarge = await send(
      JSON.stringify({ form: "quickContact", fields: { message: "x".repeat(20_000) } }),
    );
    expect([tooLarge.status(), (await tooLarge.json()).error]).toEqual([
      413,
      "The request body is too large.",
    ]);

    const fromOrigin = (origin: string) =>
      send(
        JSON.stringify({
          form: "quickContact",
          fields: { name: "A", email: uniqueEmail("api"), message: "x" },
        }),
        {
          origin,
        },
      );
    const crossSite = await fromOrigin("https://evil.example");
    expect([crossSite.status(), (await crossSite.json()).error]).toEqual([
      403,
      "Cross-site requests are not accepted.",
    ]);
    expect((await fromOrigin(new URL(baseURL!).origin)).status()).toBe(200);
  });
});
