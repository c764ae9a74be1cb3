/** The funnel pages; the spec's exact strings are written out as the contract, other copy read from content/. */
import type { Page } from "@playwright/test";

import { pickerDates, type ServerSlot } from "../../components/schedule/picker-slots";
import { freeWebsitePage, freeWebsiteThankYouPage } from "../../content/free-website";
import { marketingGuide, roofingGuide } from "../../content/guides";
import { finalThankYouPage, roofingPage, schedulePage } from "../../content/roofing";
import { mailtoHref, siteConfig } from "../../content/site";
import { freeWebsiteTestimonials, roofingTestimonials } from "../../content/testimonials";
import { expect, test } from "./support/test";

/** Hosts other than the site's own that the page requested or referenced in a script tag. */
function trackOutsideRequests(page: Page): string[] {
  const outside: string[] = [];
  page.on("request", (request) => {
    const url = new URL(request.url());
    if (!["localhost", "127.0.0.1"].includes(url.hostname) && url.protocol.startsWith("http")) {
      outside.push(request.url());
    }
  });
  return outside;
}

test.describe("/roofing-google-ads", () => {
  test("shows every section the spec lists", async ({ page }) => {
    await page.goto("/roofing-google-ads");
    const main = page.getByRole("main");

    await expect(page.getByRole("heading", { level: 1 })).toHaveCount(1);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(roofingPage.hero.title);
    await expect(main.getByText(roofingPage.scarcityBanner, { exact: true })).toBeVisible();
    await expect(
      main.getByRole("heading", { name: "Get $500 Free Ad Credit + Free Landing Pages" }),
    ).toBeVisible();
    await expect(page.locator("#roofing-form")).toHaveCount(1);

    const benefits = main.getByRole("region", { name: roofingPage.benefitsSection.title });
    await expect(benefits.getByRole("listitem")).toHaveCount(7);
    for (const benefit of roofingPage.benefits) {
      await expect(benefits.getByRole("heading", { level: 3, name: benefit.title })).toBeVisible();
    }

    const process = main.getByRole("region", { name: roofingPage.processSection.title });
    await expect(process.getByRole("listitem")).toHaveCount(3);

    const testimonials = main.getByRole("region", { name: roofingPage.testimonialsTitle });
    await expect(testimonials.getByRole("figure")).toHaveCount(4);
    for (const testimonial of roofingTestimonials) {
      await expect(testimonials.getByText(testimonial.name, { exact: true })).toBeVisible();
    }

    const guide = main.getByRole("region", { name: roofingPage.guide.title });
    await expect(guide.getByRole("button", { name: "Download Free Guide" })).toBeVisible();

    await expect(main.getByRole("link", { name: "Get Roofing Leads Now" }).first()).toBeVisible();
    await expect(main.getByRole("region", { name: roofingPage.finalCta.title })).toBeVisible();
  });

  test("'Get Roofing Leads Now' brings the roofing form into view", async ({ page }) => {
    await page.goto("/roofing-google-ads");
    // Hydrated first: the route-change scroll-to-top must not undo the scroll below.
    await page.waitForLoadState("networkidle");
    const form = page.locator("#roofing-form");
    const finalCta = page.getByRole("region", { name: roofingPage.finalCta.title });
    await finalCta.scrollIntoViewIfNeeded();
    await expect(form).not.toBeInViewport();

    await finalCta.getByRole("link", { name: "Get Roofing Leads Now" }).click();
    await expect(form).toBeInViewport();
    await expect(page).toHaveURL(/\/roofing-google-ads/);
  });

  test("has a sticky 'Get Roofing Leads Now' bar on small screens only", async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto("/roofing-google-ads");
    // Hidden links are left out of role queries by default: include them so the bar is found on desktop too.
    const stickyBar = page.getByRole("link", { name: "Get Roofing Leads Now", includeHidden: true }).last();
    await expect(stickyBar).toBeInViewport();
    // It steps aside while the form is on screen, and comes back once the visitor scrolls past it.
    await page.locator("#roofing-form").scrollIntoViewIfNeeded();
    await expect(stickyBar).not.toBeInViewport();
    await page.getByRole("heading", { name: roofingPage.testimonialsTitle }).scrollIntoViewIfNeeded();
    await expect(stickyBar).toBeInViewport();

    await page.setViewportSize({ width: 1280, height: 800 });
    await expect(stickyBar).toBeHidden();
  });

  test("leaves out the booking iframe, the form-embed script and the chatbot", async ({ page }) => {
    const outside = trackOutsideRequests(page);
    await page.goto("/roofing-google-ads");
    await page.waitForLoadState("networkidle");

    await expect(page.locator("iframe")).toHaveCount(0);
    const origin = new URL(page.url()).origin;
    const scriptSources = await page
      .locator("script[src]")
      .evaluateAll((scripts) => scripts.map((script) => (script as HTMLScriptElement).src));
    expect(scriptSources.filter((src) => new URL(src).origin !== origin)).toEqual([]);
    expect(outside).toEqual([]);

    const booking = page.getByRole("region", { name: roofingPage.booking.title });
    await expect(booking.getByRole("link", { name: siteConfig.phone.display })).toHaveAttribute(
      "href",
      siteConfig.phone.href,
    );
    await expect(booking.getByRole("link", { name: "Get Roofing Leads Now" })).toBeVisible();

    await expect(page.getByRole("button", { name: "Open chat" })).toHaveCount(0);
  });
});

