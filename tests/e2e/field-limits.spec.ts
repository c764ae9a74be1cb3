import type { Locator } from "@playwright/test";

import { chatContactFormCopy, chatOptions } from "@/content/chatbot";
import { fieldLabels } from "@/content/form-copy";
import {
  CHATBOT_MESSAGE_MAX_LENGTH,
  EMAIL_MAX_LENGTH,
  LONG_TEXT_MAX_LENGTH,
  TEXT_MAX_LENGTH,
} from "@/lib/leads/shared/limits";

import { expect, test } from "./support/test";

/** Every text box stops at the schema's limit, so a long paste cannot push the body past Next's 64 KB limit. */
const FORM_ROUTES = ["/", "/contact", "/services/website-design", "/roofing-google-ads", "/free-website"];

async function limitsOf(fields: Locator) {
  return fields.evaluateAll((elements) =>
    elements.map((element) => {
      const field = element as HTMLInputElement | HTMLTextAreaElement;
      return { name: field.name || field.id, type: field.type, maxLength: field.maxLength };
    }),
  );
}

/** The schema's limit for a field: emails 255, long texts 2,000 (the chatbot's message less its notes prefix), 200. */
function expectLimited(
  limits: { name: string; type: string; maxLength: number }[],
  longText = LONG_TEXT_MAX_LENGTH,
) {
  expect(limits.length).toBeGreaterThan(0);
  for (const field of limits) {
    const expected =
      field.type === "email" ? EMAIL_MAX_LENGTH : field.type === "textarea" ? longText : TEXT_MAX_LENGTH;
    expect.soft(field.maxLength, `${field.name} (${field.type})`).toBe(expected);
  }
}

for (const route of FORM_ROUTES) {
  test(`${route}: every text field of its forms has a length limit`, async ({ page }) => {
    await page.goto(route);
    // Hidden wizard steps included: their fields are posted with the rest.
    expectLimited(
      await limitsOf(
        page.locator("form").locator("input:not([type=hidden],[type=checkbox],[type=radio]), textarea"),
      ),
    );
  });
}

test("the chatbot's contact form has a length limit on every field", async ({ page }) => {
  await page.goto("/");
  await page.getByRole("button", { name: "Open chat" }).click();
  await page.getByRole("button", { name: chatOptions.human }).click();
  await page.getByRole("button", { name: chatOptions.leaveInfo }).click();
  const form = page.getByRole("dialog", { name: "Leave Your Info" });
  await expect(form.getByLabel(chatContactFormCopy.fields.name.label)).toBeVisible();
  expectLimited(
    await limitsOf(form.locator("input:not([type=hidden]), textarea")),
    CHATBOT_MESSAGE_MAX_LENGTH,
  );
});

test("a long paste into the lead form's notes stops at the limit", async ({ page }) => {
  await page.goto("/contact");
  // Step 1 of the wizard holds the notes box.
  const notes = page.locator("#lead-form").getByLabel(fieldLabels.notes);
  await notes.focus();
  await page.keyboard.insertText("x".repeat(LONG_TEXT_MAX_LENGTH + 500));
  await expect(notes).toHaveValue("x".repeat(LONG_TEXT_MAX_LENGTH));
});
