// A page whose scripts a CSP violation refused never hydrated, so no figure measured on it means anything.
import type { Page } from "@playwright/test";

declare global {
  interface Window {
    __cspViolations?: string[];
  }
}

/** Call before `page.goto`: it records violations from before the page's first script. */
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
