/** The main lead form's steps, filled as a visitor would (the home page's form and the roofing page's). */
import type { Locator } from "@playwright/test";

export async function fillStep1(form: Locator, website = "https://www.acme-roofing.com/") {
  await form.getByRole("textbox", { name: "Business name", exact: true }).fill("Acme Roofing");
  await form.getByRole("textbox", { name: "City", exact: true }).fill("Austin, TX");
  await form.getByRole("textbox", { name: "Website (optional)" }).fill(website);
  await form
    .getByRole("textbox", { name: "Anything else we should know? (optional)" })
    .fill("Storm season is coming");
}

export async function fillStep2(form: Locator, email: string) {
  await form.getByRole("textbox", { name: "First name", exact: true }).fill("Jane");
  await form.getByRole("textbox", { name: "Last name", exact: true }).fill("Smith");
  await form.getByRole("textbox", { name: "Email", exact: true }).fill(email);
  await form.getByRole("textbox", { name: "Phone", exact: true }).fill("(512) 555-0123");
}

export async function next(form: Locator) {
  await form.getByRole("button", { name: "Next" }).click();
}

/** From a filled step 1: step 2 with this email, an HVAC business, consent, and the final button. */
export async function sendFromStep1(form: Locator, email: string) {
  await next(form);
  await fillStep2(form, email);
  await next(form);
  await form.getByRole("combobox", { name: "Type of business" }).selectOption("hvac");
  await form.getByRole("checkbox").check();
  await form.getByRole("button", { name: "Get My Free Strategy Call" }).click();
}

/** The roofing form from a filled step 1: step 2 with this email, the monthly revenue, consent, and the claim. */
export async function claimFromStep1(form: Locator, email: string, revenue: string) {
  await next(form);
  await fillStep2(form, email);
  await next(form);
  await form.getByRole("combobox", { name: "Monthly revenue" }).selectOption(revenue);
  await form.getByRole("checkbox").check();
  await form.getByRole("button", { name: "Claim My $500 Ad Credit" }).click();
}
