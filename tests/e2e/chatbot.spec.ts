import type { Page } from "@playwright/test";

import { chatbotCopy, chatContactFormCopy, chatOptions, chatReplies } from "@/content/chatbot";
import { BOOK_CLOSE_DELAY_MS, CHAT_REPLY_DELAY_MS } from "@/lib/chatbot/replies";

import { recordPosts } from "./support/hold-post";
import { expect, test } from "./support/test";
import { leadFor, uniqueEmail } from "./support/webhook";

const launcherOf = (page: Page) => page.getByRole("button", { name: "Open chat" });
const chatOf = (page: Page) => page.getByRole("dialog", { name: chatbotCopy.title });
const chatInput = (page: Page) => page.getByRole("textbox", { name: chatbotCopy.inputLabel });

async function openChat(page: Page) {
  await page.goto("/");
  await launcherOf(page).click();
  const chat = chatOf(page);
  await expect(chat).toBeVisible();
  return chat;
}

/** The chat on the home page, and its 'Leave Your Info' form reached through the 'talk to a human' reply. */
async function openContactForm(page: Page) {
  const chat = await openChat(page);
  await chat.getByRole("button", { name: chatOptions.human }).click();
  await chat.getByRole("button", { name: "Leave Your Info" }).click();
  return { chat, form: page.getByRole("dialog", { name: "Leave Your Info" }) };
}

