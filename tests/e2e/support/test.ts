/** The suite's test and expect; page.goto and reload (load, networkidle) also wait for hydration, as scripts load after paint. */
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
      // Checked in the page every 50 ms: no round trip per check, and no second lost after a late hydration.
      await page.waitForFunction(footerHydrated, undefined, { timeout: 15_000, polling: 50 }).catch(() => {
        throw new Error(`${page.url()} did not hydrate within 15 s`);
      });
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
