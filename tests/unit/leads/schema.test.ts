import { describe, expect, it } from "vitest";

import {
  INVALID_FORM_DATA,
  normalizePhone,
  normalizeWebsite,
  parseLead,
  splitName,
} from "@/lib/leads/schema";
import { REVENUE_OPTIONS, SERVICE_TYPES } from "@/lib/leads/shared/options";

import { SERVICE_TYPE_VALUES } from "../../support/spec-values";

describe("normalizeWebsite", () => {
  it.each([
    ["https://www.example.com/", "example.com"],
    ["http://example.com///", "example.com"],
    ["HTTPS://WWW.Example.com/path/", "Example.com/path"],
    ["www.example.com", "example.com"],
    ["  example.com  ", "example.com"],
    ["https://", ""],
    ["ftp://example.com", "ftp://example.com"],
    ["https://wwwexample.com", "wwwexample.com"],
  ])("%s → %s", (input, expected) => {
    expect(normalizeWebsite(input)).toBe(expected);
  });
});

describe("normalizePhone", () => {
  it.each([
    ["(512) 555-0123", "+15125550123"],
    ["512.555.0123", "+15125550123"],
    ["5125550123", "+15125550123"],
    ["1-512-555-0123", "+15125550123"],
    ["+1 512 555 0123", "+15125550123"],
    ["+1 (800) 555-0199", "+18005550199"],
    // Not North American, or not a number: kept as typed (trimmed).
    ["+44 20 7946 0958", "+44 20 7946 0958"],
    ["+33 1 23 45 67 89", "+33 1 23 45 67 89"],
    ["+32 2 123 45 67", "+32 2 123 45 67"],
    ["+32 2 523 45 67", "+32 2 523 45 67"],
    ["555-0123", "555-0123"],
    ["(112) 555-0123", "(112) 555-0123"],
    ["(512) 155-0123", "(512) 155-0123"],
    ["(911) 555-0123", "(911) 555-0123"],
    ["512-555-CALL", "512-555-CALL"],
    ["512 555 0123 ext 4", "512 555 0123 ext 4"],
    [" +15125550123 ", "+15125550123"],
  ])("%s → %s", (input, expected) => {
    expect(normalizePhone(input)).toBe(expected);
  });
});

describe("splitName", () => {
  it.each([
    ["Mary Ann Smith", "Mary", "Ann Smith"],
    ["  Cher  ", "Cher", ""],
    ["Jo   Smith ", "Jo", "Smith"],
    ["", "", ""],
  ])("%j", (name, firstName, lastName) => {
    expect(splitName(name)).toEqual({ firstName, lastName });
  });
});

