import type { Page } from "@playwright/test";

import { prefetchFallbackMs, prefetchRoutes } from "@/content/prefetch-routes";
import { siteConfig } from "@/content/site";
import { headerCopy } from "@/content/site-sections";

import { expect, test } from "./support/test";

test.describe("navigation", () => {
  test("scrolls to the top on a route change but honours a hash", async ({ page }) => {
    await page.goto("/services");
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await page.getByRole("contentinfo").getByRole("link", { name: "Results" }).click();
    await expect(page).toHaveURL(/\/results$/);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);

    await page.goto("/portfolio#megahtx-portfolio");
    await expect(page.locator("#megahtx-portfolio")).toBeInViewport();
  });

  test("'Claim Your Spot' scrolls to the page's form, or to the home page's form", async ({ page }) => {
    await page.goto("/contact");
    await page.getByRole("link", { name: "Claim Your Spot" }).click();
    await expect(page.locator("#lead-form")).toBeInViewport();

    await page.goto("/roofing-google-ads");
    await page.getByRole("link", { name: "Claim Your Spot" }).click();
    await expect(page.locator("#roofing-form")).toBeInViewport();

    await page.goto("/privacy-policy");
    await page.getByRole("link", { name: "Claim Your Spot" }).click();
    await expect(page).toHaveURL(/\/#lead-form$/);
    await expect(page.locator("#lead-form")).toBeInViewport();
  });

  test("header and footer carry the spec's links", async ({ page }) => {
    await page.goto("/");
    const main = page.getByRole("navigation", { name: "Main" });
    for (const name of ["How It Works", "Results", "Portfolio", "Blog", "Contact"]) {
      await expect(main.getByRole("link", { name, exact: true })).toBeVisible();
    }
    const toggle = main.getByRole("button", { name: "Services" });
    await expect(toggle).toHaveAttribute("aria-expanded", "false");
    await toggle.click();
    await expect(toggle).toHaveAttribute("aria-expanded", "true");
    const panel = page.locator(`[id="${await toggle.getAttribute("aria-controls")}"]`);
    await expect(panel.getByRole("link")).toHaveCount(10);
    await expect(panel.getByRole("link", { name: "View All Services" })).toHaveAttribute("href", "/services");
    await page.keyboard.press("Escape");
    await expect(panel).toBeHidden();
    await expect(toggle).toBeFocused();

    const footer = page.getByRole("contentinfo");
    const serviceLinks = await footer
      .getByRole("navigation", { name: "Services" })
      .getByRole("link")
      .evaluateAll((nodes) => nodes.map((node) => node.getAttribute("href")));
    expect(serviceLinks).toHaveLength(7);
    expect(serviceLinks).not.toContain("/services/seo");
    expect(serviceLinks).not.toContain("/services/linkedin-ads");
    for (const href of [
      "/privacy-policy",
      "/terms-of-service",
      "/disclaimer",
      "/how-it-works",
      "/results",
      "/portfolio",
      "/blog",
      "/contact",
    ]) {
      await expect(footer.locator(`a[href="${href}"]`)).toHaveCount(1);
    }
    await expect(page.getByRole("banner").locator('a[href^="tel:"]').first()).toBeAttached();
    await expect(
      page.getByRole("banner").getByRole("link", { name: "Get Free Strategy Call" }),
    ).toBeVisible();
  });

  test("the sticky top banner says 'Only 2 Client Spots Left This Month' beside 'Claim Your Spot'", async ({
    page,
  }) => {
    await page.goto("/services");
    const banner = page.getByText("Only 2 Client Spots Left This Month", { exact: true });
    await expect(banner).toBeVisible();
    await expect(
      banner.locator("xpath=..").getByRole("link", { name: "Claim Your Spot", exact: true }),
    ).toBeVisible();
    await page.evaluate(() => window.scrollTo({ top: document.body.scrollHeight, behavior: "instant" }));
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
    await expect(banner).toBeInViewport();
  });

  test("the mobile menu opens and lists every route", async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto("/");
    // Its links enter the page at the first open: the closed menu adds nothing to parse or hydrate.
    await expect(page.getByRole("navigation", { name: "Mobile", includeHidden: true })).toHaveCount(0);
    await page.getByRole("button", { name: "Open menu" }).click();
    const dialog = page.getByRole("dialog", { name: "Menu" });
    await expect(dialog.getByRole("navigation", { name: "Mobile" })).toBeVisible();
    // The services are folded into a group that opens on a tap.
    await expect(dialog.getByRole("link", { name: "View All Services" })).toBeHidden();
    await dialog.getByText(headerCopy.servicesLabel, { exact: true }).click();
    await expect(dialog.getByRole("link", { name: "View All Services" })).toBeVisible();
    // The header's social links, which the top banner shows only on wide screens.
    for (const social of siteConfig.socials) {
      await expect(
        dialog.getByRole("link", { name: `${siteConfig.name} on ${social.name} (opens in a new tab)` }),
      ).toHaveAttribute("href", social.href);
    }
    await dialog.getByRole("link", { name: "Portfolio" }).click();
    await expect(page).toHaveURL(/\/portfolio$/);
    await expect(dialog).toBeHidden();
  });
});

