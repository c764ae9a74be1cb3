/** The steps after a strategy-call form: a time to pick on every path, with or without JavaScript, and honest pages. */
import type { Locator, Page } from "@playwright/test";

import { claimFromStep1, fillStep1, fillStep2, next, sendFromStep1 } from "./support/lead-form-steps";
import { mailWhere } from "./support/mail";
import { expect, test } from "./support/test";
import { leadsFor, toast, uniqueEmail } from "./support/webhook";

/** Picks the first open date and the time at `index` of it; returns the time's label. */
async function pickSlot(page: Page, index: number): Promise<string> {
  const picker = page.getByRole("group", { name: "Choose a date" });
  await picker.getByRole("link").or(picker.getByRole("button")).first().click();
  const time = page.getByLabel("Choose a time");
  await expect(time).toBeEnabled();
  const options = time.locator("option:not([value=''])");
  const label = (await options.nth(index).textContent()) ?? "";
  await time.selectOption({ index: index + 1 });
  return label;
}

async function expectScheduledCall(email: string, fields: Record<string, unknown>) {
  const leads = await leadsFor(email, 2);
  const scheduled = leads.find((lead) => lead.body.tag === "roofing-scheduled-call");
  expect(scheduled?.body).toMatchObject({ email, ...fields });
  expect(String(scheduled?.body.appointmentDateTime)).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:00\.000Z$/);
  const [invite] = await mailWhere(
    (mail) =>
      mail.envelopeTo.includes(email) && mail.attachments.some((file) => file.filename?.endsWith(".ics")),
    `the booking confirmation to ${email}`,
  );
  expect(invite?.text).toContain(String(scheduled?.body.scheduledTime));
}

function fillWholeForm(form: Locator, email: string, business: string) {
  return (async () => {
    await form.getByRole("textbox", { name: "Business name", exact: true }).fill(business);
    await form.getByRole("textbox", { name: "City", exact: true }).fill("Waco");
    await form.getByRole("textbox", { name: "First name", exact: true }).fill("Sam");
    await form.getByRole("textbox", { name: "Last name", exact: true }).fill("Houston");
    await form.getByRole("textbox", { name: "Email", exact: true }).fill(email);
    await form.getByRole("textbox", { name: "Phone", exact: true }).fill("254 555 0100");
    await form.getByRole("checkbox").check();
  })();
}

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the ad page's picker, which needs scripts, steps aside for the phone and the form", async ({
    page,
  }) => {
    await page.goto("/roofing-google-ads");
    await expect(page.getByText("Checking availability...")).toBeHidden();
    const section = page.locator("section").filter({
      has: page.getByRole("heading", { name: "Prefer to Pick a Time Now?" }),
    });
    await expect(section.getByRole("link", { name: "Get Roofing Leads Now" })).toBeVisible();
  });

  test("the roofing schedule lists dates and times from the server and books the call as a plain form", async ({
    page,
  }) => {
    const email = uniqueEmail("nojs-roofer");
    await page.goto("/roofing-google-ads");
    const form = page.locator("#roofing-form");
    await fillWholeForm(form, email, "No Script Roofing");
    await form.getByRole("combobox", { name: "Monthly revenue" }).selectOption("25k-50k");
    await form.getByRole("button", { name: "Claim My $500 Ad Credit" }).click();

    await expect(page).toHaveURL(/\/roofing-google-ads\/schedule$/);
    await expect(page.getByText("Checking availability...")).toHaveCount(0);
    const label = await pickSlot(page, 0);
    await page.getByRole("button", { name: "Confirm My Call" }).click();

    await expect(page).toHaveURL(/\/roofing-google-ads\/final-thank-you\?booking=/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Your Call Is Confirmed");
    await expectScheduledCall(email, {
      businessName: "No Script Roofing",
      roofingRevenue: "25k-50k",
      scheduledTime: label.replace(/ \(.*$/, ""),
    });
  });

  test("/thank-you after a strategy-call form offers the same slots and books them for that lead", async ({
    page,
  }) => {
    const email = uniqueEmail("nojs-thanks");
    await page.goto("/how-it-works");
    const form = page.locator("#lead-form");
    await fillWholeForm(form, email, "No Script Plumbing");
    await form.getByRole("combobox", { name: "Type of business" }).selectOption("plumbing");
    await form.getByRole("button", { name: "Get My Free Strategy Call" }).click();

    await expect(page).toHaveURL(/\/thank-you$/);
    await expect(page.getByRole("heading", { name: "Request Received!" })).toBeVisible();
    await pickSlot(page, 1);
    await page.getByRole("button", { name: "Confirm My Call" }).click();

    await expect(page).toHaveURL(/\/roofing-google-ads\/final-thank-you\?booking=/);
    await expectScheduledCall(email, { businessName: "No Script Plumbing", serviceType: "plumbing" });
  });
});

test("/thank-you after the home page's form books a time for that same lead", async ({ page }) => {
  const email = uniqueEmail("thanks-js");
  await page.goto("/");
  const form = page.locator("#lead-form");
  await fillStep1(form);
  await sendFromStep1(form, email);
  await expect(page).toHaveURL(/\/thank-you$/);
  await pickSlot(page, 2);
  await page.getByRole("button", { name: "Confirm My Call" }).click();
  await expect(page).toHaveURL(/\/roofing-google-ads\/final-thank-you\?booking=/);
  await expectScheduledCall(email, { businessName: "Acme Roofing", serviceType: "hvac" });
});

