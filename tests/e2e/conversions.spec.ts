/**
 * The ad loop end to end, on a second server started from the suite's own build with a GTM container and every
 * conversion setting, pointed at local stand-ins for Google (token + Data Manager), Meta and GA4
 * (tests/support/ad-platforms.ts): a visitor lands from an ad with ?gclid=…&fbclid=…, sends the roofing form and books
 * a call; each platform receives its events once, with one click id, hashed contact data and the lead's id as the
 * shared event id; the fake gtm.js runs under the CSP without a violation on a page rendered per request (the
 * prerendered pages carry the tags of the build's own settings, none here).
 */
import { createHash } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";

import type { Page } from "@playwright/test";

import {
  startAdPlatformServer,
  writeServiceAccountKey,
  type AdPlatformServer,
  type PlatformRequest,
} from "../support/ad-platforms";
import { startSecondServer, type SecondServer } from "./support/second-server";
import { expect, test } from "./support/test";
import { uniqueEmail } from "./support/webhook";

const GOOGLE_PORT = Number(process.env.E2E_GOOGLE_PORT ?? 4946);
const META_PORT = Number(process.env.E2E_META_PORT ?? 4947);
const GA4_PORT = Number(process.env.E2E_GA4_PORT ?? 4948);
const GCLID = "Cj0KCQ-e2e-gclid";
const FBCLID = "IwAR-e2e-fbclid";
const FBP = "fb.1.1764100000000.1234567890";
const GA_CLIENT = "987654321.1764100000";

/** The visitor's address as the server saw it (localhost resolves to IPv4 or IPv6). */
const LOOPBACK = expect.stringMatching(/^(127\.0\.0\.1|::1|::ffff:127\.0\.0\.1)$/);
const sha256 = (text: string) => createHash("sha256").update(text).digest("hex");

test.describe.configure({ mode: "serial" });

