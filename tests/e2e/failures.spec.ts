/** Each form's busy label while its request is held, then what the visitor sees when it fails. */
import type { Page } from "@playwright/test";

import { chatContactFormCopy } from "@/content/chatbot";
import { LEAD_TAGS } from "@/lib/leads/shared/tags";
import { UNSENT_LEADS_KEY } from "@/lib/leads/shared/unsent-leads";

import { fillChatContact } from "./support/chat-contact";
import { answerWithoutError, holdPost, rewritePosts } from "./support/hold-post";
import { expect, test } from "./support/test";
import { leadFor, toast, uniqueEmail } from "./support/webhook";

test("free-website: 'Submitting...' while sending, then 'Submission failed'", async ({ page }) => {
  await page.goto("/free-website");
  const form = page.locator("#free-website-form");
  await form.getByLabel("Established business").check();
  await form.getByLabel("What type of business do you run?").fill("Pressure washing");
  await form.getByLabel("Replace my current website").check();
  await form.getByRole("button", { name: "Next Step" }).click();
  await form.getByRole("textbox", { name: "First name", exact: true }).fill("Rosa");
  await form.getByRole("textbox", { name: "Last name", exact: true }).fill("Diaz");
  await form.getByRole("textbox", { name: "Email", exact: true }).fill(uniqueEmail("fw-fail"));
  await form.getByRole("textbox", { name: "Phone", exact: true }).fill("512-555-0177");
  await form.getByRole("checkbox").check();
  const request = await holdPost(page, "/free-website");
  await form.getByRole("button", { name: "Claim My Free Website" }).click();
  await request.arrived;
  await expect(form.getByRole("button", { name: "Submitting..." })).toBeDisabled();
  request.fail();
  await expect(toast(page, "Submission failed")).toContainText("Please try again or call us directly.");
  await expect(page).toHaveURL(/\/free-website$/);
  await expect(form.getByRole("textbox", { name: "First name", exact: true })).toHaveValue("Rosa");
});

/** Opens the schedule page with a saved roofing lead for this email, a date and a time chosen. */
async function chooseSlotFor(page: Page, email: string) {
  await page.goto("/roofing-google-ads/schedule");
  await page.evaluate((saved) => localStorage.setItem("roofing-lead-data", JSON.stringify(saved)), {
    firstName: "Jane",
    lastName: "Smith",
    email,
    phone: "(512) 555-0123",
    businessName: "Acme Roofing",
    city: "Austin, TX",
    roofingRevenue: "50k-100k",
    consent: true,
    serviceType: "roofing",
    tag: "roofing-google-ads",
  });
  // The second date: the first offers only the times past the booking notice, which depends on the hour.
  await page.getByRole("group", { name: "Choose a date" }).getByRole("button").nth(1).click();
  await page.getByLabel("Choose a time").selectOption("9:00 AM");
}

test("schedule: 'Scheduling...' while sending, then 'Scheduling Error'", async ({ page }) => {
  await chooseSlotFor(page, "jane.schedule-fail@example.com");
  const request = await holdPost(page, "/roofing-google-ads/schedule");
  await page.getByRole("button", { name: "Confirm My Call" }).click();
  await request.arrived;
  await expect(page.getByRole("button", { name: "Scheduling..." })).toBeDisabled();
  request.fail();
  await expect(toast(page, "Scheduling Error")).toContainText(
    "Unable to schedule your call. Please try again.",
  );
  await expect(page).toHaveURL(/\/roofing-google-ads\/schedule$/);
  expect(await page.evaluate(() => localStorage.getItem("roofing-lead-data"))).not.toBeNull();
});

test("roofing guide: 'Submission Error' / 'Unknown error occurred', the email kept", async ({ page }) => {
  await page.goto("/roofing-google-ads");
  const input = page.locator("#roofing-guide-email");
  await input.fill(uniqueEmail("roof-guide-fail"));
  const request = await holdPost(page, "/roofing-google-ads");
  await page.getByRole("button", { name: "Download Free Guide" }).click();
  await request.arrived;
  await expect(page.getByRole("button", { name: "Sending..." })).toBeDisabled();
  request.fail();
  await expect(toast(page, "Submission Error")).toContainText("Unknown error occurred");
  await expect(input).not.toHaveValue("");
});

test("home guide: 'Sending...' while the request is in flight", async ({ page }) => {
  await page.goto("/");
  const input = page.locator("#home-guide-email");
  await input.fill(uniqueEmail("guide-busy"));
  const form = page.locator("form").filter({ has: input });
  const request = await holdPost(page, "/");
  await form.getByRole("button").click();
  await request.arrived;
  await expect(form.getByRole("button", { name: "Sending..." })).toBeDisabled();
  request.fail();
  await expect(form.getByRole("button", { name: "Check Your Email!" })).toBeDisabled();
});

test("chatbot contact: a failed request still shows 'Message Sent!', and the lead is sent again", async ({
  page,
}) => {
  await page.goto("/");
  const email = uniqueEmail("chat-fail");
  const form = await fillChatContact(page, { name: "Dana Whitfield", email, message: "Call me back" });
  const request = await holdPost(page, "/");
  await form.getByRole("button", { name: chatContactFormCopy.submitLabel }).click();
  await request.arrived;
  request.fail();
  await expect(toast(page, "Message Sent!")).toContainText(
    "Thanks for reaching out! Bluebonnet Digital will contact you soon.",
  );
  // Kept in the browser, then sent again through the JSON API while the page stays open.
  const lead = await leadFor(email);
  expect(lead.body).toMatchObject({
    firstName: "Dana",
    tag: LEAD_TAGS.chatbot,
    notes: "Chatbot contact request: Call me back",
    attribution: expect.objectContaining({ pagePath: "/" }),
  });
  await expect.poll(() => page.evaluate((key) => localStorage.getItem(key), UNSENT_LEADS_KEY)).toBeNull();
});