test("the ad page's 'Prefer to Pick a Time Now?' shows the site's own picker without a widget", async ({
  page,
}) => {
  await page.goto("/roofing-google-ads");
  const section = page.locator("section").filter({
    has: page.getByRole("heading", { name: "Prefer to Pick a Time Now?" }),
  });
  await expect(section.getByRole("group", { name: "Choose a date" })).toBeVisible();
  await expect(section.getByLabel("Choose a time")).toBeAttached();
});

test("a time picked on the ad page before the form is the one offered, and booked, after it", async ({
  page,
}) => {
  const email = uniqueEmail("picked-first");
  await page.goto("/roofing-google-ads");
  const section = page.locator("section").filter({
    has: page.getByRole("heading", { name: "Prefer to Pick a Time Now?" }),
  });
  await section.getByRole("group", { name: "Choose a date" }).getByRole("button").nth(4).click();
  const time = section.getByLabel("Choose a time");
  await expect(time).toBeEnabled();
  const instant = (await time.locator("option:not([value=''])").last().getAttribute("value")) ?? "";
  await time.selectOption(instant);
  await section.getByRole("button", { name: "Confirm My Call" }).click();
  await expect(section.getByRole("status")).toContainText("fill out the form");
  const form = page.locator("#roofing-form");
  await expect(form).toBeInViewport();
  await fillStep1(form);
  await claimFromStep1(form, email, "25k-50k");
  await expect(page).toHaveURL(/\/roofing-google-ads\/schedule$/);
  await expect(page.getByLabel("Choose a time")).toHaveValue(instant);
  await page.getByRole("button", { name: "Confirm My Call" }).click();
  await expect(page).toHaveURL(/final-thank-you\?booking=/);
  const leads = await leadsFor(email, 2);
  expect(leads.find((lead) => lead.body.tag === "roofing-scheduled-call")?.body.appointmentDateTime).toBe(
    instant,
  );
});

test("a toast of a failed try does not follow the visitor onto the schedule page", async ({ page }) => {
  const email = uniqueEmail("toast-roofer");
  await page.goto("/roofing-google-ads");
  const form = page.locator("#roofing-form");
  await fillStep1(form);
  await next(form);
  await fillStep2(form, email);
  await next(form);
  await form.getByRole("combobox", { name: "Monthly revenue" }).selectOption("10k-25k");
  await form.getByRole("button", { name: "Claim My $500 Ad Credit" }).click();
  await expect(toast(page, "Consent Required")).toBeVisible();
  await form.getByRole("checkbox").check();
  await form.getByRole("button", { name: "Claim My $500 Ad Credit" }).click();
  await expect(page).toHaveURL(/\/roofing-google-ads\/schedule/);
  // Cleared on success, not left to its own 6 seconds (it was shown about two seconds ago).
  await expect(page.locator("[data-sonner-toast]")).toHaveCount(0, { timeout: 2_000 });
});

test("one funnel count from the form to the final page", async ({ page }) => {
  const email = uniqueEmail("steps-roofer");
  await page.goto("/roofing-google-ads");
  const indicator = page.getByRole("list", { name: /^Step \d of 3$/ });
  await expect(indicator).toHaveAccessibleName("Step 1 of 3");
  await expect(indicator).toHaveCount(1);
  await expect(indicator).toBeVisible();
  // The form's own parts are not numbered beside the funnel's steps: one numbered list in the form's card.
  await expect(page.locator("#roofing-form ol")).toHaveCount(1);
  await expect(page.locator("#roofing-form .step-dot")).toHaveCount(3);
  const form = page.locator("#roofing-form");
  await fillStep1(form);
  await claimFromStep1(form, email, "10k-25k");
  await expect(page).toHaveURL(/\/roofing-google-ads\/schedule/);
  await expect(indicator).toHaveAccessibleName("Step 2 of 3");
  await expect(indicator).toHaveCount(1);
  await expect(indicator).toBeVisible();
  await pickSlot(page, 3);
  await page.getByRole("button", { name: "Confirm My Call" }).click();
  await expect(page).toHaveURL(/final-thank-you\?booking=/);
  await expect(indicator).toHaveAccessibleName("Step 3 of 3");
  await expect(indicator).toHaveCount(1);
  await expect(indicator).toBeVisible();
  // One card for the booked call and how to change it.
  await expect(page.getByRole("heading", { name: /reschedule/i })).toHaveCount(1);
  await expect(page.getByRole("main").getByText(/confirmed/i)).toHaveCount(1);
});

test("the final page without a booking does not say the call is confirmed", async ({ page }) => {
  await page.goto("/roofing-google-ads/final-thank-you");
  await expect(page.getByRole("main").getByText(/confirmed/i)).toHaveCount(0);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("No Call Booked Yet");
  await expect(page.getByRole("link", { name: "Pick a Time" })).toHaveAttribute(
    "href",
    "/roofing-google-ads",
  );
  await page.goto("/roofing-google-ads/final-thank-you?booking=forged.1.zz.AAAA");
  await expect(page.getByRole("main").getByText(/confirmed/i)).toHaveCount(0);
});

test("the schedule and final pages are unlisted: noindex and out of the sitemap", async ({
  page,
  request,
}) => {
  for (const path of ["/roofing-google-ads/schedule", "/roofing-google-ads/final-thank-you"]) {
    await page.goto(path);
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", /noindex/);
  }
  const index = await (await request.get("/sitemap.xml")).text();
  const parts = [...index.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1] ?? "").pathname);
  expect(parts.length).toBeGreaterThan(0);
  for (const part of parts) {
    const sitemap = await (await request.get(part)).text();
    expect(sitemap).toContain("/roofing-google-ads</loc>");
    expect(sitemap).not.toContain("/roofing-google-ads/schedule");
    expect(sitemap).not.toContain("/roofing-google-ads/final-thank-you");
  }
});
