/**
 * The agency console in a real browser with Chromium's virtual authenticator (DevTools WebAuthn domain): invite
 * from the leads command, enrol, sign out and back in, search, release a quarantined lead (the webhook gets it
 * once), cancel a booking, mark a past call no-show (the webhook gets the outcome once), mark a stage, read the
 * audit log; and every page and action refused without a session or from another origin.
 */
import { execFile } from "node:child_process";
import path from "node:path";
import { promisify } from "node:util";

import { test as plain, type APIRequestContext, type Page } from "@playwright/test";
import Database from "better-sqlite3";

import { adminCopy } from "../../content/admin";
import { noShowEmailCopy } from "../../content/emails";
import { E2E_PORT } from "../../playwright.config";
import { mailWhere } from "./support/mail";
import { expect, test } from "./support/test";
import { leadFor, receivedRequests, toast, uniqueEmail } from "./support/webhook";

const run = promisify(execFile);
const root = path.resolve(__dirname, "../..");
const E2E_LEADS_DB = path.join(root, ".e2e", "leads.db");
const HOUR = 3_600_000;
const ORIGIN = `http://localhost:${E2E_PORT}`;
const PAGES = [
  "/admin",
  "/admin/leads",
  "/admin/bookings",
  "/admin/outboxes",
  "/admin/health",
  "/admin/audit",
  "/admin/account",
];
const ACTIONS = [
  "leads/filter",
  "leads/export",
  "leads/retry-all",
  "leads/x/release",
  "leads/x/delete",
  "bookings/x/cancel",
  "bookings/x/mark",
  "leads/x/stage",
  "mail/retry-all",
  "conversions/retry-all",
  "conversions/x/retry",
  "sign-out",
];

/** `npm run leads -- ...` against the server's store (see playwright.config.ts). */
async function leadsCommand(...args: string[]): Promise<string> {
  const { stdout } = await run("npx", ["tsx", "--conditions=react-server", "scripts/leads.ts", ...args], {
    cwd: root,
    env: {
      ...process.env,
      LEADS_SQLITE_PATH: E2E_LEADS_DB,
      DATABASE_URL: "",
      ADMIN_ORIGIN: ORIGIN,
    },
  });
  return stdout;
}

async function addAuthenticator(page: Page): Promise<void> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("WebAuthn.enable");
  await cdp.send("WebAuthn.addVirtualAuthenticator", {
    options: {
      protocol: "ctap2",
      transport: "internal",
      hasResidentKey: true,
      hasUserVerification: true,
      isUserVerified: true,
      automaticPresenceSimulation: true,
    },
  });
}

/** Console pages have no site footer: wait until React owns the button before clicking it. */
async function clickHydrated(page: Page, name: string): Promise<void> {
  const button = page.getByRole("button", { name });
  await expect
    .poll(() => button.evaluate((node) => Object.keys(node).some((key) => key.startsWith("__reactFiber$"))))
    .toBe(true);
  await button.click();
}

async function sendQuarantined(page: Page, email: string): Promise<void> {
  await page.goto("/contact");
  await page.getByLabel("Full Name").fill("Quinn Quarantine");
  await page.getByLabel("Email Address").fill(email);
  await page.getByRole("textbox", { name: "Message", exact: true }).fill("Please call me about ads");
  await page
    .locator('form:has(#quick-contact-name) input[name="leave_blank"]')
    .evaluate((input: HTMLInputElement) => (input.value = "http://spam.example"));
  await page.getByRole("button", { name: "Send Message" }).click();
  await expect(toast(page, "Message sent successfully!")).toBeVisible();
}

/** Books the first open time through the roofing funnel, as a visitor does. */
async function book(page: Page, email: string, firstName = "Bea"): Promise<void> {
  await page.goto("/roofing-google-ads/schedule");
  await page.evaluate((saved) => localStorage.setItem("roofing-lead-data", JSON.stringify(saved)), {
    firstName,
    lastName: "Console",
    email,
    phone: "(512) 555-0142",
    businessName: "Console Roofing",
    city: "Austin, TX",
    roofingRevenue: "50k-100k",
    consent: true,
    serviceType: "roofing",
    tag: "roofing-google-ads",
  });
  await page.getByRole("group", { name: "Choose a date" }).getByRole("button").first().click();
  const time = page.getByLabel("Choose a time");
  await expect(time).toBeEnabled();
  await time.selectOption((await time.locator("option:not([value=''])").first().getAttribute("value"))!);
  await page.getByRole("button", { name: "Confirm My Call" }).click();
  await expect(page).toHaveURL(/\/roofing-google-ads\/final-thank-you\?booking=/);
}

