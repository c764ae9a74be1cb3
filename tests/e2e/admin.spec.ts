/**
 * The agency console in a real browser with Chromium's virtual authenticator (DevTools WebAuthn domain): invite
 * from the leads command, enrol, sign out and back in, search, release a quarantined lead (the webhook gets it
 * once), cancel a booking, read the audit log; and every page and action refused without a session or from
 * another origin.
 */
import { execFile } from "node:child_process";
import path from "node:path";
import { promisify } from "node:util";

import { test as plain, type APIRequestContext, type Page } from "@playwright/test";

import { E2E_PORT } from "../../playwright.config";
import { expect, test } from "./support/test";
import { leadFor, receivedRequests, toast, uniqueEmail } from "./support/webhook";

const run = promisify(execFile);
const root = path.resolve(__dirname, "../..");
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
  "mail/retry-all",
  "sign-out",
];

/** `npm run leads -- ...` against the server's store (see playwright.config.ts). */
async function leadsCommand(...args: string[]): Promise<string> {
  const { stdout } = await run("npx", ["tsx", "--conditions=react-server", "scripts/leads.ts", ...args], {
    cwd: root,
    env: {
      ...process.env,
      LEADS_SQLITE_PATH: path.join(root, ".e2e", "leads.db"),
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
async function book(page: Page, email: string): Promise<void> {
  await page.goto("/roofing-google-ads/schedule");
  await page.evaluate((saved) => localStorage.setItem("roofing-lead-data", JSON.stringify(saved)), {
    firstName: "Bea",
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

plain("every console page and action refuses a visitor without a session", async ({ request }) => {
  await expectRefused(request, { Origin: ORIGIN });
  const signIn = await request.get("/admin/sign-in");
  expect(signIn.status()).toBe(200);
  expect(await signIn.text()).toContain('name="robots" content="noindex, nofollow"');
  const sitemap = await (await request.get("/sitemap.xml")).text();
  expect(sitemap).not.toContain("/admin");
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
