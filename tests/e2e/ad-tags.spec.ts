/**
 * The browser tags without GTM: gtag.js and the Meta pixel, set at run time on a second server from the suite's
 * build (pages rendered per request read them then), both loading stub scripts from a local server
 * (tests/support/ad-platforms.ts). Pages hydrate without an error and a lead reaches the stub tags once (a post
 * kept as spam reaches none: tests/unit/conversions/ad-tags.test.ts); no tag on the console or on a page whose URL
 * carries a booking's token; an opted-out visitor (Global Privacy Control, or the footer's control) gets no tag and
 * their lead queues no conversion.
 */
import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";

import type { Page } from "@playwright/test";
import Database from "better-sqlite3";

import { adsConsentCopy } from "@/content/ads-consent";
import { chatContactFormCopy } from "@/content/chatbot";

import { startAdPlatformServer, type AdPlatformServer } from "../support/ad-platforms";
import { freePort } from "../support/free-port";
import { fillChatContact } from "./support/chat-contact";
import { startSecondServer, type SecondServer } from "./support/second-server";
import { expect, test } from "./support/test";
import { uniqueEmail } from "./support/webhook";

const PIXEL_ID = "555000222";
const MEASUREMENT_ID = "G-E2ETAGS1";

type Entry = Record<string, unknown> | unknown[];

const dataLayer = (page: Page) =>
  page.evaluate(() =>
    ((window as unknown as { dataLayer?: unknown[] }).dataLayer ?? []).map((entry) =>
      // gtag() pushes an Arguments object: read it as a list.
      Object.prototype.toString.call(entry) === "[object Arguments]"
        ? Array.from(entry as ArrayLike<unknown>)
        : entry,
    ),
  ) as Promise<Entry[]>;

const pixelCalls = (page: Page) =>
  page.evaluate(() => (window as unknown as { __pixelCalls?: unknown[][] }).__pixelCalls ?? []);

const tagScripts = (page: Page, stub: AdPlatformServer) => page.locator(`script[src^="${stub.url}"]`).count();

test.describe.configure({ mode: "serial" });