/** The dates the server offers now (a closed day such as Thanksgiving makes fewer than ten), in Chicago. */
async function offeredDateCount(page: Page): Promise<number> {
  const body = (await (await page.request.get("/api/booking/slots")).json()) as { slots: ServerSlot[] };
  return pickerDates(body.slots, "America/Chicago").length;
}

test.describe("/roofing-google-ads/schedule", () => {
  test("the dates come with the page: shown before its scripts run, never 'Checking availability...'", async ({
    page,
  }) => {
    // The page's scripts are held: the server's dates are there without them.
    let release: () => void = () => undefined;
    const released = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route("**/_next/static/**/*.js", async (route) => {
      await released;
      await route.fallback();
    });
    await page.goto("/roofing-google-ads/schedule", { waitUntil: "domcontentloaded" });
    const group = page.getByRole("group", { name: schedulePage.dateLabel });
    await expect(group.getByRole("button")).toHaveCount(await offeredDateCount(page));
    await expect(group.getByText("Checking availability...", { exact: true })).toHaveCount(0);
    release();
  });

  test("shows what the call covers: keyword audit, ad spend strategy, a plan for 10+ leads in 30 days", async ({
    page,
  }) => {
    await page.goto("/roofing-google-ads/schedule");
    const items = page
      .getByRole("heading", { level: 2, name: schedulePage.covers.title })
      .locator("xpath=following-sibling::ul[1]")
      .getByRole("listitem");
    await expect(items).toHaveCount(3);
    await expect(items.nth(0)).toContainText(/keyword audit/i);
    await expect(items.nth(1)).toContainText(/ad spend strategy/i);
    await expect(items.nth(2)).toContainText("10+ leads in 30 days");
  });

  test("'Back to Form' leads to the roofing page and lines up with the card's heading", async ({ page }) => {
    await page.goto("/roofing-google-ads/schedule");
    const back = page.getByRole("link", { name: schedulePage.backLabel });
    await expect(back).toHaveAttribute("href", "/roofing-google-ads");
    const heading = await page.getByRole("heading", { level: 1 }).boundingBox();
    const icon = await back.locator("svg").boundingBox();
    expect(Math.abs(icon!.x - heading!.x)).toBeLessThanOrEqual(1);
  });

  test("the date grid has its room before the dates arrive, so nothing moves (CLS 0)", async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.addInitScript(() => {
      const shifts: number[] = [];
      (window as unknown as { __shifts: number[] }).__shifts = shifts;
      new PerformanceObserver((list) => {
        // Shifts inside <main> only: a frame painted mid-header can move the header, which is not this test's subject.
        for (const entry of list.getEntries() as (PerformanceEntry & {
          value: number;
          sources: { node: Node | null }[];
        })[])
          if (entry.sources.some((source) => source.node?.parentElement?.closest("main")))
            shifts.push(entry.value);
      }).observe({ type: "layout-shift", buffered: true });
    });
    await page.goto("/roofing-google-ads/schedule");
    await expect(page.getByRole("group", { name: schedulePage.dateLabel }).getByRole("button")).toHaveCount(
      await offeredDateCount(page),
    );
    // Two frames and a task: any shift of the dates' arrival has been reported by then.
    await page.evaluate(
      () =>
        new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(done, 0)))),
    );
    expect(await page.evaluate(() => (window as unknown as { __shifts: number[] }).__shifts)).toEqual([]);
  });
});

test.describe("/roofing-google-ads/final-thank-you", () => {
  test("without a booking: what to do instead (pick a time, phone or email) and the guide without email", async ({
    page,
  }) => {
    await page.goto("/roofing-google-ads/final-thank-you");
    const main = page.getByRole("main");

    await expect(page.getByRole("heading", { level: 1 })).toHaveText(finalThankYouPage.unbooked.title);
    await expect(main.getByRole("link", { name: finalThankYouPage.unbooked.pickLabel })).toHaveAttribute(
      "href",
      "/roofing-google-ads",
    );

    await expect(main.getByRole("link", { name: siteConfig.phone.display })).toHaveAttribute("href", /^tel:/);
    await expect(main.getByRole("link", { name: siteConfig.email })).toHaveAttribute("href", mailtoHref);

    const pdf = main.getByRole("link", { name: finalThankYouPage.guide.buttonLabel });
    await expect(pdf).toHaveAttribute("href", `/${roofingGuide.fileName}`);
    await expect(pdf).toHaveAttribute("download", "");

    const response = await page.request.get(`/${roofingGuide.fileName}`);
    expect(response.ok()).toBe(true);
    expect(response.headers()["content-type"]).toContain("application/pdf");
  });
});