test.describe("prefetching", () => {
  /** What the router fetched ahead of a click (requests carrying `_rsc`): each path and when, in order. */
  function recordPrefetches(page: Page) {
    const requests: { path: string; at: number }[] = [];
    page.on("request", (request) => {
      const url = new URL(request.url());
      if (url.searchParams.has("_rsc")) requests.push({ path: url.pathname, at: Date.now() });
    });
    return {
      paths: () => requests.map((request) => request.path),
      keyRoutes: () => prefetchRoutes.filter((route) => requests.some((request) => request.path === route)),
      before: (time: number) =>
        requests.filter((request) => request.at < time).map((request) => request.path),
    };
  }

  test("nothing is prefetched while the page starts; the key routes at the first interaction", async ({
    page,
  }) => {
    const prefetched = recordPrefetches(page);
    const started = Date.now();
    // By network idle an on-sight prefetch would have gone out; only requests before the 5 s pause count.
    await page.goto("/", { waitUntil: "networkidle" });
    expect(prefetched.before(started + prefetchFallbackMs)).toEqual([]);
    await page.mouse.move(5, 400);
    await expect.poll(() => prefetched.keyRoutes()).toEqual([...prefetchRoutes]);
  });

  test("without any interaction, the key routes are prefetched after the pause", async ({ page }) => {
    const prefetched = recordPrefetches(page);
    const started = Date.now();
    await page.goto("/how-it-works");
    await expect
      .poll(() => prefetched.keyRoutes(), { timeout: prefetchFallbackMs + 10_000 })
      .toEqual([...prefetchRoutes]);
    expect(prefetched.before(started + prefetchFallbackMs)).toEqual([]);
  });

  test("a key route is not prefetched on its own page", async ({ page }) => {
    const prefetched = recordPrefetches(page);
    await page.goto("/results", { waitUntil: "networkidle" });
    await page.mouse.move(5, 400);
    await expect
      .poll(() => prefetched.keyRoutes())
      .toEqual(prefetchRoutes.filter((route) => route !== "/results"));
    expect(prefetched.paths()).not.toContain("/results");
  });

  test("a link is prefetched when the pointer rests on it or it gets focus", async ({ page }) => {
    const prefetched = recordPrefetches(page);
    await page.goto("/", { waitUntil: "networkidle" });
    // Prefetching starts at the first interaction: a move of the mouse, shown by the key routes' requests.
    await page.mouse.move(5, 400);
    await expect.poll(() => prefetched.paths()).toContain(prefetchRoutes[0]);
    const footer = page.getByRole("contentinfo");
    const privacy = footer.getByRole("link", { name: "Privacy Policy" });
    await privacy.scrollIntoViewIfNeeded();
    expect(prefetched.paths()).not.toContain("/privacy-policy");
    await privacy.hover();
    await expect.poll(() => prefetched.paths()).toContain("/privacy-policy");
    expect(prefetched.paths()).not.toContain("/terms-of-service");
    await footer.getByRole("link", { name: "Terms of Service" }).focus();
    await expect.poll(() => prefetched.paths()).toContain("/terms-of-service");
    // And the link still navigates on the client: a value set on this window survives the navigation.
    await page.evaluate(() => Object.assign(window, { beforeNavigation: true }));
    await privacy.click();
    await expect(page).toHaveURL(/\/privacy-policy$/);
    await expect(page.getByRole("heading", { level: 1, name: "Privacy Policy" })).toBeVisible();
    expect(await page.evaluate(() => "beforeNavigation" in window)).toBe(true);
  });
});
