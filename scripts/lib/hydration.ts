/**
 * Whether a page really ran: a measure of a page whose scripts were refused (a Content-Security-Policy violation)
 * describes a page that never hydrated. Used by `npm run audit` before it reports a figure, and by the browser suite.
 */
import type { Page } from "@playwright/test";

declare global {
  interface Window {
    __cspViolations?: string[];
  }
}

/** Records every violation the page reports, from before its first script (call before `page.goto`). */
export async function recordCspViolations(page: Page): Promise<() => Promise<string[]>> {
  const logged: string[] = [];
  page.on("console", (message) => {
    if (/Content Security Policy/i.test(message.text())) logged.push(message.text());
  });
  await page.addInitScript(() => {
    window.__cspViolations = [];
    document.addEventListener("securitypolicyviolation", (event) =>
      window.__cspViolations?.push(`${event.violatedDirective} ${event.blockedURI} ${event.sample}`),
    );
  });
  return async () => [...(await page.evaluate(() => window.__cspViolations ?? [])), ...logged];
}

/** Runs in the page: React has hydrated the document when its <body> carries React's fiber. */
export const isHydrated = () => Object.keys(document.body).some((key) => key.startsWith("__reactFiber$"));

/**
 * Loads `url` and says what is wrong with it: a violation of its policy, no framework script executed, no
 * hydration within 15 s. An empty list means the page ran.
 */
export async function hydrationProblems(page: Page, url: string): Promise<string[]> {
  const violations = await recordCspViolations(page);
  const scripts: string[] = [];
  page.on("response", (response) => {
    if (response.request().resourceType() === "script" && response.ok()) scripts.push(response.url());
  });
  await page.goto(url);
  const hydrated = await page
    .waitForFunction(isHydrated, undefined, { timeout: 15_000 })
    .then(() => true)
    .catch(() => false);
  const problems = (await violations()).map((violation) => `CSP violation: ${violation}`);
  if (!scripts.some((src) => src.includes("/_next/static/"))) problems.push("no framework script was loaded");
  if (!hydrated) problems.push("React did not hydrate the page (no fiber on <body>)");
  return problems;
}
