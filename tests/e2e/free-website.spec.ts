import type { Page } from "@playwright/test";

import { expect, test } from "./support/test";
import { leadFor, toast, uniqueEmail } from "./support/webhook";

/** Opens /free-website and answers step 1 with this business type. */
async function answerStep1(page: Page, businessType: string) {
  await page.goto("/free-website");
  const form = page.locator("#free-website-form");
  await form.getByLabel("Established business").check();
  await form.getByLabel("Replace my current website").check();
  await form.getByLabel("What type of business do you run?").fill(businessType);
  return form;
}

test.describe("free-website form", () => {
  test("Enter in a step-1 answer goes to step 2, as 'Next Step' does", async ({ page }) => {
    const form = await answerStep1(page, "Fence installation");
    // Hydrated once the form's submission id is written (before that, Enter is the browser's own submit).
    await expect(form.locator('input[name="submissionId"]')).toHaveValue(/.+/);
    await form.getByLabel("What type of business do you run?").press("Enter");
    await expect(form.getByRole("progressbar")).toHaveAttribute("aria-valuenow", "2");
    await expect(form.getByRole("textbox", { name: "First name", exact: true })).toBeFocused();
    await expect(toast(page, "Required fields missing")).toHaveCount(0);
  });

  test("a business type of only spaces counts as unanswered", async ({ page }) => {
    const form = await answerStep1(page, "   ");
    await form.getByRole("button", { name: "Next Step" }).click();
    await expect(toast(page, "Please complete all fields")).toContainText(
      "All questions are required to continue.",
    );
    await expect(form.getByRole("progressbar")).toHaveAttribute("aria-valuenow", "1");
  });

  test("offers the spec's business statuses and website goals", async ({ page }) => {
    await page.goto("/free-website");
    const form = page.locator("#free-website-form");
    const valuesOf = (name: string) =>
      form
        .locator(`input[type="radio"][name="${name}"]`)
        .evaluateAll((inputs) => inputs.map((input) => (input as HTMLInputElement).value));
    expect(await valuesOf("businessStatus")).toEqual(["established", "starting"]);
    expect(await valuesOf("websiteGoal")).toEqual([
      "generate-leads",
      "establish-presence",
      "replace-website",
      "all",
    ]);
  });

  test("two steps with their toasts, then the lead and /free-website/thank-you", async ({ page }) => {
    const email = uniqueEmail("freesite");
    await page.goto("/free-website");
    const form = page.locator("#free-website-form");
    const progress = form.getByRole("progressbar");
    await expect(progress).toHaveAttribute("aria-valuenow", "1");
    await expect(progress).toHaveAttribute("aria-valuemax", "2");

    await form.getByRole("button", { name: "Next Step" }).click();
    await expect(toast(page, "Please complete all fields")).toContainText(
      "All questions are required to continue.",
    );

    await form.getByLabel("Established business").check();
    await form.getByLabel("What type of business do you run?").fill("Fence installation");
    await form.getByLabel("Replace my current website").check();
    await form.getByRole("button", { name: "Next Step" }).click();
    await expect(progress).toHaveAttribute("aria-valuenow", "2");
    await expect(form.getByRole("textbox", { name: "First name", exact: true })).toBeFocused();

    await form.getByRole("button", { name: "Claim My Free Website" }).click();
    await expect(toast(page, "Required fields missing")).toContainText("Please fill in all required fields.");

    await form.getByRole("textbox", { name: "First name", exact: true }).fill("Maria");
    await form.getByRole("textbox", { name: "Last name", exact: true }).fill("Lopez");
    await form.getByRole("textbox", { name: "Email", exact: true }).fill(email);
    await form.getByRole("textbox", { name: "Phone", exact: true }).fill("512-555-0188");
    await form.getByRole("textbox", { name: "Website (optional)" }).fill("https://www.lopezfence.com/");
    await form.getByRole("button", { name: "Claim My Free Website" }).click();
    await expect(toast(page, "Consent required")).toContainText(
      "Please agree to receive communications to continue.",
    );

    await form.getByRole("button", { name: "Back" }).click();
    await expect(form.getByLabel("What type of business do you run?")).toHaveValue("Fence installation");
    await form.getByRole("button", { name: "Next Step" }).click();
    await form.getByRole("checkbox").check();
    await form.getByRole("button", { name: "Claim My Free Website" }).click();

    await expect(page).toHaveURL(/\/free-website\/thank-you$/);
    const lead = await leadFor(email);
    expect(lead.body).toEqual({
      businessStatus: "established",
      businessType: "Fence installation",
      websiteGoal: "replace-website",
      firstName: "Maria",
      lastName: "Lopez",
      email,
      phone: "+15125550188",
      website: "lopezfence.com",
      consent: true,
      tag: "free-website",
      attribution: expect.objectContaining({ pagePath: "/free-website" }),
    });
  });
});
