import type { Locator, Page } from "@playwright/test";

import { leadFormCopy } from "@/content/form-copy";

import { CALL_TIME_LABELS, SERVICE_TYPE_VALUES } from "../support/spec-values";
import { holdPost, recordPosts, rewritePosts } from "./support/hold-post";
import { expect, test } from "./support/test";
import { leadFor, leadsFor, toast, uniqueEmail } from "./support/webhook";

async function fillStep1(form: Locator, website = "https://www.acme-roofing.com/") {
  await form.getByRole("textbox", { name: "Business name", exact: true }).fill("Acme Roofing");
  await form.getByRole("textbox", { name: "City", exact: true }).fill("Austin, TX");
  await form.getByRole("textbox", { name: "Website (optional)" }).fill(website);
  await form
    .getByRole("textbox", { name: "Anything else we should know? (optional)" })
    .fill("Storm season is coming");
}

async function fillStep2(form: Locator, email: string) {
  await form.getByRole("textbox", { name: "First name", exact: true }).fill("Jane");
  await form.getByRole("textbox", { name: "Last name", exact: true }).fill("Smith");
  await form.getByRole("textbox", { name: "Email", exact: true }).fill(email);
  await form.getByRole("textbox", { name: "Phone", exact: true }).fill("(512) 555-0123");
}

async function next(form: Locator) {
  await form.getByRole("button", { name: "Next" }).click();
}

/** From a filled step 1: step 2 with this email, an HVAC business, consent, and the final button. */
async function sendFromStep1(form: Locator, email: string) {
  await next(form);
  await fillStep2(form, email);
  await next(form);
  await form.getByRole("combobox", { name: "Type of business" }).selectOption("hvac");
  await form.getByRole("checkbox").check();
  await form.getByRole("button", { name: "Get My Free Strategy Call" }).click();
}

/** The roofing form from a filled step 1: step 2 with this email, the monthly revenue, consent, and the claim. */
async function claimFromStep1(form: Locator, email: string, revenue: string) {
  await next(form);
  await fillStep2(form, email);
  await next(form);
  await form.getByRole("combobox", { name: "Monthly revenue" }).selectOption(revenue);
  await form.getByRole("checkbox").check();
  await form.getByRole("button", { name: "Claim My $500 Ad Credit" }).click();
}

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
        expect.objectContaining({ event: "generate_lead", form: "lead-form", tag: "website" }),
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