test.describe("/free-website", () => {
  test("shows the urgency banner, sticky header, benefits, form, process, testimonials and proof", async ({
    page,
  }) => {
    await page.goto("/free-website");

    // The urgency banner sits above the sticky header (on phones it scrolls away).
    await expect(
      page.getByText("Only 10 Free Website Builds Left This Month", { exact: true }),
    ).toBeVisible();
    const header = page.getByRole("banner");
    const getStarted = header.getByRole("link", { name: "Get Started" });
    await expect(getStarted).toBeVisible();
    await expect(getStarted).toHaveAttribute("href", "#free-website-form");
    await expect(header.getByRole("link", { name: siteConfig.phone.display })).toHaveAttribute(
      "href",
      siteConfig.phone.href,
    );

    const main = page.getByRole("main");
    await expect(page.getByRole("heading", { level: 1 })).toHaveCount(1);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(freeWebsitePage.hero.title);
    const hero = main.getByRole("region", { name: freeWebsitePage.hero.title });
    for (const benefit of freeWebsitePage.hero.benefits) {
      await expect(hero.getByText(benefit.title, { exact: true })).toBeVisible();
    }
    await expect(hero.getByRole("list").first().getByRole("listitem")).toHaveCount(5);
    await expect(page.locator("#free-website-form")).toHaveCount(1);
    await expect(main.getByRole("heading", { name: freeWebsitePage.form.title })).toBeVisible();

    const process = main.getByRole("region", { name: freeWebsitePage.processSection.title });
    await expect(process.getByRole("listitem")).toHaveCount(4);

    const testimonials = main.getByRole("region", { name: freeWebsitePage.testimonialsTitle });
    await expect(testimonials.getByRole("figure")).toHaveCount(freeWebsiteTestimonials.length);

    const proof = main.getByRole("region", { name: freeWebsitePage.proofSection.title });
    await expect(proof.getByText("30+", { exact: true })).toBeVisible();
    await expect(proof.getByText("Websites Built")).toBeVisible();
    await expect(proof.getByText("5-Star", { exact: true })).toBeVisible();
    await expect(proof.getByText("48-72 hours", { exact: true })).toBeVisible();

    const finalCta = main.getByRole("region", { name: freeWebsitePage.finalCta.title });
    await expect(finalCta.getByRole("link", { name: freeWebsitePage.finalCta.buttonLabel })).toHaveAttribute(
      "href",
      "#free-website-form",
    );
  });

  test("'Get Started' brings the form into view", async ({ page }) => {
    await page.goto("/free-website");
    await page.waitForLoadState("networkidle");
    await page.getByRole("region", { name: freeWebsitePage.proofSection.title }).scrollIntoViewIfNeeded();
    await expect(page.locator("#free-website-form")).not.toBeInViewport();
    await page.getByRole("banner").getByRole("link", { name: "Get Started" }).click();
    await expect(page.locator("#free-website-form")).toBeInViewport();
  });
});

test.describe("/free-website/thank-you", () => {
  test("shows the badges, five next steps and a call link", async ({ page }) => {
    await page.goto("/free-website/thank-you");
    const main = page.getByRole("main");

    await expect(page.getByRole("heading", { level: 1 })).toHaveText(freeWebsiteThankYouPage.title);
    for (const badge of freeWebsiteThankYouPage.badges) {
      await expect(main.getByText(badge, { exact: true })).toBeVisible();
    }
    const steps = main.getByRole("region", { name: freeWebsiteThankYouPage.nextStepsTitle });
    await expect(steps.getByRole("listitem")).toHaveCount(5);
    await expect(
      main.getByRole("link", { name: freeWebsiteThankYouPage.callPrompt.buttonLabel }),
    ).toHaveAttribute("href", siteConfig.phone.href);
  });

  test("downloading the guide starts the PDF and shows 'Download Started!'", async ({ page }) => {
    await page.goto("/free-website/thank-you");
    await page.waitForLoadState("networkidle");
    const link = page
      .getByRole("main")
      .getByRole("link", { name: freeWebsiteThankYouPage.guide.buttonLabel });
    await expect(link).toHaveAttribute("href", /\.pdf$/);
    await expect(link).toHaveAttribute("href", `/${marketingGuide.fileName}`);

    const download = page.waitForEvent("download");
    await link.click();
    expect((await download).suggestedFilename()).toBe(marketingGuide.fileName);
    await expect(page.getByText("Download Started!")).toBeVisible();
  });
});