test("home guide: a lead whose request failed is kept, and sent from the next page", async ({ page }) => {
  await page.goto("/");
  await page.route("**/api/leads", (route) => route.abort("failed"));
  const email = uniqueEmail("guide-unsent");
  const input = page.locator("#home-guide-email");
  await input.fill(email);
  const form = page.locator("form").filter({ has: input });
  const request = await holdPost(page, "/");
  await form.getByRole("button").click();
  await request.arrived;
  request.fail();
  await expect(form.getByRole("button", { name: "Check Your Email!" })).toBeDisabled();
  const kept = await page.evaluate((key) => localStorage.getItem(key), UNSENT_LEADS_KEY);
  expect(JSON.parse(kept ?? "[]")).toEqual([
    expect.objectContaining({ form: "homeGuide", fields: expect.objectContaining({ email }) }),
  ]);
  await page.unrouteAll({ behavior: "ignoreErrors" });
  await page.goto("/contact");
  expect((await leadFor(email)).body).toMatchObject({ email, tag: LEAD_TAGS.freeGuide });
  await expect.poll(() => page.evaluate((key) => localStorage.getItem(key), UNSENT_LEADS_KEY)).toBeNull();
});

// An address the forms' own checks would stop but the server refuses (the saved lead is read as it was stored).
const REFUSED_EMAIL = "dana@localhost";

test("schedule: an answer refusing the lead shows 'Scheduling Error' with the server's message", async ({
  page,
}) => {
  await chooseSlotFor(page, REFUSED_EMAIL);
  await page.getByRole("button", { name: "Confirm My Call" }).click();
  await expect(toast(page, "Scheduling Error")).toContainText("Invalid form data. Please check your inputs.");
  await expect(page).toHaveURL(/\/roofing-google-ads\/schedule$/);
  expect(await page.evaluate(() => localStorage.getItem("roofing-lead-data"))).not.toBeNull();
});

test("schedule: a failed answer without a message shows 'Scheduling failed'", async ({ page }) => {
  await chooseSlotFor(page, REFUSED_EMAIL);
  await answerWithoutError(page, "/roofing-google-ads/schedule");
  await page.getByRole("button", { name: "Confirm My Call" }).click();
  await expect(toast(page, "Scheduling Error")).toContainText("Scheduling failed");
  await expect(page).toHaveURL(/\/roofing-google-ads\/schedule$/);
});

test("roofing guide: an answer refusing the email shows 'Submission Error' with the server's message", async ({
  page,
}) => {
  await page.goto("/roofing-google-ads");
  const input = page.locator("#roofing-guide-email");
  await input.evaluate((element) => element.removeAttribute("pattern"));
  await input.fill(REFUSED_EMAIL);
  await page.getByRole("button", { name: "Download Free Guide" }).click();
  await expect(toast(page, "Submission Error")).toContainText("Invalid form data. Please check your inputs.");
  await expect(input).toHaveValue(REFUSED_EMAIL);
});

test("roofing guide: a failed answer without a message shows 'Unknown error occurred'", async ({ page }) => {
  await page.goto("/roofing-google-ads");
  const input = page.locator("#roofing-guide-email");
  await input.evaluate((element) => element.removeAttribute("pattern"));
  await input.fill(REFUSED_EMAIL);
  await answerWithoutError(page, "/roofing-google-ads");
  await page.getByRole("button", { name: "Download Free Guide" }).click();
  await expect(toast(page, "Submission Error")).toContainText("Unknown error occurred");
  await expect(input).toHaveValue(REFUSED_EMAIL);
});

test("free-website: an answer refusing a step-1 answer shows 'Submission failed' with the server's message on step 1", async ({
  page,
}) => {
  await page.goto("/free-website");
  const form = page.locator("#free-website-form");
  await form.getByLabel("Established business").check();
  // The page's own rules stop an answer past the limit: only the server refuses what the post is lengthened to.
  await rewritePosts(page, "/free-website", "Plumbing", "P".repeat(201));
  const businessType = form.getByLabel("What type of business do you run?");
  await businessType.fill("Plumbing");
  await form.getByLabel("Replace my current website").check();
  await form.getByRole("button", { name: "Next Step" }).click();
  await form.getByRole("textbox", { name: "First name", exact: true }).fill("Rosa");
  await form.getByRole("textbox", { name: "Last name", exact: true }).fill("Diaz");
  await form.getByRole("textbox", { name: "Email", exact: true }).fill(uniqueEmail("fw-refused"));
  await form.getByRole("textbox", { name: "Phone", exact: true }).fill("512-555-0177");
  await form.getByRole("checkbox").check();
  await form.getByRole("button", { name: "Claim My Free Website" }).click();
  await expect(toast(page, "Submission failed")).toContainText(
    "Invalid form data. Please check your inputs.",
  );
  await expect(page).toHaveURL(/\/free-website$/);
  await expect(form.getByRole("progressbar")).toHaveAttribute("aria-valuenow", "1");
  await expect(businessType).toBeFocused();
  await expect(form.getByText("Must be at most 200 characters.")).toBeVisible();
});
