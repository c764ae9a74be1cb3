import { chromium, type Browser } from "@playwright/test";

import { articlePath } from "@/lib/blog/paths";
import { blogSlugs } from "@/lib/blog/slugs";

import { hydrationProblems } from "./hydration";
import { CHROME_PATH } from "./lighthouse-run";
import { KEY_ROUTES } from "./project";
import type { RunningServer } from "./server";
import { heading } from "./table";
import {
  BUDGET_ARTICLE_STRIKES,
  BUDGET_FIRST_SCREEN_STRIKES,
  drawnStrikes,
  PHONE_SCREEN,
  type StrikeScope,
} from "./text-strikes";

export const launchBrowser = (): Promise<Browser> =>
  chromium.launch({ executablePath: CHROME_PATH, args: ["--no-sandbox", "--disable-gpu"] });

export async function hydrationCheck(browser: Browser, targets: [label: string, url: string][]) {
  heading("(c) Hydration: no CSP violation, the framework's scripts loaded, React hydrated the page");
  const problems: string[] = [];
  for (const [label, url] of targets) {
    const context = await browser.newContext();
    const found = await hydrationProblems(await context.newPage(), url);
    await context.close();
    console.log(
      `${found.length === 0 ? "ran    " : "REFUSED"}  ${label}${found.length ? `: ${found.join("; ")}` : ""}`,
    );
    problems.push(...found.map((problem) => `${label}: ${problem}`));
  }
  return problems;
}

export async function textStrikes(browser: Browser, site: RunningServer): Promise<string> {
  heading(
    `(d) Text strikes on a phone: at most ${BUDGET_FIRST_SCREEN_STRIKES} in a key route's first screen, ${BUDGET_ARTICLE_STRIKES} in an article`,
  );
  const over: string[] = [];
  const measure = async (route: string, scope: StrikeScope, budget: number) => {
    const context = await browser.newContext({ viewport: PHONE_SCREEN });
    const page = await context.newPage();
    await page.goto(`${site.url}${route}`);
    const count = Object.keys(await page.evaluate(drawnStrikes, scope)).length;
    await context.close();
    console.log(`${count > budget ? "OVER" : "ok  "}  ${route} (${scope}): ${count}`);
    // Fewer than three means the measure lost the text.
    if (count > budget || count < 3) over.push(route);
  };
  for (const route of KEY_ROUTES) await measure(route, "first-screen", BUDGET_FIRST_SCREEN_STRIKES);
  for (const slug of blogSlugs()) await measure(articlePath(slug), "page", BUDGET_ARTICLE_STRIKES);
  return over.length === 0
    ? "text strikes: within budget"
    : `text strikes: ${over.length} route(s) over budget`;
}
