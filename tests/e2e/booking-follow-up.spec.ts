/**
 * What follows a booking, against the production server: its reminder jobs in the store, moved by a reschedule on
 * the manage page, one reminder as the local mail server receives it, and the CRM's signed stage endpoint.
 */
import { execFile } from "node:child_process";
import { createHmac } from "node:crypto";
import path from "node:path";
import { promisify } from "node:util";

import type { Page } from "@playwright/test";
import Database from "better-sqlite3";

import { bookingCopy } from "../../content/booking";
import { E2E_CRM_STAGE_SECRET, SMTP_PORT } from "../../playwright.config";
import { mailWhere, receivedMail } from "./support/mail";
import { expect, test } from "./support/test";
import { leadFor, uniqueEmail } from "./support/webhook";

const root = path.resolve(__dirname, "../..");
const E2E_LEADS_DB = path.join(root, ".e2e", "leads.db");
const HOUR = 3_600_000;
const run = promisify(execFile);

interface ReminderJob {
  id: string;
  status: string;
  next_attempt_at: number;
}

/** The visitor's reminder jobs as the store holds them, soonest first. */
function reminderJobs(email: string): ReminderJob[] {
  const db = new Database(E2E_LEADS_DB, { readonly: true, fileMustExist: true });
  try {
    return db
      .prepare(
        "SELECT id, status, next_attempt_at FROM mail_jobs WHERE kind = 'booking-reminder' AND recipients = ? ORDER BY next_attempt_at",
      )
      .all(email) as ReminderJob[];
  } finally {
    db.close();
  }
}

async function leadsCommand(...args: string[]): Promise<string> {
  const { stdout } = await run("npx", ["tsx", "--conditions=react-server", "scripts/leads.ts", ...args], {
    cwd: root,
    env: {
      ...process.env,
      LEADS_SQLITE_PATH: E2E_LEADS_DB,
      DATABASE_URL: "",
      SMTP_URL: `smtp://127.0.0.1:${SMTP_PORT}`,
    },
  });
  return stdout;
}

// Each test its own slot: the tests of this file run side by side and book the same date.
async function bookLater(page: Page, email: string, openSlot: number): Promise<number> {
  await page.goto("/roofing-google-ads/schedule");
  await page.evaluate((saved) => localStorage.setItem("roofing-lead-data", JSON.stringify(saved)), {
    firstName: "Remy",
    lastName: "Minder",
    email,
    phone: "(512) 555-0177",
    businessName: "Minder Roofing",
    city: "Austin, TX",
    roofingRevenue: "50k-100k",
    consent: true,
    serviceType: "roofing",
    tag: "roofing-google-ads",
  });
  // A date a week ahead or more: both reminders are still to come.
  await page.getByRole("group", { name: "Choose a date" }).getByRole("button").nth(7).click();
  const select = page.getByLabel("Choose a time");
  await expect(select).toBeEnabled();
  const value = await select.locator("option:not([value=''])").nth(openSlot).getAttribute("value");
  await select.selectOption(value!);
  await page.getByRole("button", { name: "Confirm My Call" }).click();
  await expect(page).toHaveURL(/\/roofing-google-ads\/final-thank-you\?booking=/);
  return Date.parse(value!);
}

test.use({ timezoneId: "America/Denver" });

