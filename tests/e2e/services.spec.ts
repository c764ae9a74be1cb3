import type { Page } from "@playwright/test";

import { formatPrice } from "../../content/offers";
import { serviceDetails, services, serviceSlugs } from "../../content/services";
import { servicesPage } from "../../content/services-page";
import { expect, test } from "./support/test";

const CATALOGUE_TITLE = "Our Services";

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}

/** The special-offer or pricing card's section, named by the card's title. */
function offerRegion(page: Page, detail: (typeof serviceDetails)[keyof typeof serviceDetails]) {
  return page.getByRole("region", { name: detail.offer.title, exact: true });
}

function catalogue(page: Page) {
  return page.getByRole("region", { name: CATALOGUE_TITLE, exact: true });
}

async function jsonLdTypes(page: Page): Promise<Record<string, unknown>[]> {
  const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
  return blocks.flatMap((block) => {
    const parsed: unknown = JSON.parse(block);
    return (Array.isArray(parsed) ? parsed : [parsed]) as Record<string, unknown>[];
  });
}

test.describe("/services", () => {
  test("shows nine service cards, each with its first four features and '+2 more'", async ({ page }) => {
    await page.goto("/services");
    await expect(page.getByRole("heading", { level: 1 })).toHaveCount(1);

    const cards = catalogue(page).getByRole("article");
    await expect(cards).toHaveCount(9);

    for (const service of services) {
      const card = catalogue(page).getByRole("article", { name: service.title, exact: true });
      await expect(card.getByRole("listitem")).toHaveText(service.features.slice(0, 4));
      await expect(card.getByText("+2 more", { exact: true })).toBeVisible();
      await expect(card.getByText(formatPrice(service.price), { exact: true })).toBeVisible();
      await expect(card.getByRole("link", { name: new RegExp(escapeRegExp(service.title)) })).toHaveAttribute(
        "href",
        `/services/${service.slug}`,
      );
    }
  });

  test("hero and call to action link to /contact, /portfolio and /how-it-works, and the page embeds the lead form", async ({
    page,
  }) => {
    await page.goto("/services");
    const main = page.getByRole("main");
    await expect(main.locator('a[href="/contact"]').first()).toBeVisible();
    await expect(main.locator('a[href="/portfolio"]')).toBeVisible();
    await expect(main.locator('a[href="/how-it-works"]')).toBeVisible();
    const benefits = main.getByRole("region", { name: servicesPage.benefitsTitle });
    await expect(benefits.getByRole("listitem")).toHaveCount(4);
    for (const step of ["Audit & Strategy", "Implementation", "Optimize & Scale"]) {
      await expect(main.getByRole("heading", { level: 3, name: step, exact: true })).toBeVisible();
    }
    await expect(page.locator("#lead-form")).toHaveCount(1);
  });

  for (const slug of ["google-ads", "review-management"] as const) {
    test(`the ${slug} card link reaches its detail page`, async ({ page }) => {
      const service = services.find((entry) => entry.slug === slug);
      if (!service) throw new Error(`no catalogue entry for ${slug}`);
      await page.goto("/services");
      await catalogue(page)
        .getByRole("article", { name: service.title, exact: true })
        .getByRole("link", { name: new RegExp(escapeRegExp(service.title)) })
        .click();
      await expect(page).toHaveURL(new RegExp(`/services/${slug}$`));
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(serviceDetails[slug].hero.headline);
    });
  }

  test("lists the nine services and the breadcrumb as JSON-LD", async ({ page }) => {
    await page.goto("/services");
    const blocks = await jsonLdTypes(page);
    const list = blocks.find((block) => block["@type"] === "ItemList");
    expect(list?.itemListElement).toHaveLength(9);
    expect(blocks.some((block) => block["@type"] === "BreadcrumbList")).toBe(true);
  });
});

