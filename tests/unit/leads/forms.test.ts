import fc from "fast-check";
import { describe, expect, it } from "vitest";

import { chatContactFormCopy } from "@/content/chatbot";
import { consentText } from "@/content/consent";
import { LEAD_FORMS, type FormCheck } from "@/lib/leads/forms";
import { LONG_TEXT_MAX_LENGTH, parseLead } from "@/lib/leads/schema";
import { LEAD_MESSAGES } from "@/lib/leads/shared/messages";

import { mainFormFields } from "../../support/lead-harness";

const mainForm = mainFormFields;

function ok(check: FormCheck): Extract<FormCheck, { ok: true }> {
  if (!check.ok) throw new Error(`expected ok, got ${JSON.stringify(check)}`);
  return check;
}

describe("main lead form", () => {
  it("defaults to the website tag and sends the chosen service type", () => {
    const check = ok(LEAD_FORMS.leadForm.check({ ...mainForm, tag: "something-else" }));
    expect(check.tag).toBe("website");
    expect(check.consentForm).toBe("leadForm");
    expect(parseLead(check.candidate)).toEqual({
      success: true,
      data: {
        firstName: "Dana",
        lastName: "Smith",
        email: "dana@example.com",
        phone: "+15125550123",
        businessName: "Lone Star Roofing",
        city: "Austin",
        serviceType: "hvac",
        consent: true,
        tag: "website",
      },
    });
  });

  it("on the roofing tag requires revenue instead of service type and forces serviceType to roofing", () => {
    const { serviceType: _unused, ...withoutService } = mainForm;
    const missing = LEAD_FORMS.leadForm.check({ ...withoutService, tag: "roofing-google-ads" });
    expect(missing).toEqual({
      ok: false,
      error: LEAD_MESSAGES.leadFormMissing,
      fieldErrors: { roofingRevenue: [LEAD_MESSAGES.required] },
    });
    const check = ok(
      LEAD_FORMS.leadForm.check({
        ...withoutService,
        serviceType: "hvac",
        tag: "roofing-google-ads",
        roofingRevenue: "25k-50k",
      }),
    );
    expect(check.tag).toBe("roofing-google-ads");
    expect(check.candidate).toMatchObject({
      serviceType: "roofing",
      roofingRevenue: "25k-50k",
      tag: "roofing-google-ads",
    });
  });

  it("names every missing required field", () => {
    expect(LEAD_FORMS.leadForm.check({ consent: "on", email: "  " })).toEqual({
      ok: false,
      error: "Please fill out all required fields before submitting.",
      fieldErrors: Object.fromEntries(
        ["businessName", "city", "firstName", "lastName", "email", "phone", "serviceType"].map((field) => [
          field,
          [LEAD_MESSAGES.required],
        ]),
      ),
    });
  });

  it("requires consent", () => {
    expect(LEAD_FORMS.leadForm.check({ ...mainForm, consent: "" })).toMatchObject({
      ok: false,
      error: "Please agree to receive marketing communications to continue.",
    });
    expect(ok(LEAD_FORMS.leadForm.check({ ...mainForm, consent: "true" })).candidate.consent).toBe(true);
  });

  it("rejects a service type that is not on the list", () => {
    expect(LEAD_FORMS.leadForm.check({ ...mainForm, serviceType: "astrology" })).toMatchObject({
      ok: false,
      error: LEAD_MESSAGES.invalid,
      fieldErrors: { serviceType: [LEAD_MESSAGES.invalidOption] },
    });
  });

  it("redirects no-JavaScript successes to the right page", () => {
    expect(LEAD_FORMS.leadForm.redirectTo?.("website")).toBe("/thank-you");
    expect(LEAD_FORMS.leadForm.redirectTo?.("roofing-google-ads")).toBe("/roofing-google-ads/schedule");
  });
});