test("a booking queues its reminders, a reschedule moves them, and a reminder reaches the visitor's inbox", async ({
  page,
}) => {
  const email = uniqueEmail("booking-reminders");
  const start = await bookLater(page, email, 1);
  await mailWhere((mail) => mail.envelopeTo.includes(email), "the booking confirmation");
  const booked = reminderJobs(email);
  expect(booked.map((job) => [job.status, job.next_attempt_at])).toEqual([
    ["pending", start - 24 * HOUR],
    ["pending", start - HOUR],
  ]);
  expect(booked.map((job) => job.id.replace(/^[\w-]+\./, ""))).toEqual(["reminder-24h.0", "reminder-1h.0"]);

  await page.getByRole("link", { name: bookingCopy.booked.manageLabel }).click();
  const select = page.getByLabel(bookingCopy.manage.rescheduleLabel);
  const next = await select.locator("option:not([value=''])").nth(-2).getAttribute("value");
  await select.selectOption(next!);
  await page.getByRole("button", { name: bookingCopy.manage.rescheduleButton }).click();
  await expect(page.getByRole("status")).toHaveText(bookingCopy.manage.rescheduled);
  const moved = Date.parse(next!);
  const after = reminderJobs(email);
  expect(after.map((job) => [job.id.replace(/^[\w-]+\./, ""), job.status, job.next_attempt_at])).toEqual([
    ["reminder-24h.1", "pending", moved - 24 * HOUR],
    ["reminder-1h.1", "pending", moved - HOUR],
  ]);
  await mailWhere(
    (mail) => mail.envelopeTo.includes(email) && mail.subject === "Your strategy call has moved",
    "the reschedule email",
  );
  // Not due for days: the server's outbox has sent no reminder.
  expect(
    (await receivedMail()).filter((mail) => mail.envelopeTo.includes(email)).map((mail) => mail.subject),
  ).toEqual(["Your strategy call is booked", "Your strategy call has moved"]);

  // The ops command sends one on purpose now, as the outbox will when it is due.
  expect(await leadsCommand("mail", "retry", after[0]!.id)).toContain("1 sent");
  const [reminder] = await mailWhere(
    (mail) => mail.envelopeTo.includes(email) && mail.subject.startsWith("Reminder:"),
    "the 24-hour reminder",
  );
  expect(reminder!.subject).toBe("Reminder: your strategy call is in 24 hours");
  expect(reminder!.text).toContain("Mountain Time");
  expect(reminder!.text).toMatch(/We will call you at:\r?\n\S+/);
  expect(reminder!.text).toContain("/roofing-google-ads/manage?token=");
  expect(reminderJobs(email).map((job) => job.status)).toEqual(["sent", "pending"]);
});

test("the CRM's stage endpoint takes a signed stage once and refuses the rest with a clear status", async ({
  page,
  request,
}) => {
  const email = uniqueEmail("booking-stage");
  await bookLater(page, email, 4);
  const lead = await leadFor(email);
  const leadId = String(lead.headers["idempotency-key"]);
  const sign = (body: string, secret = E2E_CRM_STAGE_SECRET, t = Math.floor(Date.now() / 1000)) =>
    `t=${t},v1=${createHmac("sha256", secret).update(`${t}.${body}`).digest("hex")}`;
  const post = (id: string, body: string, signature: string) =>
    request.post(`/api/leads/${id}/stage`, {
      data: body,
      headers: { "content-type": "application/json", "x-signature": signature },
    });
  const body = JSON.stringify({ leadId, stage: "won", value: 2500, currency: "USD" });

  const bad = await post(leadId, body, sign(body, "not-the-secret-at-all"));
  expect(bad.status()).toBe(401);
  expect((await bad.json()).error).toMatch(/X-Signature/);
  const unknownBody = JSON.stringify({ leadId: "no-such-lead", stage: "won" });
  const unknown = await post("no-such-lead", unknownBody, sign(unknownBody));
  expect(unknown.status()).toBe(404);
  // Signed for this lead, sent for another: refused, whatever the signature.
  const elsewhere = await post(
    "no-such-lead",
    body,
    sign(body, E2E_CRM_STAGE_SECRET, Math.floor(Date.now() / 1000) - 1),
  );
  expect(elsewhere.status()).toBe(400);
  expect((await elsewhere.json()).error).toBe(
    `The body's leadId must be no-such-lead, the lead in the path.`,
  );
  const signature = sign(body);
  const ok = await post(leadId, body, signature);
  expect(ok.status()).toBe(200);
  expect(await ok.json()).toMatchObject({
    ok: true,
    stage: { stage: "won", valueCents: 250_000, currency: "USD" },
  });
  const replay = await post(leadId, body, signature);
  expect(replay.status()).toBe(409);
  expect((await replay.json()).error).toMatch(/already received/);
  expect(await leadsCommand("show", leadId)).toMatch(/"stage": "won"[\s\S]*"valueCents": 250000/);
});
