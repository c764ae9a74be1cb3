import { execFile } from "node:child_process";
import path from "node:path";
import { promisify } from "node:util";

import type { Page } from "@playwright/test";

import { expect, test } from "./support/test";
import { leadFor, receivedRequests, toast, uniqueEmail } from "./support/webhook";

const run = promisify(execFile);
const root = path.resolve(__dirname, "../..");

/** `npm run leads -- ...` against the store the server under test writes (see playwright.config.ts). */
async function leadsCommand(...args: string[]): Promise<string> {
  const { stdout } = await run("npx", ["tsx", "--conditions=react-server", "scripts/leads.ts", ...args], {
    cwd: root,
    env: { ...process.env, LEADS_SQLITE_PATH: path.join(root, ".e2e", "leads.db"), DATABASE_URL: "" },
  });
  return stdout;
}

async function sendQuickContact(page: Page, email: string, honeypot?: string) {
  await page.getByLabel("Full Name").fill("Robo Sender");
  await page.getByLabel("Email Address").fill(email);
  await page.getByRole("textbox", { name: "Message", exact: true }).fill("Cheap followers, click here");
  if (honeypot !== undefined) {
    await page
      .locator('form:has(#quick-contact-name) input[name="leave_blank"]')
      .evaluate((input: HTMLInputElement, value) => (input.value = value), honeypot);
  }
  await page.getByRole("button", { name: "Send Message" }).click();
  await expect(toast(page, "Message sent successfully!")).toBeVisible();
}

test("a filled honeypot is answered as a success, quarantined for ops, and never reaches the webhook", async ({
  page,
}) => {
  const botEmail = uniqueEmail("honeypot");
  const personEmail = uniqueEmail("after-honeypot");
  await page.goto("/contact");
  await expect(page.locator('form:has(#quick-contact-name) input[name="submissionId"]')).toHaveValue(/.+/);
  await sendQuickContact(page, botEmail, "http://spam.example");
  await toast(page, "Message sent successfully!").waitFor({ state: "detached" });

  // A person's lead sent afterwards arrives: by then the bot's would have too, had it been forwarded.
  await sendQuickContact(page, personEmail);
  await leadFor(personEmail);
  expect((await receivedRequests()).some((request) => request.body.email === botEmail)).toBe(false);

  const listed = await leadsCommand("list", "--status", "spam");
  const row = listed.split("\n").find((line) => line.includes(botEmail));
  expect(row, listed).toMatch(/quick-contact\s+\S+@example\.com\s+honeypot$/);
});
