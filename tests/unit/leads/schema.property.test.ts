/** Property-based: whatever JSON arrives, parsing never throws and yields a valid lead or the invalid-data result. */
import fc from "fast-check";
import { describe, expect, it } from "vitest";

import {
  EMAIL_MAX_LENGTH,
  INVALID_FORM_DATA,
  LONG_TEXT_MAX_LENGTH,
  parseLead,
  TEXT_MAX_LENGTH,
} from "@/lib/leads/schema";

const LEAD_KEYS = [
  "firstName",
  "lastName",
  "email",
  "phone",
  "businessName",
  "city",
  "website",
  "businessStatus",
  "businessType",
  "websiteGoal",
  "notes",
  "message",
  "serviceType",
  "roofingRevenue",
  "scheduledDate",
  "scheduledTime",
  "timezone",
  "appointmentDateTime",
  "consent",
  "tag",
];

function expectValidLeadOrInvalidResult(input: unknown): void {
  const result = parseLead(input);
  if (!result.success) {
    expect(result.error).toBe(INVALID_FORM_DATA);
    expect(typeof result.fieldErrors).toBe("object");
    return;
  }
  const lead: Record<string, unknown> = result.data;
  expect(Object.keys(lead).every((key) => LEAD_KEYS.includes(key))).toBe(true);
  expect(typeof lead.email).toBe("string");
  expect(String(lead.email).length).toBeLessThanOrEqual(EMAIL_MAX_LENGTH);
  for (const [key, value] of Object.entries(lead)) {
    if (key === "consent") {
      expect(typeof value).toBe("boolean");
      continue;
    }
    expect(typeof value).toBe("string");
    const text = String(value);
    // Empty strings are left out, except lastName: "the rest of the name (empty if none)".
    if (key !== "lastName") expect(text).not.toBe("");
    expect(text).toBe(text.trim());
    expect(text.length).toBeLessThanOrEqual(
      key === "notes" || key === "message" ? LONG_TEXT_MAX_LENGTH : TEXT_MAX_LENGTH,
    );
  }
}

/** Lead-shaped objects: known keys with all sorts of values, so the success path is explored too. */
const leadLike = fc.record(
  Object.fromEntries(
    LEAD_KEYS.map((key) => [
      key,
      fc.oneof(
        fc.string({ maxLength: 30 }),
        fc.string({ minLength: 190, maxLength: 260 }),
        fc.emailAddress(),
        fc.constantFrom("", "  ", "https://www.example.com/", "(512) 555-0123", "+44 20 7946 0958"),
        fc.boolean(),
        fc.jsonValue(),
      ),
    ]),
  ),
  { requiredKeys: [] },
);

describe("parseLead on arbitrary input", () => {
  it("never throws on arbitrary JSON", () => {
    fc.assert(
      fc.property(fc.jsonValue(), (input) => expectValidLeadOrInvalidResult(input)),
      { numRuns: 500 },
    );
  });

  // Which of them are accepted is the next tests' job (plain emails with any optional strings).
  it("never throws on lead-shaped objects", () => {
    fc.assert(
      fc.property(leadLike, (input) => expectValidLeadOrInvalidResult(input)),
      { numRuns: 1000 },
    );
  });

  // Plain addresses: zod's check is deliberately stricter than RFC 5322 (fast-check's emailAddress() yields "!@a.aa").
  const plainEmail = fc.stringMatching(/^[a-z0-9]{1,20}(\.[a-z0-9]{1,10})?@[a-z0-9]{1,10}\.[a-z]{2,6}$/);

  it("accepts any plain email with any optional strings", () => {
    fc.assert(
      fc.property(
        plainEmail,
        fc.string({ maxLength: 50 }),
        fc.string({ maxLength: 50 }),
        (email, city, notes) => {
          const result = parseLead({ email, city, notes, junk: "dropped" });
          expect(result.success).toBe(true);
          expectValidLeadOrInvalidResult({ email, city, notes });
        },
      ),
      { numRuns: 300 },
    );
  });
});