describe("parseLead", () => {
  it("trims, normalises, drops unknown keys and leaves empty optional strings out", () => {
    const result = parseLead({
      email: "  dana@example.com ",
      firstName: " Dana ",
      city: "   ",
      website: "https://www.example.com/",
      phone: "(512) 555-0123",
      notes: "",
      consent: true,
      isAdmin: true,
      __proto__: { polluted: true },
    });
    expect(result).toEqual({
      success: true,
      data: {
        firstName: "Dana",
        email: "dana@example.com",
        phone: "+15125550123",
        website: "example.com",
        consent: true,
      },
    });
    expect(result.success && Object.keys(result.data)).toEqual([
      "firstName",
      "email",
      "phone",
      "website",
      "consent",
    ]);
  });

  it("keeps an empty lastName (a one-word name), as the spec's payloads carry it", () => {
    expect(parseLead({ firstName: "Maria", lastName: " ", email: "m@example.com", tag: "website" })).toEqual({
      success: true,
      data: { firstName: "Maria", lastName: "", email: "m@example.com", tag: "website" },
    });
  });

  it("keeps the schema's key order whatever the input order", () => {
    const result = parseLead({ tag: "website", email: "a@b.co", lastName: "B", firstName: "A" });
    expect(result.success && Object.keys(result.data)).toEqual(["firstName", "lastName", "email", "tag"]);
  });

  it("a website of only a scheme becomes absent", () => {
    expect(parseLead({ email: "a@b.co", website: "https://www./" })).toEqual({
      success: true,
      data: { email: "a@b.co" },
    });
  });

  it.each([
    ["a missing email", {}, "email"],
    ["an invalid email", { email: "not-an-email" }, "email"],
    ["an email over 255 characters", { email: `${"a".repeat(250)}@b.com` }, "email"],
    ["a name over 200 characters", { email: "a@b.co", firstName: "x".repeat(201) }, "firstName"],
    ["notes over 2,000 characters", { email: "a@b.co", notes: "x".repeat(2001) }, "notes"],
    ["a message over 2,000 characters", { email: "a@b.co", message: "x".repeat(2001) }, "message"],
    ["a non-string field", { email: "a@b.co", city: 42 }, "city"],
    ["a non-boolean consent", { email: "a@b.co", consent: "yes" }, "consent"],
  ])("rejects %s with the invalid-data message and a field error", (_label, input, field) => {
    const result = parseLead(input);
    expect(result.success).toBe(false);
    if (result.success) return;
    expect(result.error).toBe(INVALID_FORM_DATA);
    expect(result.fieldErrors[field]?.length).toBeGreaterThan(0);
  });

  it("accepts the maxima exactly", () => {
    const result = parseLead({
      email: `${"a".repeat(243)}@example.com`,
      notes: "x".repeat(2000),
      city: "y".repeat(200),
    });
    expect(result.success).toBe(true);
  });

  it("counts a posted line break (CRLF) as one character, as the textarea's maxLength did, and sends it as \\n", () => {
    // 200 lines of 9 letters and a break: 2,000 characters in the browser, 2,200 bytes in the form post.
    const posted = `${"a".repeat(9)}\r\n`.repeat(199) + "a".repeat(10);
    const result = parseLead({ email: "a@example.com", notes: posted });
    expect(result.success).toBe(true);
    expect(result.success && result.data.notes).toBe(`${"a".repeat(9)}\n`.repeat(199) + "a".repeat(10));
    expect(parseLead({ email: "a@example.com", notes: `${posted}a` }).success).toBe(false);
  });

  it.each([
    ["a NUL", "Jo\u0000hn"],
    ["a bell", "Jo\u0007hn"],
    ["DEL", "Jo\u007Fhn"],
    ["a C1 control", "Jo\u009Bhn"],
    ["a right-to-left override", "\u202EJohn"],
    ["bidi isolates", "\u2066John\u2069"],
    ["a lone high surrogate", "Jo\uD800hn"],
    ["a lone low surrogate", "Jo\uDC00hn"],
  ])("removes %s from a text field and keeps the lead", (_label, name) => {
    for (const field of ["firstName", "lastName", "notes", "message"]) {
      expect(parseLead({ email: "a@example.com", [field]: name })).toEqual({
        success: true,
        data: { email: "a@example.com", [field]: "John" },
      });
    }
  });

  it.each([
    ["a vertical tab (a copied slide's line break)", "\u000B"],
    ["a form feed", "\u000C"],
    ["NEL", "\u0085"],
    ["the line separator", "\u2028"],
    ["the paragraph separator", "\u2029"],
  ])("turns %s into a line break, so no two words are joined", (_label, separator) => {
    expect(parseLead({ email: "a@example.com", notes: `line one${separator}line two` })).toEqual({
      success: true,
      data: { email: "a@example.com", notes: "line one\nline two" },
    });
  });

  it.each([
    ["CRLF", "\r\n"],
    ["CR", "\r"],
    ["LF", "\n"],
    ["a vertical tab", "\u000B"],
    ["a form feed", "\u000C"],
    ["NEL", "\u0085"],
    ["the line separator", "\u2028"],
    ["the paragraph separator", "\u2029"],
  ])(
    "turns %s in a single-line field into a space (no header a receiver builds can be split)",
    (_label, br) => {
      const injected = `Carl${br}Bcc: victim@example.com`;
      for (const field of ["firstName", "lastName", "businessName", "city", "phone", "serviceType", "tag"]) {
        const result = parseLead({ email: "a@example.com", [field]: injected });
        expect(result).toEqual({
          success: true,
          data: { email: "a@example.com", [field]: "Carl Bcc: victim@example.com" },
        });
      }
      expect(parseLead({ email: "a@example.com", message: injected })).toMatchObject({
        data: { message: "Carl\nBcc: victim@example.com" },
      });
    },
  );

  it("keeps tabs, line breaks, accents, right-to-left scripts and emoji", () => {
    const notes = "Line one\n\tLine two: José, Zoë, שלום, مرحبا 👍🏽 👨‍👩‍👧";
    expect(parseLead({ email: "a@example.com", notes })).toEqual({
      success: true,
      data: { email: "a@example.com", notes },
    });
  });

  it("refuses an email with a control character in it", () => {
    expect(parseLead({ email: "a\u0000b@example.com" }).success).toBe(false);
  });

  it.each([null, undefined, 42, "lead", [], [{ email: "a@b.co" }]])("rejects the non-object %j", (input) => {
    expect(parseLead(input)).toMatchObject({ success: false, error: INVALID_FORM_DATA });
  });
});

describe("option lists", () => {
  it("hold the listed values in order", () => {
    expect(REVENUE_OPTIONS.map((option) => option.value)).toEqual([
      "under-10k",
      "10k-25k",
      "25k-50k",
      "50k-100k",
      "100k-250k",
      "over-250k",
    ]);
    expect(SERVICE_TYPES.map((option) => option.value)).toEqual(SERVICE_TYPE_VALUES);
  });
});
