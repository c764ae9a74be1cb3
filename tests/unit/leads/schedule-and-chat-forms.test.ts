import { describe, expect, it } from "vitest";

import { chatContactFormCopy } from "@/content/chatbot";
import { LEAD_FORMS, type FormCheck } from "@/lib/leads/forms";
import { LONG_TEXT_MAX_LENGTH, parseLead } from "@/lib/leads/schema";
import { LEAD_MESSAGES } from "@/lib/leads/shared/messages";

import { mainFormFields } from "../../support/lead-harness";

const mainForm = mainFormFields;

function ok(check: FormCheck): Extract<FormCheck, { ok: true }> {
  if (!check.ok) throw new Error(`expected ok, got ${JSON.stringify(check)}`);
  return check;
}

describe("schedule", () => {
  const saved = { ...mainForm, serviceType: "roofing", roofingRevenue: "over-250k", consent: "true" };
  const slot = {
    scheduledDate: "2025-03-04",
    scheduledTime: "9:30 AM",
    timezone: "America/Chicago",
    appointmentDateTime: "2025-03-04T15:30:00.000Z",
  };

  it("sends the saved roofing lead plus the scheduling fields", () => {
    const check = ok(LEAD_FORMS.schedule.check({ ...saved, ...slot }));
    expect(check.tag).toBe("roofing-scheduled-call");
    expect(check.candidate).toMatchObject({
      ...slot,
      email: "dana@example.com",
      roofingRevenue: "over-250k",
      consent: true,
      tag: "roofing-scheduled-call",
    });
    expect(LEAD_FORMS.schedule.redirectTo?.("roofing-scheduled-call")).toBe(
      "/roofing-google-ads/final-thank-you",
    );
  });

  it("keeps the time zone and appointment time in the parsed lead", () => {
    const parsed = parseLead(ok(LEAD_FORMS.schedule.check({ ...saved, ...slot })).candidate);
    expect(parsed).toMatchObject({ success: true, data: slot });
  });

  it("records no consent when the consent box was not ticked", () => {
    const { consent: _unused, ...withoutConsent } = saved;
    const check = ok(LEAD_FORMS.schedule.check({ ...withoutConsent, ...slot }));
    expect(check.candidate.consent).toBeUndefined();
    const parsed = parseLead(check.candidate);
    expect(parsed.success && parsed.data.consent).toBeFalsy();
  });

  it("asks for date and time first, then for the saved data", () => {
    expect(LEAD_FORMS.schedule.check({ ...saved, scheduledDate: "2025-03-04" })).toMatchObject({
      ok: false,
      error: "Please select both date and time",
    });
    expect(LEAD_FORMS.schedule.check(slot)).toEqual({
      ok: false,
      error: "User data not found. Please go back and fill out the form again.",
      fieldErrors: { email: ["User data not found. Please go back and fill out the form again."] },
    });
  });

  it.each([
    { scheduledDate: "2025-02-30" },
    { scheduledTime: "25:00" },
    { timezone: "Mars/Olympus" },
    { appointmentDateTime: "tomorrow-ish" },
  ])("rejects malformed scheduling fields %j", (bad) => {
    expect(LEAD_FORMS.schedule.check({ ...saved, ...slot, ...bad })).toMatchObject({
      ok: false,
      error: LEAD_MESSAGES.invalid,
    });
  });
});

describe("chatbot contact", () => {
  it("prefixes the message into notes and splits the name", () => {
    const check = ok(
      LEAD_FORMS.chatbotContact.check({
        name: "Sam",
        email: "s@example.com",
        phone: "512-555-0100",
        message: "Call me",
      }),
    );
    expect(check.candidate).toEqual({
      firstName: "Sam",
      lastName: "",
      email: "s@example.com",
      phone: "512-555-0100",
      notes: "Chatbot contact request: Call me",
      tag: "chatbot",
    });
    expect(parseLead(check.candidate)).toMatchObject({ success: true, data: { phone: "+15125550100" } });
  });

  it("counts the message's posted line breaks (CRLF) as one character each", () => {
    const message = `${"m".repeat(24)}\r\n`.repeat(79);
    // 79 × 25 = 1,975 characters in the browser, the message's limit behind the notes prefix.
    const check = LEAD_FORMS.chatbotContact.check({
      name: "Sam",
      email: "s@example.com",
      phone: "5125550100",
      message,
    });
    expect(check.ok).toBe(true);
    expect(check.ok && parseLead(check.candidate).success).toBe(true);
  });

  it("the longest message it accepts still fits the schema's notes limit behind the prefix", () => {
    const values = { name: "Sam", email: "s@example.com", phone: "5125550100" };
    const accepts = (length: number) =>
      LEAD_FORMS.chatbotContact.check({ ...values, message: "m".repeat(length) }).ok;
    // The longest accepted length, found by the check itself rather than read from the constant.
    let longest = 0;
    for (let length = 1; length <= LONG_TEXT_MAX_LENGTH + 50; length += 1)
      if (accepts(length)) longest = length;
    expect(longest).toBe(LONG_TEXT_MAX_LENGTH - "Chatbot contact request: ".length);
    const check = ok(LEAD_FORMS.chatbotContact.check({ ...values, message: "m".repeat(longest) }));
    expect(parseLead(check.candidate)).toMatchObject({ success: true });
  });

  it("requires all four fields, each with the chat's own message", () => {
    expect(
      LEAD_FORMS.chatbotContact.check({ name: "Sam", email: "s@example.com", message: "x" }),
    ).toMatchObject({
      ok: false,
      error: LEAD_MESSAGES.chatbotMissing,
      fieldErrors: { phone: [chatContactFormCopy.fields.phone.missing] },
    });
  });
});
