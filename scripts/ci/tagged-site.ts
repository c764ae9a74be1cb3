/**
 * A production build made with the browser tags set at build and at run time (scripts/ci/production-install.sh):
 * every route hydrates without a page error and keeps its page, the tags start where they may (never on the console
 * or a page carrying a token), and the home page's lead form still sends a lead the tags hear of once.
 * TAGS is `gtag` (GA4 and the Meta pixel, no GTM) or `gtm` (a GTM container: the site loads nothing else).
 * Usage: tsx scripts/ci/tagged-site.ts gtag|gtm SITE_URL STUB_PORT EMAIL
 */
import { existsSync } from "node:fs";

import { chromium, type Page } from "@playwright/test";

import { LEAD_DATA_LAYER_EVENTS } from "@/lib/browser/analytics";
import { allRoutes } from "@/lib/seo/routes";

import { fillStep1, sendFromStep1 } from "../../tests/e2e/support/lead-form-steps";
import { startAdPlatformServer } from "../../tests/support/ad-platforms";
import { isHydrated } from "../lib/hydration";

const [tags = "", site = "", stubPort = "", email = ""] = process.argv.slice(2);
if (!["gtag", "gtm"].includes(tags) || !site || !stubPort || !email) {
  console.error("usage: tsx scripts/ci/tagged-site.ts gtag|gtm SITE_URL STUB_PORT EMAIL");
  process.exit(2);
}

const executablePath =
  process.env.CHROMIUM_PATH ??
  ["/usr/lib/chromium/chromium-headless-shell", "/usr/bin/chromium"].find((file) => existsSync(file));

// The error page Next shows when a client component throws during or after hydration.
const CRASH_TEXT = "This page couldn't load";

type TagWindow = { gtag?: unknown; __pixelCalls?: unknown[][]; dataLayer?: unknown[] };

const tagsStarted = (page: Page) =>
  page
    .waitForFunction(
      (gtm) => {
        const tagWindow = window as unknown as TagWindow;
        if (gtm)
          return (tagWindow.dataLayer ?? []).some(
            (entry) => (entry as { event?: string } | null)?.event === "fake_gtm_loaded",
          );
        return typeof tagWindow.gtag === "function" && Array.isArray(tagWindow.__pixelCalls);
      },
      tags === "gtm",
      { timeout: 15_000 },
    )
    .then(() => true)
    .catch(() => false);

/** What the tags heard of the lead: the pixel's `Lead` calls, or GTM's data-layer lead events. */
const leadEvents = (page: Page) =>
  page.evaluate(
    ([gtm, leadEvent]) => {
      const tagWindow = window as unknown as TagWindow;
      if (gtm)
        return (tagWindow.dataLayer ?? []).filter(
          (entry) => (entry as { event?: string } | null)?.event === leadEvent,
        );
      return (tagWindow.__pixelCalls ?? []).filter((call) => call[0] === "track" && call[1] === "Lead");
    },
    [tags === "gtm", LEAD_DATA_LAYER_EVENTS.lead] as const,
  );

const tagScriptCount = (page: Page) => page.locator(`script[src*=":${stubPort}/"]`).count();

async function main(): Promise<number> {
  const stub = await startAdPlatformServer({ port: Number(stubPort) });
  const browser = await chromium.launch({ executablePath, args: ["--no-sandbox", "--disable-gpu"] });
  const problems: string[] = [];
  const tagless = ["/admin/sign-in", "/roofing-google-ads/manage?token=x", "/thank-you?lead=x"];
  try {
    for (const route of [...allRoutes, "/blog?q=roof", ...tagless]) {
      const context = await browser.newContext();
      const page = await context.newPage();
      const errors: string[] = [];
      page.on("pageerror", (error) => errors.push(error.message));
      await page.goto(new URL(route, site).href);
      const hydrated = await page
        .waitForFunction(isHydrated, undefined, { timeout: 15_000 })
        .then(() => true)
        .catch(() => false);
      if (!hydrated) problems.push(`${route}: React did not hydrate the page`);
      if (tagless.includes(route)) {
        if ((await tagScriptCount(page)) > 0) problems.push(`${route}: an ad tag loaded`);
      } else if (!(await tagsStarted(page))) {
        problems.push(`${route}: the ${tags} tags did not start`);
      }
      if (await page.getByText(CRASH_TEXT).count()) problems.push(`${route}: "${CRASH_TEXT}"`);
      problems.push(...errors.map((error) => `${route}: page error: ${error}`));
      console.log(`${problems.length ? "…" : "ok"} ${route}`);
      await context.close();
    }

    const context = await browser.newContext();
    const page = await context.newPage();
    await page.goto(site);
    await page.waitForFunction(isHydrated);
    if (!(await tagsStarted(page))) problems.push("/: tags did not start before the lead");
    const form = page.locator("#lead-form");
    await fillStep1(form);
    await sendFromStep1(form, email);
    await page.waitForURL((url) => url.pathname === "/thank-you", { timeout: 20_000 });
    if (page.url().includes("lead=")) problems.push(`the lead's link is in the address: ${page.url()}`);
    const leads = await leadEvents(page);
    if (leads.length !== 1) problems.push(`the ${tags} tags heard of ${leads.length} leads, not 1`);
    console.log(`lead sent from / as ${email}; what the ${tags} tags heard: ${JSON.stringify(leads)}`);
    await context.close();
  } finally {
    await browser.close();
    await stub.close();
  }
  for (const problem of problems) console.error(problem);
  return problems.length ? 1 : 0;
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