/** A call whose time has passed: the visitor's booking moved three hours back in the store. */
function moveIntoThePast(email: string): string {
  const db = new Database(E2E_LEADS_DB, { fileMustExist: true });
  try {
    db.pragma("busy_timeout = 5000");
    const start = Date.now() - 3 * HOUR;
    const row = db
      .prepare("UPDATE bookings SET slot_start = ?, slot_end = ? WHERE email = ? RETURNING id")
      .get(start, start + HOUR / 2, email) as { id: string };
    return row.id;
  } finally {
    db.close();
  }
}

/** Enrols a passkey from a fresh invite: the page ends signed in on the leads list. */
async function enrolInvited(page: Page, email: string): Promise<void> {
  const link = (await leadsCommand("admin", "invite", email)).trim();
  await addAuthenticator(page);
  await page.goto(link, { waitUntil: "domcontentloaded" });
  await clickHydrated(page, "Create a passkey");
  await expect(page.getByRole("heading", { name: "Leads" })).toBeVisible();
}

async function expectRefused(request: APIRequestContext, headers: Record<string, string> = {}) {
  for (const pagePath of PAGES) {
    const response = await request.get(pagePath, { headers, maxRedirects: 0 });
    expect([307, 401], `GET ${pagePath}`).toContain(response.status());
    if (response.status() === 307) expect(response.headers().location).toContain("/admin/sign-in");
  }
  for (const action of ACTIONS) {
    const response = await request.post(`/admin/actions/${action}`, {
      headers,
      form: { q: "x", confirm: "yes" },
      maxRedirects: 0,
    });
    expect([401, 403], `POST ${action}`).toContain(response.status());
  }
}

test.describe.configure({ mode: "serial" });

