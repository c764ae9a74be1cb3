/**
 * Every route runs under a Content-Security-Policy that allows no inline script but its own (hashes on the
 * prerendered pages, a nonce on the others, lib/csp): the page loads its scripts, React hydrates it, and the browser
 * reports no violation.
 */
import { hydrationProblems, recordCspViolations } from "../../scripts/lib/hydration";
import { scriptSources, STRICT_SCRIPT_SOURCES } from "./support/policy";
import { expect, test } from "./support/test";

const perRequest = [
  "/blog?q=google",
  "/no-such-page",
  "/blog/no-such-post",
  // Rendered per request like /blog: a booking's final page and manage page (an unknown token still renders).
  "/roofing-google-ads/final-thank-you?booking=unknown",
  "/roofing-google-ads/manage?token=unknown",
];

// Every route of the site's table is checked the same way by routes.spec.ts, in its one visit of each.
for (const route of perRequest) {
  test(`${route} hydrates under a strict policy with no violation`, async ({ page, request }) => {
    const scripts = scriptSources((await request.get(route)).headers()["content-security-policy"]);
    expect(scripts).toMatch(STRICT_SCRIPT_SOURCES);
    expect(await hydrationProblems(page, route)).toEqual([]);
  });
}

test("a prerendered page is allowed its scripts by hash, a page rendered per request by a fresh nonce", async ({
  request,
}) => {
  const hashed = scriptSources((await request.get("/contact")).headers()["content-security-policy"]);
  expect(hashed).toContain("'sha256-");
  expect(hashed).not.toContain("'nonce-");
  const [first, second] = await Promise.all(
    [1, 2].map(async () => scriptSources((await request.get("/blog")).headers()["content-security-policy"])),
  );
  expect(first).toMatch(/'nonce-[A-Za-z0-9+/]+=*'/);
  expect(first).not.toBe(second);
});

for (const route of ["/contact", "/blog?q=seo"]) {
  test(`an injected inline script does not run on ${route}, and the violation is reported`, async ({
    page,
  }) => {
    const violations = await recordCspViolations(page);
    await page.goto(route);
    const ran = await page.evaluate(() => {
      const script = document.createElement("script");
      script.textContent = "window.__injected = true";
      document.body.append(script);
      return (window as Window & { __injected?: boolean }).__injected === true;
    });
    expect(ran).toBe(false);
    await expect.poll(violations).toContainEqual(expect.stringMatching(/^script-src(-elem)? inline/));
  });
}

test("a client-side navigation between pages keeps running under the policy", async ({ page }) => {
  const violations = await recordCspViolations(page);
  await page.goto("/");
  await page.getByRole("contentinfo").getByRole("link", { name: "Contact", exact: true }).first().click();
  await expect(page).toHaveURL(/\/contact$/);
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  expect(await violations()).toEqual([]);
});

// The check the audit relies on: a page whose inline scripts are refused is reported, never taken as running.
test("the hydration check reports a page whose inline scripts the policy refuses", async ({ browser }) => {
  // A page of its own: the suite's page fixture would itself wait for the hydration that never comes.
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.route("**/contact", async (route) => {
    const response = await route.fetch();
    const headers = { ...response.headers(), "content-security-policy": "script-src 'self'" };
    await route.fulfill({ response, headers });
  });
  const problems = await hydrationProblems(page, "/contact");
  expect(problems).toContainEqual(expect.stringMatching(/^CSP violation: script-src/));
  expect(problems).toContain("React did not hydrate the page (no fiber on <body>)");
  await context.close();
});