test.describe("chatbot", () => {
  test("opens with the greeting, four options and focus in the panel", async ({ page }) => {
    const chat = await openChat(page);
    await expect(launcherOf(page)).toHaveAttribute("aria-expanded", "true");
    await expect(chat.getByText(chatbotCopy.greeting.text)).toBeVisible();
    const options = chat.getByRole("group", { name: chatbotCopy.optionsLabel }).getByRole("button");
    await expect(options).toHaveText([...chatbotCopy.greeting.options]);
    await expect(chatInput(page)).toBeFocused();
    await expect(chat.getByRole("log")).toHaveAttribute("aria-live", "polite");
  });

  test("a quick reply adds the visitor's message, then the scripted answer about a second later", async ({
    page,
  }) => {
    const chat = await openChat(page);
    const log = chat.getByRole("log");
    const clickedAt = Date.now();
    await chat.getByRole("button", { name: chatOptions.leads }).click();
    await expect(log.getByText(chatOptions.leads, { exact: true })).toBeVisible();
    // Not before the 1000 ms delay; timed from before the click, so a slow machine can only lengthen the gap.
    await expect(log.getByText(chatReplies.leads.text)).toBeVisible();
    expect(Date.now() - clickedAt).toBeGreaterThanOrEqual(900);
    const logText = (await log.textContent()) ?? "";
    expect(logText.lastIndexOf(chatOptions.leads)).toBeLessThan(logText.indexOf(chatReplies.leads.text));
    for (const option of chatReplies.leads.options) {
      await expect(chat.getByRole("button", { name: option, exact: true })).toBeVisible();
    }
  });

  test("typed text gets the keyword reply; empty text is ignored", async ({ page }) => {
    const chat = await openChat(page);
    const log = chat.getByRole("log");
    await chatInput(page).fill("   ");
    await chatInput(page).press("Enter");
    await expect(log.getByRole("listitem")).toHaveCount(1);

    await chatInput(page).fill("how much does it cost");
    await chat.getByRole("button", { name: chatbotCopy.sendLabel }).click();
    await expect(log.getByText("how much does it cost", { exact: true })).toBeVisible();
    await expect(chatInput(page)).toHaveValue("");
    await expect(log.getByText(chatReplies.cost.text)).toBeVisible();

    await chatInput(page).fill("hello there");
    await chatInput(page).press("Enter");
    await expect(log.getByText(chatReplies.fallback.text)).toBeVisible();
  });

  test("Escape closes the chat and returns focus to the launcher", async ({ page }) => {
    const chat = await openChat(page);
    await expect(chatInput(page)).toBeFocused();
    await page.keyboard.press("Escape");
    await expect(chat).toBeHidden();
    await expect(launcherOf(page)).toBeFocused();
    await expect(launcherOf(page)).toHaveAttribute("aria-expanded", "false");
  });

  test("the close button hides the chat and keeps the conversation", async ({ page }) => {
    const chat = await openChat(page);
    await chat.getByRole("button", { name: chatOptions.services }).click();
    await expect(chat.getByText(chatReplies.services.text)).toBeVisible();
    await chat.getByRole("button", { name: chatbotCopy.closeLabel }).click();
    await expect(chat).toBeHidden();
    await launcherOf(page).click();
    await expect(chat.getByText(chatReplies.services.text)).toBeVisible();
  });

  test("'View Results page' goes to /results", async ({ page }) => {
    const chat = await openChat(page);
    await chatInput(page).fill("show me your results");
    await chatInput(page).press("Enter");
    await chat.getByRole("button", { name: "View Results page" }).click();
    await expect(page).toHaveURL(/\/results$/);
  });

  test("'Book a free call' answers after a second, then scrolls to the lead form and closes the chat a second later", async ({
    page,
  }) => {
    const chat = await openChat(page);
    // From here a paused fake clock: the reply's one-second window is seen whatever the machine's load.
    const now = await page.evaluate(() => Date.now());
    await page.clock.install({ time: now });
    await page.clock.pauseAt(now + 1_000);
    await chat.getByRole("button", { name: chatOptions.human }).click();
    await page.clock.runFor(CHAT_REPLY_DELAY_MS);
    // Away from the hero's form, so that the scroll to it can be seen.
    await page.evaluate(() => window.scrollTo({ top: document.body.scrollHeight, behavior: "instant" }));
    await expect(page.locator("#lead-form")).not.toBeInViewport();
    await chat.getByRole("button", { name: "Book a free call" }).click();
    await page.clock.runFor(CHAT_REPLY_DELAY_MS);
    await expect(chat.getByText(chatReplies.book.text)).toBeVisible();
    await expect(chat).toBeVisible();
    await page.clock.runFor(BOOK_CLOSE_DELAY_MS);
    await expect(chat).toBeHidden();
    await expect(page.locator("#lead-form")).toBeInViewport();
  });

  test("'Leave Your Info' sends the contact form and confirms", async ({ page }) => {
    const { chat, form } = await openContactForm(page);
    await expect(form).toBeVisible();
    const fields = chatContactFormCopy.fields;
    await expect(form.getByLabel(fields.name.label)).toBeFocused();
    await expect(form.getByLabel(fields.email.label)).toHaveAttribute("type", "email");
    await expect(form.getByLabel(fields.phone.label)).toHaveAttribute("type", "tel");
    await form.getByLabel(fields.name.label).fill("Dana"); // one word: lastName is sent empty
    const email = uniqueEmail("chatbot");
    await form.getByLabel(fields.email.label).fill(email);
    await form.getByLabel(fields.phone.label).fill("(512) 555-0199");
    await form.getByLabel(fields.message.label).fill("Can you help with storm season leads?");
    await form.getByRole("button", { name: chatContactFormCopy.submitLabel }).click();

    await expect(page.getByText("Message Sent!", { exact: true })).toBeVisible();
    await expect(
      page.getByText("Thanks for reaching out! Bluebonnet Digital will contact you soon.", { exact: true }),
    ).toBeVisible();
    await expect(chat.getByText(chatbotCopy.confirmation.text)).toBeVisible();
    await expect(chatInput(page)).toBeFocused();

    const lead = await leadFor(email);
    expect(lead.body).toEqual({
      firstName: "Dana",
      lastName: "",
      email,
      phone: "+15125550199",
      notes: "Chatbot contact request: Can you help with storm season leads?",
      tag: "chatbot",
      attribution: expect.objectContaining({ pagePath: "/" }),
    });
  });

  test("after 'Message Sent!' the contact form is empty when the visitor opens it again", async ({
    page,
  }) => {
    const { chat, form } = await openContactForm(page);
    const fields = chatContactFormCopy.fields;
    await form.getByLabel(fields.name.label).fill("Rae Dawn");
    await form.getByLabel(fields.email.label).fill(uniqueEmail("chatbot-again"));
    await form.getByLabel(fields.phone.label).fill("(512) 555-0111");
    await form.getByLabel(fields.message.label).fill("Quote for a new site");
    await form.getByRole("button", { name: chatContactFormCopy.submitLabel }).click();
    await expect(chat.getByText(chatbotCopy.confirmation.text)).toBeVisible();

    await chatInput(page).fill("can I talk to someone");
    await chatInput(page).press("Enter");
    await chat.getByRole("button", { name: "Leave Your Info" }).click();
    await expect(form).toBeVisible();
    for (const field of [fields.name, fields.email, fields.phone, fields.message]) {
      await expect(form.getByLabel(field.label)).toHaveValue("");
    }
  });

  test("the contact form needs name, email, phone and message, and sends nothing without them", async ({
    page,
  }) => {
    const posts = recordPosts(page);
    const { form } = await openContactForm(page);
    const fields = chatContactFormCopy.fields;
    const submit = form.getByRole("button", { name: chatContactFormCopy.submitLabel });
    // Spaces pass the browser's own required check of these fields; an empty email does not.
    for (const field of [fields.name, fields.phone, fields.message]) {
      await form.getByLabel(field.label).fill(" ");
    }
    const email = form.getByLabel(fields.email.label);
    await submit.click();
    await expect(email).toBeFocused();
    expect(await email.evaluate((input: HTMLInputElement) => input.validity.valueMissing)).toBe(true);
    // With the email given, the form's own check stops the fields holding only spaces.
    await email.fill("dana@example.com");
    await submit.click();
    for (const field of [fields.name, fields.phone, fields.message]) {
      await expect(form.getByLabel(field.label)).toHaveAttribute("aria-invalid", "true");
      await expect(form.getByText(field.missing, { exact: true })).toBeVisible();
    }
    await expect(form.getByLabel(fields.name.label)).toBeFocused();
    expect(posts).toEqual([]);
    await expect(page.getByText("Message Sent!", { exact: true })).toHaveCount(0);
  });

  test("closing the 'Leave Your Info' view hides the chatbot", async ({ page }) => {
    const { form } = await openContactForm(page);
    await expect(form).toBeVisible();
    await form.getByRole("button", { name: chatbotCopy.closeLabel }).click();
    await expect(form).toBeHidden();
    await expect(chatOf(page)).toBeHidden();
    await expect(launcherOf(page)).toHaveAttribute("aria-expanded", "false");
  });

  test("an email the server would refuse is stopped in the form, not lost behind 'Message Sent!'", async ({
    page,
  }) => {
    const posts = recordPosts(page);
    const { form } = await openContactForm(page);
    const fields = chatContactFormCopy.fields;
    await form.getByLabel(fields.name.label).fill("Typo Tom");
    const email = form.getByLabel(fields.email.label);
    await email.fill("tom@gmail");
    await form.getByLabel(fields.phone.label).fill("(512) 555-0101");
    await form.getByLabel(fields.message.label).fill("Call me");
    await form.getByRole("button", { name: chatContactFormCopy.submitLabel }).click();
    // The browser's check stopped the send and took the visitor to the field.
    await expect(email).toBeFocused();
    expect(await email.evaluate((input: HTMLInputElement) => input.validity.patternMismatch)).toBe(true);
    expect(posts).toEqual([]);
    await expect(form).toBeVisible();
    await expect(page.getByText("Message Sent!", { exact: true })).toHaveCount(0);
  });

  test("on the 404 page too, a contact request reaches the webhook and shows 'Message Sent!'", async ({
    page,
  }) => {
    const response = await page.goto("/no-such-page");
    expect(response?.status()).toBe(404);
    await launcherOf(page).click();
    const chat = chatOf(page);
    await chat.getByRole("button", { name: chatOptions.human }).click();
    await chat.getByRole("button", { name: "Leave Your Info" }).click();
    const form = page.getByRole("dialog", { name: "Leave Your Info" });
    const fields = chatContactFormCopy.fields;
    const email = uniqueEmail("chatbot-404");
    await form.getByLabel(fields.name.label).fill("Lost Visitor");
    await form.getByLabel(fields.email.label).fill(email);
    await form.getByLabel(fields.phone.label).fill("(512) 555-0144");
    await form.getByLabel(fields.message.label).fill("Your link was broken");
    await form.getByRole("button", { name: chatContactFormCopy.submitLabel }).click();
    await expect(page.getByText("Message Sent!", { exact: true })).toBeVisible();
    const lead = await leadFor(email);
    expect(lead.body).toMatchObject({ firstName: "Lost", lastName: "Visitor", tag: "chatbot" });
  });

  test("is absent on /roofing-google-ads", async ({ page }) => {
    await page.goto("/roofing-google-ads");
    await page.waitForLoadState("networkidle");
    await expect(launcherOf(page)).toHaveCount(0);
  });
});
