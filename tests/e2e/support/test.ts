/**
 * The browser suite's `test` and `expect`. A page's scripts load after its first paint
 * (scripts/lib/deferred-scripts.ts), which is often after the `load` event that `page.goto` waits for, so a test
 * that clicked straight away would race the hydration, as a visitor clicking on a page still starting does (the
 * forms then post without JavaScript, covered by no-javascript.spec.ts). Here `page.goto` and `page.reload` (when
 * they wait for `load`, the default, or `networkidle`) also wait until React has taken over the page: the footer,
 * the last part every page draws, carries React's fiber. `domcontentloaded` and `commit` return at once, for the
 * tests that look at a page before its scripts run.
 */
import { test as base, expect, type Page, type Response } from "@playwright/test";

type WaitUntil = NonNullable<Parameters<Page["goto"]>[1]>["waitUntil"];

/** Runs in the page: true once React has hydrated the footer. */
const footerHydrated = () => {
  const footer = document.querySelector("footer");
  return footer !== null && Object.keys(footer).some((key) => key.startsWith("__reactFiber$"));
};

export const test = base.extend({
  page: async ({ page, javaScriptEnabled }, provide) => {
    const untilHydrated = async (response: Response | null, waitUntil: WaitUntil) => {
      if (
        javaScriptEnabled === false ||
        (waitUntil !== undefined && waitUntil !== "load" && waitUntil !== "networkidle")
      )
        return;
      if (!response?.headers()["content-type"]?.startsWith("text/html")) return;
      await expect
        .poll(() => page.evaluate(footerHydrated).catch(() => false), {
          message: `${page.url()} hydrates`,
          timeout: 15_000,
        })
        .toBe(true);
    };
    const goto = page.goto.bind(page);
    page.goto = async (url, options) => {
      const response = await goto(url, options);
      await untilHydrated(response, options?.waitUntil);
      return response;
    };
    const reload = page.reload.bind(page);
    page.reload = async (options) => {
      const response = await reload(options);
      await untilHydrated(response, options?.waitUntil);
      return response;
    };
    await provide(page);
  },
});

export { expect };