test("a person invited from the command enrols a passkey, signs in, releases a lead, cancels a call; all audited", async ({
  page,
}) => {
  test.setTimeout(120_000);
  const botEmail = uniqueEmail("console-quarantine");
  const bookedEmail = uniqueEmail("console-booking");
  await sendQuarantined(page, botEmail);
  await book(page, bookedEmail);

  const link = (await leadsCommand("admin", "invite", "owner@bluebonnet.test")).trim();
  expect(link).toMatch(new RegExp(`^${ORIGIN}/admin/enrol#[\\w-]{40,}$`));

  await addAuthenticator(page);
  await page.goto(link, { waitUntil: "domcontentloaded" });
  await clickHydrated(page, "Create a passkey");
  await expect(page).toHaveURL(/\/admin\/leads$/);
  await expect(page.getByRole("heading", { name: "Leads" })).toBeVisible();

  // The link served once.
  const again = await page.request.post("/admin/passkeys/enrol-options", {
    headers: { Origin: ORIGIN },
    data: { token: link.split("#")[1] },
  });
  expect(again.status()).toBe(400);

  await page.getByRole("button", { name: "Sign out" }).click();
  await expect(page).toHaveURL(/\/admin\/sign-in$/);
  await clickHydrated(page, "Sign in with a passkey");
  await expect(page.getByRole("heading", { name: "Leads" })).toBeVisible();

  // Search by email (posted: the address never appears in a URL), status spam.
  await page.getByLabel("Search name, email, phone or company").fill(botEmail);
  await page.getByLabel("Status").selectOption("spam");
  await page.getByRole("button", { name: "Apply" }).click();
  await expect(page).toHaveURL(/\/admin\/leads$/);
  const row = page.getByRole("link", { name: new RegExp(botEmail.replace(/\./g, "\\.")) });
  await expect(row).toHaveCount(1);
  // The export is the command's CSV, for the filter just applied.
  const csv = await page.request.post("/admin/actions/leads/export", { headers: { Origin: ORIGIN } });
  expect(csv.headers()["content-type"]).toContain("text/csv");
  const csvLines = (await csv.text()).trim().split("\r\n");
  expect(csvLines[0]).toMatch(/^id,submission_id,created_at,tag,status,/);
  expect(csvLines.slice(1)).toEqual([expect.stringContaining(botEmail)]);
  await row.click();
  await expect(page.getByRole("heading", { name: "Quinn Quarantine" })).toBeVisible();
  await page.getByRole("button", { name: "Release from quarantine" }).click();
  await expect(page.getByText("Released from quarantine and sent on.")).toBeVisible();
  await leadFor(botEmail);
  // Reloading the page does not send it again.
  await page.reload({ waitUntil: "domcontentloaded" });
  await expect(page.getByRole("button", { name: "Release from quarantine" })).toHaveCount(0);
  expect((await receivedRequests()).filter((request) => request.body.email === botEmail)).toHaveLength(1);

  await page.getByRole("link", { name: "Bookings" }).click();
  const call = page.getByRole("listitem").filter({ hasText: "Bea Console" });
  await expect(call).toHaveCount(1);
  await call.getByRole("button", { name: "Cancel call" }).click();
  await expect(page.getByText(/^Booking cancelled/)).toBeVisible();
  await expect(page.getByRole("listitem").filter({ hasText: "Bea Console" })).toHaveCount(0);
  await expect
    .poll(async () =>
      (await receivedRequests()).some(
        (request) => request.body.email === bookedEmail && request.body.tag === "roofing-call-cancelled",
      ),
    )
    .toBe(true);

  await page.getByRole("link", { name: "Audit log" }).click();
  const log = page.getByRole("table");
  for (const action of [
    "invite",
    "enrol",
    "sign-in",
    "sign-out",
    "leads.export",
    "lead.release",
    "booking.cancel",
  ])
    await expect(log.getByRole("cell", { name: action, exact: true }).first()).toBeVisible();
  await expect(log).toContainText("owner@bluebonnet.test");

  const printed = await leadsCommand("admin", "log");
  expect(printed).toMatch(/lead\.release\s+ok\s+lead \S+/);
  expect(printed).toMatch(/booking\.cancel\s+ok\s+booking \S+/);
  expect(printed).not.toContain(botEmail);
  expect(printed).not.toContain(bookedEmail);

  // A lead that is not there: the console's own 404, inside its layout and styled on a direct load.
  const missing = await page.goto("/admin/leads/00000000-0000-4000-8000-000000000000", {
    waitUntil: "domcontentloaded",
  });
  expect(missing?.status()).toBe(404);
  await expect(page.getByRole("heading", { name: "Not found" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Audit log" })).toBeVisible();
  await expect(page.locator("main")).toHaveCSS("max-width", "1152px");
  await page.getByRole("link", { name: "Back to the leads" }).click();
  await expect(page.getByRole("heading", { name: "Leads" })).toBeVisible();

  // The session cookie: HttpOnly, SameSite=Strict, scoped to /admin.
  const cookie = (await page.context().cookies()).find((entry) => entry.name === "admin_session");
  expect(cookie).toMatchObject({ httpOnly: true, sameSite: "Strict", path: "/admin" });

  // A session used from another origin is refused, pages and actions alike.
  const headers = { Cookie: `admin_session=${cookie!.value}`, Origin: "http://evil.example" };
  await expectRefused(page.request, headers);
  // Same cookie, own origin: accepted.
  const own = await page.request.get("/admin/health", { maxRedirects: 0 });
  expect(own.status()).toBe(200);
  const scriptSrc = own
    .headers()
    ["content-security-policy"]?.split(";")
    .find((rule) => rule.includes("script-src"));
  expect(scriptSrc).toMatch(/'nonce-[^']+'/);
  expect(scriptSrc).not.toMatch(/unsafe-inline|unsafe-eval/);
  expect(own.headers()["x-robots-tag"]).toContain("noindex");
});

test("a past call is marked no-show once (the webhook gets the outcome, the visitor the email), a stage is marked", async ({
  page,
}) => {
  test.setTimeout(120_000);
  const email = uniqueEmail("console-past-call");
  await book(page, email, "Pat");
  const bookingId = moveIntoThePast(email);
  await enrolInvited(page, "marker@bluebonnet.test");

  await page.getByRole("link", { name: "Bookings" }).click();
  const earlier = page.getByRole("region", { name: adminCopy.bookings.earlier });
  const call = earlier.getByRole("listitem").filter({ hasText: "Pat Console" });
  await expect(call).toHaveCount(1);
  // Not among the upcoming calls: nothing there to reschedule or cancel.
  await expect(
    page.getByRole("region", { name: adminCopy.bookings.upcoming }).getByText("Pat Console"),
  ).toHaveCount(0);
  await call.getByRole("button", { name: adminCopy.bookings.noShow }).click();
  await expect(page.getByText(adminCopy.outcomes["marked-no-show"])).toBeVisible();
  await expect(call).toContainText(adminCopy.bookings.outcomeLabels["no-show"]);
  await expect(call.getByRole("button")).toHaveCount(0);
  const noShows = async () =>
    (await receivedRequests()).filter(
      (request) => request.body.email === email && request.body.tag === "roofing-call-no-show",
    ).length;
  await expect.poll(noShows).toBe(1);
  const [sorry] = await mailWhere(
    (mail) => mail.envelopeTo.includes(email) && mail.subject === noShowEmailCopy.subject,
    "the no-show email",
  );
  expect(sorry!.text).toContain("/roofing-google-ads/manage?token=");

  // A second mark (another tab, a replayed form) changes nothing and sends nothing.
  const again = await page.request.post(`/admin/actions/bookings/${bookingId}/mark`, {
    headers: { Origin: ORIGIN },
    form: { outcome: "showed" },
    maxRedirects: 0,
  });
  expect(again.headers().location).toBe("/admin/bookings?done=already-marked");
  expect(await noShows()).toBe(1);
  expect(
    (await receivedRequests()).filter(
      (request) => request.body.email === email && request.body.tag === "roofing-call-showed",
    ),
  ).toHaveLength(0);

  // The lead's page: its stage history grows from the form; a bad value is refused with a message.
  await call.getByRole("link", { name: /^Lead / }).click();
  const stages = page.getByRole("region", { name: adminCopy.stages.title });
  await expect(stages).toContainText(adminCopy.stages.none);
  await stages.getByLabel(adminCopy.stages.stageLabel).selectOption("won");
  await stages.getByLabel(adminCopy.stages.valueLabel).fill("2500");
  await stages.getByRole("button", { name: adminCopy.stages.button }).click();
  await expect(page.getByText(adminCopy.outcomes["stage-recorded"])).toBeVisible();
  await expect(stages.getByRole("listitem")).toHaveCount(1);
  await expect(stages.getByRole("listitem")).toContainText(/won\s*\$2,500\.00.*from console/);
  await expect(page.getByRole("region", { name: adminCopy.conversions.title })).toBeVisible();
  const leadPath = new URL(page.url()).pathname.replace("/admin/", "");
  const refused = await page.request.post(`/admin/actions/${leadPath}/stage`, {
    headers: { Origin: ORIGIN },
    form: { stage: "sold", value: "-1" },
    maxRedirects: 0,
  });
  expect(refused.headers().location).toBe(`/admin/${leadPath}?done=invalid-stage`);
  // The command sees the console's stage: one history for both.
  expect(await leadsCommand("show", leadPath.replace("leads/", ""))).toMatch(/"source":\s*"console"/);

  // No ad platform in this build: the conversion outbox says so instead of pretending to send.
  await page.getByRole("link", { name: "Outboxes" }).click();
  await page
    .getByRole("region", { name: /^Conversions/ })
    .getByRole("button", { name: "Retry all" })
    .click();
  await expect(page.getByText(adminCopy.outcomes["no-platform"])).toBeVisible();
  await page.getByRole("link", { name: "Health" }).click();
  await expect(page.getByText("Conversions waiting")).toBeVisible();

  await page.getByRole("link", { name: "Audit log" }).click();
  const log = page.getByRole("table");
  for (const action of ["booking.mark", "lead.stage", "conversion.retry-all"])
    await expect(log.getByRole("cell", { name: action, exact: true }).first()).toBeVisible();
});

plain("every console page and action refuses a visitor without a session", async ({ request }) => {
  await expectRefused(request, { Origin: ORIGIN });
  const signIn = await request.get("/admin/sign-in");
  expect(signIn.status()).toBe(200);
  expect(await signIn.text()).toContain('name="robots" content="noindex, nofollow"');
  const sitemap = await (await request.get("/sitemap.xml")).text();
  expect(sitemap).not.toContain("/admin");
});

test("a passkey of a revoked person stays refused after they are invited again", async ({ page }) => {
  const email = uniqueEmail("console-revoked");
  await enrolInvited(page, email);
  await page.getByRole("button", { name: "Sign out" }).click();
  await expect(page).toHaveURL(/\/admin\/sign-in$/);

  // The phone with this authenticator is "stolen": revoked, then the person invited again.
  await leadsCommand("admin", "revoke", email);
  await leadsCommand("admin", "invite", email);
  await clickHydrated(page, "Sign in with a passkey");
  await expect(page.getByRole("status")).toHaveText("This passkey is not registered for the console.");
  await expect(page).toHaveURL(/\/admin\/sign-in$/);
  // Restored without a passkey: they enrol anew from the invite.
  expect(await leadsCommand("admin", "list")).toMatch(new RegExp(`${email.replace(/\./g, "\\.")}\\s+0\\s`));
});

plain("sign-in attempts are rate limited per address", async ({ request }) => {
  let last = 0;
  for (let attempt = 0; attempt < 7; attempt += 1) {
    const options = await request.post("/admin/passkeys/sign-in-options", {
      headers: { Origin: ORIGIN },
      data: {},
    });
    if (options.status() === 429) {
      last = 429;
      break;
    }
    const { challengeId } = (await options.json()) as { challengeId: string };
    const response = await request.post("/admin/passkeys/sign-in", {
      headers: { Origin: ORIGIN },
      data: {
        challengeId,
        response: { id: "bm90LWEta2V5", type: "public-key", rawId: "bm90LWEta2V5", response: {} },
      },
    });
    last = response.status();
    expect([401, 429]).toContain(last);
  }
  expect(last).toBe(429);
});
