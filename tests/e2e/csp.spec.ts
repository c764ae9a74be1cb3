/**
 * Every route runs under a Content-Security-Policy that allows no inline script but its own (hashes on the
 * prerendered pages, a nonce on the pages rendered per request): the page hydrates and the browser reports no violation.
 */
import type { Page } from "@playwright/test";

import { allRoutes } from "@/lib/seo/routes";

import { expect, test } from "./support/test";

const routes = [
  ...allRoutes,
  "/blog?q=google",
  "/no-such-page",
  "/blog/no-such-post",
  // Rendered per request like /blog: a booking's final page and manage page (an unknown token still renders).
  "/roofing-google-ads/final-thank-you?booking=unknown",
  "/roofing-google-ads/manage?token=unknown",
];

declare global {
  interface Window {
    __cspViolations?: string[];
  }
}

/** Records every violation the page reports, from before its first script. */
async function recordViolations(page: Page): Promise<string[]> {
  const console: string[] = [];
  page.on("console", (message) => {
    if (/Content Security Policy/i.test(message.text())) console.push(message.text());
  });
  await page.addInitScript(() => {
    window.__cspViolations = [];
    document.addEventListener("securitypolicyviolation", (event) =>
      window.__cspViolations?.push(`${event.violatedDirective} ${event.blockedURI} ${event.sample}`),
    );
  });
  return console;
}

function scriptSources(policy: string | undefined): string {
  return /(?:^|;\s*)script-src ([^;]*)/.exec(policy ?? "")?.[1] ?? "";
}

for (const route of routes) {
  test(`${route} runs its scripts under a strict policy with no violation`, async ({ page }) => {
    const consoleViolations = await recordViolations(page);
    // page.goto waits until React has hydrated the page: its inline scripts ran.
    const response = await page.goto(route);
    const scripts = scriptSources(response?.headers()["content-security-policy"]);
    expect(scripts).toMatch(/^'self'( '(sha256-[A-Za-z0-9+/]+=*|nonce-[A-Za-z0-9+/]+=*)')+$/);
    expect(scripts).not.toMatch(/unsafe-inline|unsafe-eval/);
    await page.getByRole("contentinfo").scrollIntoViewIfNeeded();
    const violations = await page.evaluate(() => window.__cspViolations ?? []);
    expect([...violations, ...consoleViolations]).toEqual([]);
  });
}

for (const route of ["/contact", "/blog?q=seo"]) {
  test(`an injected inline script does not run on ${route}, and the violation is reported`, async ({
    page,
  }) => {
    await recordViolations(page);
    await page.goto(route);
    const ran = await page.evaluate(() => {
      const script = document.createElement("script");
      script.textContent = "window.__injected = true";
      document.body.append(script);
      return (window as Window & { __injected?: boolean }).__injected === true;
    });
    expect(ran).toBe(false);
    await expect
      .poll(() => page.evaluate(() => window.__cspViolations ?? []))
      .toContainEqual(expect.stringMatching(/^script-src(-elem)? inline/));
  });
}

test("a client-side navigation between pages keeps running under the policy", async ({ page }) => {
  const consoleViolations = await recordViolations(page);
  await page.goto("/");
  await page.getByRole("contentinfo").getByRole("link", { name: "Contact", exact: true }).first().click();
  await expect(page).toHaveURL(/\/contact$/);
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  const violations = await page.evaluate(() => window.__cspViolations ?? []);
  expect([...violations, ...consoleViolations]).toEqual([]);
});