test.describe("roofing funnel", () => {
  test("saves the lead, schedules the call and sends both leads", async ({ page }) => {
    const email = uniqueEmail("roofer");
    await page.goto("/roofing-google-ads");
    const form = page.locator("#roofing-form");
    await expect(
      form.getByRole("heading", { name: "Get $500 Free Ad Credit + Free Landing Pages" }),
    ).toBeVisible();
    const revenue = await form
      .locator('select[name="roofingRevenue"] option:not([disabled])')
      .evaluateAll((nodes) => nodes.map((node) => (node as HTMLOptionElement).value));
    expect(revenue).toEqual(["under-10k", "10k-25k", "25k-50k", "50k-100k", "100k-250k", "over-250k"]);

    await fillStep1(form, "http://www.storm-pros.com//");
    await claimFromStep1(form, email, "50k-100k");

    await expect(page).toHaveURL(/\/roofing-google-ads\/schedule$/);
    const saved = await page.evaluate(() => JSON.parse(localStorage.getItem("roofing-lead-data") ?? "null"));
    expect(saved).toMatchObject({
      email,
      businessName: "Acme Roofing",
      roofingRevenue: "50k-100k",
      serviceType: "roofing",
    });

    const roofingLead = await leadFor(email);
    const leadFields = {
      firstName: "Jane",
      lastName: "Smith",
      email,
      phone: "+15125550123",
      businessName: "Acme Roofing",
      city: "Austin, TX",
      website: "storm-pros.com",
      notes: "Storm season is coming",
      serviceType: "roofing",
      roofingRevenue: "50k-100k",
      consent: true,
    };
    expect(roofingLead.body).toEqual({
      ...leadFields,
      tag: "roofing-google-ads",
      attribution: expect.objectContaining({ pagePath: "/roofing-google-ads" }),
    });

    // What the call covers: keyword audit, ad spend strategy, plan for 10+ leads in 30 days.
    await expect(page.getByText("A plan for 10+ leads in 30 days", { exact: true })).toBeVisible();

    // Scheduling rules: times wait for a date; a date clears the time.
    const time = page.getByLabel("Choose a time");
    await expect(time).toBeDisabled();
    await expect(time.locator("option").first()).toHaveText("Please select a date first");
    await page.getByRole("button", { name: "Confirm My Call" }).click();
    await expect(toast(page, "Please select both date and time")).toBeVisible();

    const dates = page.getByRole("group", { name: "Choose a date" }).getByRole("button");
    const dateCount = await dates.count();
    expect(dateCount).toBeGreaterThanOrEqual(9);
    expect(dateCount).toBeLessThanOrEqual(10);
    for (const value of await dates.evaluateAll((nodes) =>
      nodes.map((node) => node.getAttribute("data-date") ?? ""),
    )) {
      expect([0, 6]).not.toContain(new Date(`${value}T12:00:00`).getDay());
    }
    for (const label of await dates.allTextContents()) expect(label).not.toMatch(/^(Sat|Sun)/);
    await dates.nth(1).click();
    await expect(time).toBeEnabled();
    const slots = await time
      .locator("option")
      .evaluateAll((nodes) => nodes.slice(1).map((node) => node.textContent));
    expect(slots).toEqual(CALL_TIME_LABELS);
    await time.selectOption("1:30 PM");
    await dates.nth(0).click();
    await expect(time).toHaveValue("");
    await time.selectOption("10:00 AM");
    const chosenDate = await dates.nth(0).getAttribute("data-date");
    await page.getByRole("button", { name: "Confirm My Call" }).click();

    await expect(page).toHaveURL(/\/roofing-google-ads\/final-thank-you\?booking=/);
    expect(await page.evaluate(() => localStorage.getItem("roofing-lead-data"))).toBeNull();
    const leads = await leadsFor(email, 2);
    const scheduled = leads.find((lead) => lead.body.tag === "roofing-scheduled-call");
    expect(scheduled?.body).toEqual({
      ...leadFields,
      scheduledDate: chosenDate,
      scheduledTime: "10:00 AM",
      timezone: expect.any(String),
      appointmentDateTime: expect.any(String),
      tag: "roofing-scheduled-call",
      attribution: expect.objectContaining({ pagePath: "/roofing-google-ads/schedule" }),
    });
    expect(scheduled?.body.scheduledDate).toBe(chosenDate);
    expect(String(chosenDate)).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(String(scheduled?.body.appointmentDateTime)).toMatch(
      /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/,
    );
  });

  test("with the browser's storage blocked, the funnel still reaches the schedule and sends the call", async ({
    page,
  }) => {
    // A browser set to refuse site data: every localStorage call throws.
    await page.addInitScript(() => {
      const blocked = () => {
        throw new DOMException("The operation is insecure.", "SecurityError");
      };
      Object.defineProperty(window, "localStorage", { configurable: true, get: blocked });
    });
    const email = uniqueEmail("roofer-no-storage");
    await page.goto("/roofing-google-ads");
    const form = page.locator("#roofing-form");
    await fillStep1(form);
    await claimFromStep1(form, email, "25k-50k");
    await expect(page).toHaveURL(/\/roofing-google-ads\/schedule$/);

    await page.getByRole("group", { name: "Choose a date" }).getByRole("button").first().click();
    await page.getByLabel("Choose a time").selectOption("10:30 AM");
    await page.getByRole("button", { name: "Confirm My Call" }).click();
    await expect(page).toHaveURL(/\/roofing-google-ads\/final-thank-you\?booking=/);
    const leads = await leadsFor(email, 2);
    const scheduled = leads.find((lead) => lead.body.tag === "roofing-scheduled-call");
    expect(scheduled?.body).toMatchObject({
      email,
      roofingRevenue: "25k-50k",
      scheduledTime: "10:30 AM",
      tag: "roofing-scheduled-call",
    });
  });

  test("the schedule page without saved data says so", async ({ page }) => {
    await page.goto("/roofing-google-ads/schedule");
    await page.getByRole("group", { name: "Choose a date" }).getByRole("button").first().click();
    // Whichever time is still open: other tests book the first ones.
    await expect(page.getByLabel("Choose a time")).toBeEnabled();
    await page.getByLabel("Choose a time").selectOption({ index: 1 });
    await page.getByRole("button", { name: "Confirm My Call" }).click();
    await expect(
      toast(page, "User data not found. Please go back and fill out the form again."),
    ).toBeVisible();
    await page.getByRole("link", { name: "Back to Form" }).click();
    await expect(page).toHaveURL(/\/roofing-google-ads$/);
  });

  test("the monthly revenue replaces the service type: without it, 'Missing Information' and nothing is sent", async ({
    page,
  }) => {
    await page.goto("/roofing-google-ads");
    const form = page.locator("#roofing-form");
    await fillStep1(form);
    await next(form);
    await fillStep2(form, uniqueEmail("roof-no-revenue"));
    await next(form);
    await expect(form.getByRole("combobox", { name: "Type of business" })).toHaveCount(0);
    const revenue = form.getByRole("combobox", { name: "Monthly revenue" });
    await expect(revenue).toHaveAttribute("required", "");
    await form.getByRole("checkbox").check();
    const posts = recordPosts(page);
    await form.getByRole("button", { name: "Claim My $500 Ad Credit" }).click();
    await expect(toast(page, "Missing Information")).toContainText(
      "Please fill out all required fields before submitting.",
    );
    await expect(form.getByText("Step 3 of 3")).toBeAttached();
    await expect(revenue).toBeFocused();
    await expect(page).toHaveURL(/\/roofing-google-ads$/);
    expect(posts).toEqual([]);
  });

  test("offers the server's dates: weekdays of the 14 days from tomorrow in the agency's zone", async ({
    page,
  }) => {
    await page.goto("/roofing-google-ads/schedule");
    const dates = page.getByRole("group", { name: "Choose a date" }).getByRole("button");
    await expect(dates.first()).toBeVisible();
    const values = await dates.evaluateAll((nodes) =>
      nodes.map((node) => node.getAttribute("data-date") ?? ""),
    );
    const today = new Date().toLocaleDateString("en-CA", { timeZone: "America/Chicago" });
    const lastDay = new Date(Date.parse(`${today}T12:00:00Z`) + 14 * 86_400_000).toISOString().slice(0, 10);
    expect(values.length).toBeGreaterThanOrEqual(8); // ten weekdays, less the holidays of the window
    for (const value of values) {
      expect(value > today && value <= lastDay, value).toBe(true);
      expect([0, 6]).not.toContain(new Date(`${value}T12:00:00Z`).getUTCDay());
    }
    // Labels in the visitor's calendar, e.g. "Fri, Nov 27".
    await expect(dates.first()).toHaveText(
      new Date(`${values[0]}T12:00:00Z`).toLocaleDateString("en-US", {
        timeZone: "UTC",
        weekday: "short",
        month: "short",
        day: "numeric",
      }),
    );
  });
});
