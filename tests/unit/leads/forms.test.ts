import fc from "fast-check";
import { describe, expect, it } from "vitest";

import { consentText } from "@/content/consent";
import { LEAD_FORMS, type FormCheck } from "@/lib/leads/forms";
import { parseLead } from "@/lib/leads/schema";
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
