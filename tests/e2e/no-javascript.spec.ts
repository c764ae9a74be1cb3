import { expect, test } from "./support/test";
import { leadFor, uniqueEmail } from "./support/webhook";

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the lead form shows every step as one form, validates on the server and redirects", async ({
    page,
  }) => {
    const email = uniqueEmail("nojs");
    await page.goto("/how-it-works");
    const form = page.locator("#lead-form");
    await expect(form.getByRole("textbox", { name: "Business name", exact: true })).toBeVisible();
    await expect(form.getByRole("textbox", { name: "Email", exact: true })).toBeVisible();
    await expect(form.getByRole("combobox", { name: "Type of business" })).toBeVisible();
    await expect(form.getByRole("button", { name: "Next" })).toBeHidden();

    await form.getByRole("textbox", { name: "Business name", exact: true }).fill("No Script Plumbing");
    await form.getByRole("textbox", { name: "City", exact: true }).fill("Waco");
    // A bare domain, as the field's placeholder shows it: the browser's own checks must let it through.
    await form.getByRole("textbox", { name: "Website (optional)" }).fill("www.noscript-plumbing.com");
    await form.getByRole("textbox", { name: "First name", exact: true }).fill("Sam");
    await form.getByRole("textbox", { name: "Last name", exact: true }).fill("Houston");
    await form.getByRole("textbox", { name: "Email", exact: true }).fill(email);
    await form.getByRole("textbox", { name: "Phone", exact: true }).fill("254 555 0100");
    await form.getByRole("combobox", { name: "Type of business" }).selectOption("plumbing");
    await form.getByRole("checkbox").check();
    await form.getByRole("button", { name: "Get My Free Strategy Call" }).click();

    await expect(page).toHaveURL(/\/thank-you$/);
    const lead = await leadFor(email);
    expect(lead.body).toMatchObject({
      businessName: "No Script Plumbing",
      city: "Waco",
      website: "noscript-plumbing.com",
      phone: "+12545550100",
      serviceType: "plumbing",
      consent: true,
      tag: "website",
    });
  });

  test("a lead form sent with missing fields comes back with the errors and the values typed", async ({
    page,
  }) => {
    await page.goto("/how-it-works");
    const form = page.locator("#lead-form");
    await form.getByRole("textbox", { name: "Business name", exact: true }).fill("Half Filled HVAC");
    await form.getByRole("textbox", { name: "City", exact: true }).fill("Tyler");
    await form.getByRole("textbox", { name: "First name", exact: true }).fill("Pat");
    await form.getByRole("textbox", { name: "Last name", exact: true }).fill("Lee");
    await form.getByRole("textbox", { name: "Email", exact: true }).fill(uniqueEmail("nojs-missing"));
    // Phone and business type left empty; the browser's own checks are skipped, as an older browser would.
    await form.locator("form").evaluate((element) => element.setAttribute("novalidate", ""));
    await form.getByRole("checkbox").check();
    await form.getByRole("button", { name: "Get My Free Strategy Call" }).click();

    await expect(page).toHaveURL(/\/how-it-works$/);
    const sent = page.locator("#lead-form");
    await expect(sent.getByRole("alert").first()).toContainText(
      "Please fill out all required fields before submitting.",
    );
    await expect(sent.getByRole("textbox", { name: "Phone", exact: true })).toHaveAttribute(
      "aria-invalid",
      "true",
    );
    await expect(sent.getByRole("textbox", { name: "Business name", exact: true })).toHaveValue(
      "Half Filled HVAC",
    );
  });
});