describe("free-website form", () => {
  const values = {
    businessStatus: "starting",
    businessType: "Pressure washing",
    websiteGoal: "generate-leads",
    firstName: "Lee",
    lastName: "Ng",
    email: "lee@example.com",
    phone: "+1 512 555 0188",
    consent: "on",
  };

  it("builds the payload with the free-website tag and the free-website consent sentence", () => {
    const check = ok(LEAD_FORMS.freeWebsite.check({ ...values, city: "Round Rock" }));
    expect(check.tag).toBe("free-website");
    expect(check.consentForm).toBe("freeWebsite");
    expect(consentText[check.consentForm ?? "leadForm"]).toContain("free website");
    expect(check.candidate).toMatchObject({
      ...values,
      consent: true,
      city: "Round Rock",
      tag: "free-website",
    });
    expect(LEAD_FORMS.freeWebsite.redirectTo?.("free-website")).toBe("/free-website/thank-you");
  });

  it("uses the step-1 message when a question is missing, the step-2 message for contact fields", () => {
    expect(LEAD_FORMS.freeWebsite.check({ ...values, websiteGoal: "" })).toMatchObject({
      ok: false,
      error: "All questions are required to continue.",
    });
    expect(LEAD_FORMS.freeWebsite.check({ ...values, phone: "" })).toMatchObject({
      ok: false,
      error: "Please fill in all required fields.",
      fieldErrors: { phone: [LEAD_MESSAGES.required] },
    });
    expect(LEAD_FORMS.freeWebsite.check({ ...values, consent: "off" })).toMatchObject({
      ok: false,
      error: "Please agree to receive communications to continue.",
    });
  });
});

describe("guides", () => {
  it("home guide: email, fixed notes, free-guide tag, redirect to the PDF", () => {
    const check = ok(LEAD_FORMS.homeGuide.check({ email: "a@b.co", notes: "ignored" }));
    expect(check.candidate).toEqual({
      email: "a@b.co",
      notes: "Downloaded 2025 Complete Marketing Guide",
      tag: "free-guide",
    });
    expect(LEAD_FORMS.homeGuide.redirectTo?.("free-guide")).toBe("/bluebonnet-2025-marketing-guide.pdf");
  });

  it("roofing guide: roofing-lead-magnet tag", () => {
    const check = ok(LEAD_FORMS.roofingGuide.check({ email: "a@b.co" }));
    expect(check.candidate).toEqual({
      email: "a@b.co",
      notes: "Downloaded Roofing Lead Generation Guide",
      tag: "roofing-lead-magnet",
    });
    expect(LEAD_FORMS.roofingGuide.redirectTo?.("roofing-lead-magnet")).toBe(
      "/roofing-lead-generation-guide.pdf",
    );
    expect(LEAD_FORMS.roofingGuide.check({ email: " " })).toMatchObject({
      ok: false,
      error: "Please enter your email address.",
    });
  });
});

describe("quick contact", () => {
  it("splits the name at the first space", () => {
    const check = ok(
      LEAD_FORMS.quickContact.check({ name: "Mary Ann Smith", email: "m@example.com", message: "Hi" }),
    );
    expect(check.candidate).toEqual({
      firstName: "Mary",
      lastName: "Ann Smith",
      email: "m@example.com",
      message: "Hi",
      tag: "quick-contact",
    });
    expect(LEAD_FORMS.quickContact.redirectTo).toBeUndefined();
  });

  it("requires every field", () => {
    expect(LEAD_FORMS.quickContact.check({ name: "Mary", email: "m@example.com" })).toMatchObject({
      ok: false,
      error: "All fields are required to send your message.",
      fieldErrors: { message: [LEAD_MESSAGES.required] },
    });
  });
});

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

describe("every form on arbitrary input", () => {
  it("never throws, and its candidate always parses to a lead or the invalid-data result", () => {
    const values = fc.dictionary(
      fc.constantFrom(
        "name",
        "email",
        "message",
        "phone",
        "tag",
        "consent",
        "serviceType",
        "roofingRevenue",
        "scheduledDate",
        "scheduledTime",
        "timezone",
        "businessStatus",
        "websiteGoal",
        "firstName",
        "lastName",
        "businessName",
        "city",
        "businessType",
        "appointmentDateTime",
        "other",
      ),
      fc.oneof(
        fc.string({ maxLength: 40 }),
        fc.constantFrom("on", "true", "a@b.co", "roofing-google-ads", "2025-03-04", "9:00 AM", "UTC"),
      ),
    );
    fc.assert(
      fc.property(values, (input) => {
        for (const form of Object.values(LEAD_FORMS)) {
          const check = form.check(input);
          if (!check.ok) {
            expect(check.error.length).toBeGreaterThan(0);
            continue;
          }
          const parsed = parseLead(check.candidate);
          // A lead carries the tag its form chose; anything else is the invalid-data result.
          if (parsed.success) expect(parsed.data.tag).toBe(check.tag);
          else expect(parsed.error).toBe(LEAD_MESSAGES.invalid);
        }
      }),
      { numRuns: 300 },
    );
  });
});
