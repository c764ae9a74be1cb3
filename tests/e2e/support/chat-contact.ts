/** The chat's "Leave Your Info" form, reached through the "talk to a human" reply on the page already open. */
import type { Locator, Page } from "@playwright/test";

import { chatbotCopy, chatContactFormCopy, chatOptions } from "@/content/chatbot";

export async function fillChatContact(
  page: Page,
  { name, email, message }: { name: string; email: string; message: string },
): Promise<Locator> {
  await page.getByRole("button", { name: "Open chat" }).click();
  const chat = page.getByRole("dialog", { name: chatbotCopy.title });
  await chat.getByRole("button", { name: chatOptions.human }).click();
  await chat.getByRole("button", { name: "Leave Your Info" }).click();
  const form = page.getByRole("dialog", { name: "Leave Your Info" });
  const fields = chatContactFormCopy.fields;
  await form.getByLabel(fields.name.label).fill(name);
  await form.getByLabel(fields.email.label).fill(email);
  await form.getByLabel(fields.phone.label).fill("(512) 555-0199");
  await form.getByLabel(fields.message.label).fill(message);
  return form;
}