test.describe("ad conversions and tags", () => {
  let google: AdPlatformServer;
  let meta: AdPlatformServer;
  let ga4: AdPlatformServer;
  let server: SecondServer | undefined;
  let dir: string;
  let site: string;

  test.beforeAll(async () => {
    test.setTimeout(180_000);
    dir = mkdtempSync(path.join(os.tmpdir(), "e2e-conversions-"));
    const keyFile = path.join(dir, "service-account.json");
    const { publicKeyPem } = writeServiceAccountKey(keyFile, `http://127.0.0.1:${GOOGLE_PORT}`);
    [google, meta, ga4] = await Promise.all([
      startAdPlatformServer({ port: GOOGLE_PORT, publicKeyPem }),
      startAdPlatformServer({ port: META_PORT }),
      startAdPlatformServer({ port: GA4_PORT }),
    ]);
    // What `npm start` runs, on the build the suite's own server uses (playwright.config.ts), with these settings.
    server = await startSecondServer(dir, {
      GTM_CONTAINER_ID: "GTM-E2ETEST",
      GTM_SCRIPT_URL: google.url,
      GOOGLE_ADS_CUSTOMER_ID: "123-456-7890",
      GOOGLE_ADS_LEAD_ACTION_ID: "111111",
      GOOGLE_ADS_BOOKED_CALL_ACTION_ID: "222222",
      GOOGLE_APPLICATION_CREDENTIALS: keyFile,
      GOOGLE_DATA_MANAGER_URL: google.url,
      META_PIXEL_ID: "555000111",
      META_CAPI_ACCESS_TOKEN: "e2e-meta-token",
      META_TEST_EVENT_CODE: "TEST12345",
      META_GRAPH_URL: meta.url,
      GA4_MEASUREMENT_ID: "G-E2ETEST1",
      GA4_API_SECRET: "e2e-ga4-secret",
      GA4_MP_URL: ga4.url,
    });
    site = server.url;
  });

  test.afterAll(async () => {
    server?.stop();
    await Promise.all([google?.close(), meta?.close(), ga4?.close()]);
    rmSync(dir, { recursive: true, force: true });
  });

  async function recordViolations(page: Page): Promise<string[]> {
    const violations: string[] = [];
    page.on("console", (message) => {
      if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
    });
    await page.exposeFunction("__reportViolation", (text: string) => violations.push(text));
    await page.addInitScript(() => {
      document.addEventListener("securitypolicyviolation", (event) =>
        (window as unknown as { __reportViolation: (text: string) => void }).__reportViolation(
          `${event.violatedDirective} ${event.blockedURI}`,
        ),
      );
    });
    return violations;
  }

  const dataLayer = (page: Page) =>
    page.evaluate(() => (window as unknown as { dataLayer?: Record<string, unknown>[] }).dataLayer ?? []);

  const events = (platform: AdPlatformServer, pathname: string): PlatformRequest[] =>
    platform.received.filter((request) => request.path === pathname);

  test("loads the GTM container after the page is interactive, under the CSP, without a violation", async ({
    page,
  }) => {
    const violations = await recordViolations(page);
    const response = await page.goto(`${site}/blog?q=roof`);
    const policy = response?.headers()["content-security-policy"] ?? "";
    expect(/script-src ([^;]*)/.exec(policy)?.[1]).toContain(google.url);
    expect(policy).not.toContain("'unsafe-inline' 'unsafe-eval'");
    expect(/script-src ([^;]*)/.exec(policy)?.[1]).not.toContain("unsafe-inline");
    await expect
      .poll(() => dataLayer(page))
      .toEqual(
        expect.arrayContaining([expect.objectContaining({ event: "gtm.js" }), { event: "fake_gtm_loaded" }]),
      );
    await page.getByRole("contentinfo").scrollIntoViewIfNeeded();
    expect(violations).toEqual([]);
  });

  test("reports the lead and the booked call to Google, Meta and GA4 once each, with the click that brought them", async ({
    page,
    context,
  }) => {
    const violations = await recordViolations(page);
    const email = uniqueEmail("Ad.Click+e2e");
    const host = new URL(site).hostname;
    await context.addCookies([
      { name: "_fbp", value: FBP, domain: host, path: "/" },
      { name: "_ga", value: `GA1.1.${GA_CLIENT}`, domain: host, path: "/" },
      { name: "_ga_E2ETEST1", value: "GS1.1.1764100100.1.1.1764100200.0.0.0", domain: host, path: "/" },
    ]);
    await page.goto(`${site}/roofing-google-ads?gclid=${GCLID}&gbraid=e2e-gbraid&fbclid=${FBCLID}`);
    const landedAt = Date.now();
    const form = page.locator("#roofing-form");
    await form.getByRole("textbox", { name: "Business name", exact: true }).fill("Ad Loop Roofing");
    await form.getByRole("textbox", { name: "City", exact: true }).fill("Austin, TX");
    await form.getByRole("button", { name: "Next" }).click();
    await form.getByRole("textbox", { name: "First name", exact: true }).fill("Ada");
    await form.getByRole("textbox", { name: "Last name", exact: true }).fill("Click");
    await form.getByRole("textbox", { name: "Email", exact: true }).fill(email);
    await form.getByRole("textbox", { name: "Phone", exact: true }).fill("(512) 555-0142");
    await form.getByRole("button", { name: "Next" }).click();
    await form.getByRole("combobox", { name: "Monthly revenue" }).selectOption("25k-50k");
    await form.getByRole("checkbox").check();
    await form.getByRole("button", { name: "Claim My $500 Ad Credit" }).click();
    await expect(page).toHaveURL(/\/roofing-google-ads\/schedule$/);

    const leadEvent = (await dataLayer(page)).find((entry) => entry.event === "bluebonnet_lead_submitted");
    const leadId = String(leadEvent?.event_id);
    expect(leadId).toMatch(/^[0-9a-f-]{36}$/);

    await page.getByRole("group", { name: "Choose a date" }).getByRole("button").first().click();
    await page.getByLabel("Choose a time").selectOption({ index: 1 });
    await page.getByRole("button", { name: "Confirm My Call" }).click();
    await expect(page).toHaveURL(/\/roofing-google-ads\/final-thank-you\?booking=/);

    await expect.poll(() => events(google, "/v1/events:ingest").length).toBe(2);
    await expect.poll(() => events(meta, "/v26.0/555000111/events").length).toBe(2);
    await expect.poll(() => events(ga4, "/mp/collect").length).toBe(2);
    // The service account's token came from the key file's token_uri (each server bundle may fetch its own).
    expect(events(google, "/token").length).toBeGreaterThanOrEqual(1);
    for (const request of events(google, "/token"))
      expect(request.body).toEqual({ grant_type: "urn:ietf:params:oauth:grant-type:jwt-bearer" });
    for (const request of events(google, "/v1/events:ingest"))
      expect(request.authorization).toBe("Bearer fake-google-access-token");

    const [googleLead, googleCall] = events(google, "/v1/events:ingest").map(
      (request) =>
        request.body as {
          destinations: { productDestinationId: string }[];
          events: Record<string, unknown>[];
        },
    );
    const [metaLead, metaCall] = events(meta, "/v26.0/555000111/events").map(
      (request) => request.body as { data: Record<string, unknown>[]; test_event_code: string },
    );
    const [ga4Lead, ga4Call] = events(ga4, "/mp/collect");
    console.info(`Google request body:\n${JSON.stringify(googleLead, null, 2)}`);
    console.info(`Meta request body:\n${JSON.stringify(metaLead, null, 2)}`);
    console.info(
      `GA4 request (${ga4Lead?.path}?${new URLSearchParams(ga4Lead?.query)}):\n${JSON.stringify(ga4Lead?.body, null, 2)}`,
    );

    const normalisedEmail = email.toLowerCase();
    // No IP address goes to Google for anyone: the site cannot tell an EEA, UK or Swiss visitor apart.
    expect(JSON.stringify(googleLead)).not.toContain("ipAddress");
    expect(googleLead).toMatchObject({
      destinations: [
        {
          operatingAccount: { accountType: "GOOGLE_ADS", accountId: "1234567890" },
          productDestinationId: "111111",
        },
      ],
      encoding: "HEX",
      events: [
        {
          transactionId: leadId,
          eventSource: "WEB",
          adIdentifiers: { gclid: GCLID, landingPageDeviceInfo: { userAgent: expect.any(String) } },
          userData: {
            userIdentifiers: [
              { emailAddress: sha256(normalisedEmail) },
              { phoneNumber: sha256("+15125550142") },
            ],
          },
          consent: { adUserData: "CONSENT_GRANTED", adPersonalization: "CONSENT_GRANTED" },
        },
      ],
    });
    expect(googleLead?.events[0]?.adIdentifiers).not.toHaveProperty("gbraid");
    expect(googleCall?.destinations[0]?.productDestinationId).toBe("222222");
    const bookingId = String(googleCall?.events[0]?.transactionId);
    expect(bookingId).not.toBe(leadId);

    const fbc = String(metaLead?.data[0]?.user_data && (metaLead.data[0].user_data as { fbc: string }).fbc);
    expect(fbc).toMatch(new RegExp(`^fb\\.1\\.(\\d+)\\.${FBCLID}$`));
    expect(Math.abs(Number(fbc.split(".")[2]) - landedAt)).toBeLessThan(60_000);
    expect(metaLead).toMatchObject({
      data: [
        {
          event_name: "Lead",
          event_id: leadId,
          action_source: "website",
          event_source_url: `http://localhost:3000/roofing-google-ads`,
          user_data: {
            em: [sha256(normalisedEmail)],
            ph: [sha256("15125550142")],
            fbp: FBP,
            client_ip_address: LOOPBACK,
            client_user_agent: expect.stringContaining("Mozilla"),
          },
        },
      ],
      test_event_code: "TEST12345",
    });
    expect(metaCall).toMatchObject({ data: [{ event_name: "Schedule", event_id: bookingId }] });

    expect(ga4Lead?.query).toEqual({ measurement_id: "G-E2ETEST1", api_secret: "e2e-ga4-secret" });
    expect(ga4Lead?.body).toMatchObject({
      client_id: GA_CLIENT,
      events: [{ name: "generate_lead", params: { event_id: leadId, session_id: "1764100100" } }],
    });
    expect(ga4Call?.body).toMatchObject({ events: [{ name: "book_call", params: { event_id: bookingId } }] });

    const everything = JSON.stringify([google.received, meta.received, ga4.received]);
    expect(everything).not.toContain(normalisedEmail);
    expect(everything).not.toMatch(/512\) 555|5125550142"/);
    expect(violations).toEqual([]);
  });
});
