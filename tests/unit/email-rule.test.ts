/** The browser's email check and the server's must agree: an address one accepts and the other refuses is a lost lead. */
import { describe, expect, it } from "vitest";

import { buildChatContactFormData, invalidChatContactFields } from "@/lib/chatbot/contact-submission";
import { parseLead } from "@/lib/leads/schema";
import { EMAIL_PATTERN, EMAIL_PATTERN_SOURCE } from "@/lib/leads/shared/email-rule";

const ADDRESSES = [
  "jane@example.com",
  "o'neil+ads@sub.example.co",
  "a-b_c@x-y.io",
  "jane@example.c",
  "tom@gmail",
  "a@b",
  "a..b@example.com",
  ".a@example.com",
  "a.@example.com",
  "x@-example.com",
  "jané@example.com",
  "a b@example.com",
  "jane@example..com",
];

describe("the email rule", () => {
  it.each(ADDRESSES)(
    "%s: the forms, the browser's pattern attribute and the server schema agree",
    (address) => {
      const server = parseLead({ email: address }).success;
      expect(EMAIL_PATTERN.test(address)).toBe(server);
      // HTML compiles `pattern` with the v flag and anchors it.
      expect(new RegExp(`^(?:${EMAIL_PATTERN_SOURCE})$`, "v").test(address)).toBe(server);
    },
  );

  it("accepts the usual addresses and refuses the usual typos", () => {
    expect(ADDRESSES.filter((address) => EMAIL_PATTERN.test(address))).toEqual([
      "jane@example.com",
      "o'neil+ads@sub.example.co",
      "a-b_c@x-y.io",
    ]);
  });
});

describe("the chatbot contact form's checks", () => {
  const filled = { name: "Tom Reyes", email: "tom@example.com", phone: "512 555 0100", message: "Call me" };

  it("passes a complete form", () => {
    expect(invalidChatContactFields(filled)).toEqual([]);
  });

  it("names empty fields (spaces count as empty) and an email the server would refuse, in form order", () => {
    expect(invalidChatContactFields({ ...filled, name: "  ", message: "" })).toEqual(["name", "message"]);
    expect(invalidChatContactFields({ ...filled, email: "tom@gmail" })).toEqual(["email"]);
    expect(invalidChatContactFields({ ...filled, email: " tom@example.com " })).toEqual([]);
  });

  it("posts the trimmed fields with the fill's id and both browser times (the fill time is read on one clock)", () => {
    const data = buildChatContactFormData(
      { ...filled, name: " Tom Reyes " },
      { submissionId: "fill-1", startedAt: 1_000 },
      "/blog",
      9_000,
    );
    expect(Object.fromEntries(data)).toEqual({
      name: "Tom Reyes",
      email: "tom@example.com",
      phone: "512 555 0100",
      message: "Call me",
      submissionId: "fill-1",
      startedAt: "1000",
      submittedAt: "9000",
      leave_blank: "",
      pagePath: "/blog",
      js: "1",
    });
  });
});