test.describe("gtag.js and the Meta pixel", () => {
  let stub: AdPlatformServer;
  let server: SecondServer | undefined;
  let dir: string;
  let site: string;

  test.beforeAll(async () => {
    test.setTimeout(180_000);
    dir = mkdtempSync(path.join(os.tmpdir(), "e2e-ad-tags-"));
    stub = await startAdPlatformServer({ port: await freePort() });
    await startSite();
  });

  async function startSite(settings: Record<string, string> = {}): Promise<void> {
    server = await startSecondServer(dir, {
      GA4_MEASUREMENT_ID: MEASUREMENT_ID,
      GA4_API_SECRET: "e2e-ga4-secret",
      GA4_MP_URL: stub.url,
      GTM_SCRIPT_URL: stub.url,
      META_PIXEL_ID: PIXEL_ID,
      META_PIXEL_SCRIPT_URL: `${stub.url}/fbevents.js`,
      META_CAPI_ACCESS_TOKEN: "e2e-meta-token",
      META_GRAPH_URL: stub.url,
      ...settings,
    });
    site = server.url;
  }

  test.afterAll(async () => {
    server?.stop();
    await stub?.close();
    rmSync(dir, { recursive: true, force: true });
  });

  function recordErrors(page: Page): string[] {
    const errors: string[] = [];
    page.on("pageerror", (error) => errors.push(error.message));
    return errors;
  }

  /** The chat's "Leave Your Info" form, sent from the page already open. */
  async function sendChatLead(page: Page, email: string): Promise<void> {
    const form = await fillChatContact(page, { name: "Dana", email, message: "Storm season leads?" });
    await form.getByRole("button", { name: chatContactFormCopy.submitLabel }).click();
    await expect(page.getByText("Message Sent!", { exact: true })).toBeVisible();
  }

  function storedLead(email: string) {
    const db = new Database(path.join(dir, "leads.db"), { readonly: true });
    try {
      const lead = db.prepare("select id, status, ads_consent from leads where email = ?").get(email) as
        { id: string; status: string; ads_consent: string | null } | undefined;
      const conversions = lead
        ? (db
            .prepare("select destination from conversion_events where lead_id = ?")
            .all(lead.id) as unknown[])
        : [];
      return { lead, conversions: conversions.length };
    } finally {
      db.close();
    }
  }

  test("load after hydration without a page error, and hear of a lead once, with its id", async ({
    page,
  }) => {
    const errors = recordErrors(page);
    await page.goto(`${site}/blog?q=roof`);
    expect(await page.evaluate(() => typeof (window as unknown as { gtag?: unknown }).gtag)).toBe("function");
    await expect
      .poll(() => pixelCalls(page))
      .toEqual([
        ["init", PIXEL_ID],
        ["track", "PageView"],
      ]);
    const layer = await dataLayer(page);
    // Consent Mode v2 defaults come first, then the visitor's decision, then gtag's own commands.
    expect(layer[0]).toEqual(["consent", "default", expect.objectContaining({ ad_user_data: "denied" })]);
    expect(layer[1]).toEqual(["consent", "update", expect.objectContaining({ ad_user_data: "granted" })]);
    expect(layer).toContainEqual(["config", MEASUREMENT_ID]);
    await expect.poll(() => dataLayer(page)).toContainEqual({ event: "fake_gtm_loaded" });

    const email = uniqueEmail("ad-tags");
    await sendChatLead(page, email);
    const { lead } = storedLead(email);
    expect(lead?.ads_consent).toBe("granted");
    await expect.poll(() => pixelCalls(page)).toContainEqual(["track", "Lead", {}, { eventID: lead?.id }]);
    const events = (await dataLayer(page)).filter(
      (entry) =>
        !Array.isArray(entry) && typeof entry.event === "string" && entry.event.startsWith("bluebonnet_"),
    );
    expect(events).toEqual([
      expect.objectContaining({ event: "bluebonnet_lead_submitted", event_id: lead?.id }),
    ]);
    expect(
      (await dataLayer(page)).some((entry) => !Array.isArray(entry) && entry.event === "generate_lead"),
    ).toBe(false);
    expect(errors).toEqual([]);
  });

  test("never load on the console or on a page whose URL carries a booking's token", async ({ page }) => {
    const errors = recordErrors(page);
    for (const url of [
      "/admin/sign-in",
      "/roofing-google-ads/manage?token=e2e-not-a-real-token",
      "/roofing-google-ads/final-thank-you?booking=e2e-not-a-real-token",
    ]) {
      await page.goto(`${site}${url}`, { waitUntil: "domcontentloaded" });
      await page.waitForLoadState("load");
      await expect(page.getByText("This page couldn't load")).toHaveCount(0);
      expect(await tagScripts(page, stub), url).toBe(0);
      expect(await page.evaluate(() => typeof (window as unknown as { fbq?: unknown }).fbq), url).toBe(
        "undefined",
      );
    }
    expect(errors).toEqual([]);
  });

  test("load nothing for a visitor who opts out, by Global Privacy Control or the footer, and queue nothing for their lead", async ({
    browser,
  }) => {
    const gpc = await browser.newContext({ extraHTTPHeaders: { "Sec-GPC": "1" } });
    await gpc.addInitScript(() => Object.defineProperty(navigator, "globalPrivacyControl", { value: true }));
    const page = await gpc.newPage();
    await page.goto(`${site}/blog?q=roof`);
    await expect(page.getByText(adsConsentCopy.footerOptedOutByBrowser)).toBeVisible();
    expect(await tagScripts(page, stub)).toBe(0);
    const email = uniqueEmail("ad-tags-gpc");
    await sendChatLead(page, email);
    expect(storedLead(email)).toEqual({
      lead: expect.objectContaining({ status: "stored", ads_consent: "denied" }),
      conversions: 0,
    });
    await gpc.close();

    const footer = await browser.newContext();
    const optOut = await footer.newPage();
    await optOut.goto(`${site}/blog?q=roof`);
    await expect.poll(() => tagScripts(optOut, stub)).toBeGreaterThan(0);
    await optOut.getByRole("button", { name: adsConsentCopy.footerOptOut }).click();
    await expect(optOut.getByText(adsConsentCopy.footerOptedOut)).toBeVisible();
    await expect.poll(() => pixelCalls(optOut)).toContainEqual(["consent", "revoke"]);
    await optOut.reload();
    expect(await tagScripts(optOut, stub)).toBe(0);
    const optedOutEmail = uniqueEmail("ad-tags-footer");
    await sendChatLead(optOut, optedOutEmail);
    expect(storedLead(optedOutEmail)).toEqual({
      lead: expect.objectContaining({ ads_consent: "denied" }),
      conversions: 0,
    });
    await footer.close();
  });

  test("in opt-in mode, ask first: no tag before Allow, then Consent Mode's denied defaults and the update", async ({
    page,
  }) => {
    test.setTimeout(150_000);
    server?.stop();
    await startSite({ ADS_CONSENT_MODE: "opt-in" });
    await page.goto(`${site}/blog?q=roof`);
    const banner = page.getByRole("region", { name: adsConsentCopy.bannerLabel });
    await expect(banner).toBeVisible();
    expect(await tagScripts(page, stub)).toBe(0);
    const before = uniqueEmail("ad-tags-opt-in-before");
    await sendChatLead(page, before);
    expect(storedLead(before)).toEqual({
      lead: expect.objectContaining({ ads_consent: "denied" }),
      conversions: 0,
    });

    await banner.getByRole("button", { name: adsConsentCopy.bannerAccept }).click();
    await expect(banner).toBeHidden();
    await expect.poll(() => pixelCalls(page)).toContainEqual(["track", "PageView"]);
    const layer = await dataLayer(page);
    expect(layer[0]).toEqual(["consent", "default", expect.objectContaining({ ad_storage: "denied" })]);
    expect(layer).toContainEqual(["consent", "update", expect.objectContaining({ ad_storage: "granted" })]);
    await page.reload();
    await expect(banner).toBeHidden();
    const after = uniqueEmail("ad-tags-opt-in-after");
    await sendChatLead(page, after);
    expect(storedLead(after).lead?.ads_consent).toBe("granted");
  });
});