test.describe("service detail pages", () => {
  for (const slug of serviceSlugs) {
    test(`/services/${slug} renders its hero, lead form and closing call to action`, async ({ page }) => {
      const detail = serviceDetails[slug];
      const response = await page.goto(`/services/${slug}`);
      expect(response?.status()).toBe(200);

      await expect(page.getByRole("heading", { level: 1 })).toHaveCount(1);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(detail.hero.headline);
      // In the hero, and after the offer or pricing card, where the spec's layout puts it.
      await expect(page.getByRole("link", { name: "Get Started Today", exact: true })).toHaveCount(2);
      await expect(
        offerRegion(page, detail).getByRole("link", { name: "Get Started Today", exact: true }),
      ).toBeVisible();
      const closingButton = slug === "seo" ? "Book My Free SEO Audit" : "Book My Free Strategy Call";
      await expect(page.getByRole("link", { name: closingButton, exact: true })).toBeVisible();
      await expect(page.locator("#lead-form")).toHaveCount(1);

      if (detail.leadSection.layout === "section") {
        await expect(page.getByRole("heading", { level: 2, name: /^Ready to / })).toBeVisible();
      }
      await expect(page.getByRole("region", { name: "Related Services" }).getByRole("article")).toHaveCount(
        3,
      );
    });
  }

  for (const slug of ["google-ads", "website-design"] as const) {
    test(`'Get Started Today' scrolls the lead form into view on /services/${slug}`, async ({ page }) => {
      await page.goto(`/services/${slug}`);
      const form = page.locator("#lead-form");
      await expect(form).not.toBeInViewport();
      await offerRegion(page, serviceDetails[slug])
        .getByRole("link", { name: "Get Started Today", exact: true })
        .click();
      await expect(form).toBeInViewport();
    });
  }

  test("the FAQ accordion opens one answer at a time and collapses", async ({ page }) => {
    await page.goto("/services/google-ads");
    const [first, second] = serviceDetails["google-ads"].faqs;
    if (!first || !second) throw new Error("google-ads needs two FAQs");
    const firstTrigger = page.getByRole("button", { name: first.question });
    const secondTrigger = page.getByRole("button", { name: second.question });
    // Retried until the accordion has hydrated: a click before that does nothing.
    await expect(async () => {
      await firstTrigger.click();
      await expect(firstTrigger).toHaveAttribute("aria-expanded", "true", { timeout: 1_000 });
    }).toPass();
    await secondTrigger.click();
    await expect(secondTrigger).toHaveAttribute("aria-expanded", "true");
    await expect(firstTrigger).toHaveAttribute("aria-expanded", "false");
    await secondTrigger.click();
    await expect(secondTrigger).toHaveAttribute("aria-expanded", "false");
  });

  test("facebook-ads states one price: the catalogue's, on its page and on /services", async ({ page }) => {
    await page.goto("/services/facebook-ads");
    await expect(page.locator('meta[name="description"]')).toHaveAttribute("content", /from \$1,200\/month/);

    await page.goto("/services");
    const card = catalogue(page).getByRole("article", { name: "Facebook Ads Management", exact: true });
    await expect(card.getByText("From $1,200/month", { exact: true })).toBeVisible();
  });

  test("publishes Service (with a USD offer), FAQPage and BreadcrumbList JSON-LD", async ({ page }) => {
    await page.goto("/services/google-ads");
    const blocks = await jsonLdTypes(page);
    const service = blocks.find((block) => block["@type"] === "Service");
    expect(service?.offers).toMatchObject({ "@type": "Offer", price: 1500, priceCurrency: "USD" });
    expect(blocks.find((block) => block["@type"] === "FAQPage")?.mainEntity).toHaveLength(
      serviceDetails["google-ads"].faqs.length,
    );
    const breadcrumb = blocks.find((block) => block["@type"] === "BreadcrumbList");
    expect(breadcrumb?.itemListElement).toHaveLength(3);
  });

  test("seo: the plan's price under 'Free SEO Audit' is named as the plans' price, and published as a minimum", async ({
    page,
  }) => {
    await page.goto("/services/seo");
    const offer = page.getByRole("heading", { level: 2, name: "Free SEO Audit" }).locator("..");
    await expect(offer.getByText("SEO plans from $1,200/month", { exact: true })).toBeVisible();
    const service = (await jsonLdTypes(page)).find((block) => block["@type"] === "Service");
    expect(service?.offers).toMatchObject({
      price: 1200,
      priceCurrency: "USD",
      priceSpecification: { minPrice: 1200, unitCode: "MON" },
    });
  });
});
