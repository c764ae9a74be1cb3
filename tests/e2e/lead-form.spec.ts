import type { Page } from "@playwright/test";

import { leadFormCopy } from "@/content/form-copy";

import { SERVICE_TYPE_VALUES } from "../support/spec-values";
import { holdPost, rewritePosts } from "./support/hold-post";
import { fillStep1, fillStep2, next, sendFromStep1 } from "./support/lead-form-steps";
import { expect, test } from "./support/test";
import { leadFor, toast, uniqueEmail } from "./support/webhook";

function heroForm(page: Page) {
  return page.locator("#lead-form");
}

test.describe("main lead form", () => {
  test("sends the lead with its attribution and lands on /thank-you", async ({ page }) => {
    const email = uniqueEmail("wizard");
    await page.goto("/?utm_source=google&utm_medium=cpc&utm_campaign=spring-roofing&gclid=TeSt-GCLID-123");
    const form = heroForm(page);
    await expect(form.getByText("Step 1 of 3")).toBeAttached();
    await fillStep1(form);
    await next(form);
    await expect(form.getByRole("textbox", { name: "First name", exact: true })).toBeFocused();
    await fillStep2(form, email);
    await next(form);
    await form.getByRole("combobox", { name: "Type of business" }).selectOption("hvac");
    await form.getByRole("checkbox").check();
    await form.getByRole("button", { name: "Get My Free Strategy Call" }).click();

    await expect(page).toHaveURL(/\/thank-you$/);
    await expect(page.getByRole("heading", { level: 1, name: "Request Received!" })).toBeVisible();
    const dataLayer = await page.evaluate(() => (window as unknown as { dataLayer?: unknown[] }).dataLayer);
    expect(dataLayer).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ event: "bluebonnet_lead_submitted", form: "lead-form", tag: "website" }),
      ]),
    );

    const lead = await leadFor(email);
    expect(lead.headers["content-type"]).toContain("application/json");
    expect(lead.body).toEqual({
      businessName: "Acme Roofing",
      city: "Austin, TX",
      website: "acme-roofing.com",
      notes: "Storm season is coming",
      firstName: "Jane",
      lastName: "Smith",
      email,
      phone: "+15125550123",
      serviceType: "hvac",
      consent: true,
      tag: "website",
      attribution: {
        pagePath: "/",
        firstTouch: expect.objectContaining({
          utm_source: "google",
          utm_medium: "cpc",
          utm_campaign: "spring-roofing",
          gclid: "TeSt-GCLID-123",
          landingPage: "/",
          landedAt: expect.any(String),
        }),
        lastTouch: expect.objectContaining({ utm_source: "google", gclid: "TeSt-GCLID-123" }),
      },
    });
  });

  test("the step indicator checks a step only when the visitor left it complete", async ({ page }) => {
    await page.goto("/");
    const form = heroForm(page);
    const firstStep = (label: string) =>
      form.getByRole("list", { name: label }).getByRole("listitem").first().locator("span").first();
    await next(form);
    // Left empty: still its number, not a check.
    await expect(firstStep(leadFormCopy.stepLabel(2, 3))).toHaveText("1");
    await form.getByRole("button", { name: leadFormCopy.previous }).click();
    await form.getByRole("textbox", { name: "Business name", exact: true }).fill("Hill Country Roofing");
    await form.getByRole("textbox", { name: "City", exact: true }).fill("Austin");
    await next(form);
    await expect(firstStep(leadFormCopy.stepLabel(2, 3))).toHaveText("");
    await expect(firstStep(leadFormCopy.stepLabel(2, 3)).locator("svg")).toBeAttached();
  });

  test("Next advances; the final step's submit shows 'Missing Information' and returns to the empty fields", async ({
    page,
  }) => {
    await page.goto("/");
    const form = heroForm(page);
    await next(form);
    await expect(form.getByText("Step 2 of 3")).toBeAttached();
    await expect(page.getByText("Missing Information")).toHaveCount(0);
    await next(form);
    await expect(form.getByText("Step 3 of 3")).toBeAttached();
    await form.getByRole("button", { name: "Get My Free Strategy Call" }).click();
    await expect(toast(page, "Missing Information")).toContainText(
      "Please fill out all required fields before submitting.",
    );
    await expect(form.getByText("Step 1 of 3")).toBeAttached();
    const businessName = form.getByRole("textbox", { name: "Business name", exact: true });
    await expect(businessName).toHaveAttribute("aria-invalid", "true");
    await expect(businessName).toBeFocused();
    await expect(businessName).toHaveAttribute("required", "");
  });

  test("asks for consent before sending", async ({ page }) => {
    await page.goto("/how-it-works");
    const form = page.locator("#lead-form");
    await fillStep1(form);
    await next(form);
    await fillStep2(form, uniqueEmail("consent"));
    await next(form);
    await form.getByRole("combobox", { name: "Type of business" }).selectOption("plumbing");
    await form.getByRole("button", { name: "Get My Free Strategy Call" }).click();
    await expect(toast(page, "Consent Required")).toContainText(
      "Please agree to receive marketing communications to continue.",
    );
    await expect(page).toHaveURL(/\/how-it-works$/);
  });

  test("Previous goes back with the values kept", async ({ page }) => {
    await page.goto("/");
    const form = heroForm(page);
    await fillStep1(form);
    await next(form);
    await form.getByRole("button", { name: "Previous" }).click();
    await expect(form.getByRole("textbox", { name: "Business name", exact: true })).toHaveValue(
      "Acme Roofing",
    );
    await expect(form.getByRole("textbox", { name: "Business name", exact: true })).toBeFocused();
  });

  test("a failed submission shows 'Submission Error' and keeps the values", async ({ page }) => {
    await page.goto("/contact");
    const form = page.locator("#lead-form");
    const email = uniqueEmail("fails");
    await fillStep1(form);
    await next(form);
    await fillStep2(form, email);
    await next(form);
    await form.getByRole("combobox", { name: "Type of business" }).selectOption("roofing");
    await form.getByRole("checkbox").check();
    // The network drops the server action request: the visitor must be told and keep what was typed.
    const request = await holdPost(page, "/contact");
    await form.getByRole("button", { name: "Get My Free Strategy Call" }).click();
    await request.arrived;
    await expect(form.getByRole("button", { name: "Submitting..." })).toBeDisabled();
    request.fail();
    await expect(toast(page, "Submission Error")).toContainText("Failed to submit form. Please try again.");
    await expect(page).toHaveURL(/\/contact$/);
    await expect(form.getByRole("combobox", { name: "Type of business" })).toHaveValue("roofing");
    await form.getByRole("button", { name: "Previous" }).click();
    await expect(form.getByRole("textbox", { name: "Email", exact: true })).toHaveValue(email);
  });

  test("Enter in a field of an earlier step goes to the next step, as Next does", async ({ page }) => {
    await page.goto("/");
    const form = heroForm(page);
    // Hydrated once the form's submission id is written (before that, Enter is the browser's own submit).
    await expect(form.locator('input[name="submissionId"]')).toHaveValue(/.+/);
    // Left empty: Next only advances; the final step's submit is where fields are checked.
    await form.getByRole("textbox", { name: "City", exact: true }).press("Enter");
    await expect(form.getByText("Step 2 of 3")).toBeAttached();
    await expect(form.getByRole("textbox", { name: "First name", exact: true })).toBeFocused();
    await expect(page.locator("[data-sonner-toast]")).toHaveCount(0);
  });

  test("Next focuses the next step's first field in the click itself, so the next keystrokes land there", async ({
    page,
  }) => {
    await page.goto("/");
    const form = heroForm(page);
    await fillStep1(form);
    // Read in the same task as the click: a focus left to a later task or frame would not have moved yet.
    const clickAndReadFocus = (name: string) =>
      form.getByRole("button", { name }).evaluate((button) => {
        (button as HTMLButtonElement).click();
        return document.activeElement?.getAttribute("name");
      });
    expect(await clickAndReadFocus("Next")).toBe("firstName");
    expect(await clickAndReadFocus("Previous")).toBe("businessName");
  });

  test("a required field holding only spaces counts as missing", async ({ page }) => {
    await page.goto("/contact");
    const form = page.locator("#lead-form");
    await fillStep1(form);
    await form.getByRole("textbox", { name: "Business name", exact: true }).fill("   ");
    await sendFromStep1(form, uniqueEmail("spaces"));
    await expect(toast(page, "Missing Information")).toContainText(
      "Please fill out all required fields before submitting.",
    );
    await expect(form.getByText("Step 1 of 3")).toBeAttached();
    await expect(form.getByRole("textbox", { name: "Business name", exact: true })).toBeFocused();
  });

  test("an email the server would refuse is caught in the form", async ({ page }) => {
    await page.goto("/");
    const form = heroForm(page);
    await fillStep1(form);
    await sendFromStep1(form, "jane@example.c");
    await expect(toast(page, "Missing Information")).toBeVisible();
    const email = form.getByRole("textbox", { name: "Email", exact: true });
    await expect(email).toBeFocused();
    await expect(form.getByText("Enter a valid email address.")).toBeVisible();
    await expect(page).toHaveURL(/\/$/);
  });

  test("a field the server refuses on an earlier step is shown there with its message", async ({ page }) => {
    await page.goto("/");
    const form = heroForm(page);
    await fillStep1(form);
    // The page's own rules stop a name past the limit: only the server refuses what the post is lengthened to.
    await rewritePosts(page, "/", "Acme Roofing", "A".repeat(201));
    const businessName = form.getByRole("textbox", { name: "Business name", exact: true });
    await sendFromStep1(form, uniqueEmail("refused"));
    await expect(toast(page, "Submission Error")).toContainText(
      "Invalid form data. Please check your inputs.",
    );
    await expect(form.getByText("Step 1 of 3")).toBeAttached();
    await expect(businessName).toBeFocused();
    await expect(form.getByText("Must be at most 200 characters.")).toBeVisible();
  });

  test("uses the spec's service types", async ({ page }) => {
    await page.goto("/");
    const options = await heroForm(page)
      .locator('select[name="serviceType"] option:not([disabled])')
      .evaluateAll((nodes) => nodes.map((node) => (node as HTMLOptionElement).value));
    expect(options).toEqual(SERVICE_TYPE_VALUES);
  });

  test("marks the required inputs for the browser; website and notes are optional; email and tel inputs", async ({
    page,
  }) => {
    await page.goto("/");
    const form = heroForm(page);
    const textbox = (name: string) => form.getByRole("textbox", { name, exact: true });
    for (const name of ["Business name", "City"]) await expect(textbox(name)).toHaveAttribute("required", "");
    await expect(form.getByRole("textbox", { name: "Website (optional)" })).not.toHaveAttribute("required");
    await expect(
      form.getByRole("textbox", { name: "Anything else we should know? (optional)" }),
    ).not.toHaveAttribute("required");
    await next(form);
    for (const name of ["First name", "Last name", "Email", "Phone"]) {
      await expect(textbox(name)).toHaveAttribute("required", "");
    }
    await expect(textbox("Email")).toHaveAttribute("type", "email");
    await expect(textbox("Phone")).toHaveAttribute("type", "tel");
    await next(form);
    await expect(form.getByRole("combobox", { name: "Type of business" })).toHaveAttribute("required", "");
  });
});
