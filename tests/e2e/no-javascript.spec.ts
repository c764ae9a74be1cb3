import { expect, test } from "@playwright/test";

import { leadFor, uniqueEmail } from "./support/webhook";

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the lead form shows every step as one form, validates on the server and redirects", async ({ page }) => {
    const email = uniqueEmail("nojs");
    await page.goto("/how-it-works");
    const form = page.locator("#lead-form");
    await expect(form.getByLabel("Business name")).toBeVisible();
    await expect(form.getByLabel("Email")).toBeVisible();
    await expect(form.getByLabel("Type of business")).toBeVisible();
    await expect(form.getByRole("button", { name: "Next" })).toBeHidden();

    await form.getByLabel("Business name").fill("No Script Plumbing");
    await form.getByLabel("City").fill("Waco");
    await form.getByLabel("First name").fill("Sam");
    await form.getByLabel("Last name").fill("Houston");
    await form.getByLabel("Email").fill(email);
    await form.getByLabel("Phone").fill("254 555 0100");
    await form.getByLabel("Type of business").selectOption("plumbing");
    await form.getByRole("checkbox").check();
    await form.getByRole("button", { name: "Get My Free Strategy Call" }).click();

    await expect(page).toHaveURL(/\/thank-you$/);
    const lead = await leadFor(email);
    expect(lead.body).toMatchObject({
      businessName: "No Script Plumbing",
      city: "Waco",
      phone: "+12545550100",
      serviceType: "plumbing",
      consent: true,
      tag: "website",
    });
  });
});
