/** Content pages; the spec's exact strings are written out as the contract, other copy read from content/. */
import type { Locator, Page } from "@playwright/test";

import { caseStudies, resultsPage } from "../../content/case-studies";
import { contactPage } from "../../content/contact";
import { legalLabels } from "../../content/legal";
import { portfolioItems, portfolioPage } from "../../content/portfolio";
import { mailtoHref, siteConfig } from "../../content/site";
import { thankYouPage } from "../../content/thank-you";
import { expect, test } from "./support/test";

/** /results: only the water well, ranch, interiors and cinema businesses link to the portfolio. */
const resultsAnchors = [
  "aaa-water-well-portfolio",
  "double-a-ranch-portfolio",
  "estrada-interiors-portfolio",
  "metanoia-cinema-portfolio",
] as const;

/** /portfolio. */
const portfolioAnchors = [...resultsAnchors, "megahtx-portfolio"] as const;

/** The legal pages' dates. */
const legalPages = [
  { path: "/privacy-policy", title: "Privacy Policy", date: "February 28, 2025" },
  { path: "/terms-of-service", title: "Terms of Service", date: "February 28, 2025" },
  { path: "/disclaimer", title: "Disclaimer", date: "January 23, 2024" },
] as const;

function main(page: Page): Locator {
  return page.getByRole("main");
}

/** The structured-data objects of the page, parsed. */
async function jsonLd(page: Page): Promise<{ "@type"?: string; [key: string]: unknown }[]> {
  const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
  return blocks.flatMap((text) => {
    const data: unknown = JSON.parse(text);
    return (Array.isArray(data) ? data : [data]) as { "@type"?: string }[];
  });
}

test.describe("/results", () => {
  test("shows the stats, nine case studies and exactly four 'View Portfolio Work' links", async ({
    page,
  }) => {
    await page.goto("/results");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(resultsPage.hero.title);
    const stats = main(page).getByRole("region", { name: resultsPage.statsTitle });
    await expect(stats.getByRole("listitem")).toHaveCount(3);

    const cases = main(page).getByRole("region", { name: resultsPage.casesTitle });
    await expect(cases.getByRole("article")).toHaveCount(9);
    for (const study of caseStudies) {
      const card = cases.getByRole("article", { name: study.business });
      await expect(card.getByRole("heading", { level: 3, name: study.business })).toBeVisible();
      await expect(card.getByRole("img", { name: `${study.business} logo` })).toBeVisible();
      // Each result is a stat tile: the figure and what it counts.
      for (const figure of Object.values(study.results)) {
        await expect(card.getByRole("definition").filter({ hasText: figure.value })).toBeVisible();
        await expect(card.getByRole("term").filter({ hasText: figure.detail })).toBeVisible();
      }
    }

    const portfolioLinks = main(page).getByRole("link", { name: /^View Portfolio Work/ });
    await expect(portfolioLinks).toHaveCount(4);
    const hrefs = await portfolioLinks.evaluateAll((links) => links.map((link) => link.getAttribute("href")));
    expect(hrefs.toSorted()).toEqual(resultsAnchors.map((anchor) => `/portfolio#${anchor}`).toSorted());

    await expect(main(page).getByRole("link", { name: resultsPage.cta.button })).toHaveAttribute(
      "href",
      "/contact#lead-form",
    );
  });

  for (const anchor of resultsAnchors) {
    test(`'View Portfolio Work' lands on #${anchor} in view, clear of the sticky header`, async ({
      page,
    }) => {
      await page.goto("/results");
      await main(page)
        .getByRole("link", { name: /^View Portfolio Work/ })
        .and(page.locator(`[href="/portfolio#${anchor}"]`))
        .click();

      await expect(page).toHaveURL(new RegExp(`/portfolio#${anchor}$`));
      const block = page.locator(`#${anchor}`);
      await expect(block).toBeInViewport();
      await expect(block.getByRole("heading", { level: 2 })).toBeInViewport();

      const header = page.getByRole("banner");
      await expect
        .poll(async () => {
          const [headerBox, blockBox] = await Promise.all([header.boundingBox(), block.boundingBox()]);
          return headerBox && blockBox ? blockBox.y - (headerBox.y + headerBox.height) : -1;
        })
        .toBeGreaterThanOrEqual(0);
    });
  }
});

test.describe("/portfolio", () => {
  test("has the five anchored blocks, new-tab live-site links and 'Coming soon' placeholders", async ({
    page,
  }) => {
    await page.goto("/portfolio");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(portfolioPage.hero.title);

    for (const anchor of portfolioAnchors) {
      const block = page.locator(`#${anchor}`);
      await expect(block).toBeVisible();
      await expect(block.getByRole("heading", { level: 2 })).toBeVisible();
      // The home page as a desktop and a phone screenshot.
      const item = portfolioItems.find((entry) => entry.id === anchor)!;
      await expect(block.getByRole("img", { name: item.screenshots.desktop.alt })).toBeVisible();
      await expect(block.getByRole("img", { name: item.screenshots.phone.alt })).toBeVisible();
    }

    const liveLinks = main(page).getByRole("link", { name: new RegExp(portfolioPage.liveSiteLabel) });
    await expect(liveLinks).toHaveCount(portfolioItems.filter((item) => item.liveUrl).length);
    for (const link of await liveLinks.all()) {
      await expect(link).toHaveAttribute("target", "_blank");
      await expect(link).toHaveAttribute("rel", /\bnoopener\b/);
      await expect(link).toHaveAccessibleName(/opens in a new tab/);
    }

    await expect(main(page).getByText("Coming soon", { exact: true }).first()).toBeVisible();
  });

  test("a direct visit to an anchor shows that block", async ({ page }) => {
    await page.goto("/portfolio#megahtx-portfolio");
    await expect(page.locator("#megahtx-portfolio")).toBeInViewport();
  });

  test("the closing button takes the visitor to the form section", async ({ page }) => {
    // Instant scrolling: with html { scroll-behavior: smooth } the click can land while the page still moves.
    await page.emulateMedia({ reducedMotion: "reduce" });
    await page.goto("/portfolio");
    const button = main(page).getByRole("link", { name: portfolioPage.cta.button });
    await expect(button).toHaveAttribute("href", "/#form-section");
    await button.click();
    await expect(page).toHaveURL(/\/#form-section$/);
    await expect(page.locator("#form-section")).toBeInViewport();
  });
});

test.describe("/contact", () => {
  test("shows the four cards, 24/7 hours, the quick form, the FAQs and the lead form", async ({ page }) => {
    await page.goto("/contact");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(contactPage.hero.title);

    const cards = main(page).getByRole("region", { name: contactPage.cardsTitle });
    await expect(cards.getByRole("listitem")).toHaveCount(4);
    for (const card of contactPage.cards) {
      await expect(cards.getByRole("heading", { level: 3, name: card.title })).toBeVisible();
    }
    await expect(cards.getByRole("link", { name: contactPage.cards[0].actionLabel })).toHaveAttribute(
      "href",
      siteConfig.phone.href,
    );
    await expect(cards.getByRole("link", { name: contactPage.cards[1].actionLabel })).toHaveAttribute(
      "href",
      mailtoHref,
    );
    await expect(cards.getByText(siteConfig.phone.display)).toBeVisible();
    await expect(cards.getByText(siteConfig.email)).toBeVisible();

    const hours = main(page).getByRole("region", { name: contactPage.hours.title });
    await expect(hours.getByText("24/7", { exact: false }).first()).toBeVisible();
    await expect(hours).toContainText("CST");

    const quickForm = main(page).getByRole("region", { name: contactPage.quickForm.title });
    await expect(quickForm.getByRole("textbox").first()).toBeVisible();

    const faq = main(page).getByRole("region", { name: contactPage.faqTitle });
    await expect(faq.getByRole("button")).toHaveCount(4);
    for (const item of contactPage.faqs) {
      await expect(faq.getByRole("button", { name: item.question })).toBeVisible();
    }

    await expect(page.locator("#lead-form")).toBeVisible();
    await expect(main(page).getByRole("heading", { name: contactPage.callExpectations.title })).toBeVisible();
    for (const item of contactPage.callExpectations.items) {
      await expect(main(page).getByText(item)).toBeVisible();
    }
  });

  test("the FAQ opens one answer at a time and collapses, and is described as FAQPage", async ({ page }) => {
    await page.goto("/contact");
    const faq = main(page).getByRole("region", { name: contactPage.faqTitle });
    const [first, second] = contactPage.faqs;
    const firstTrigger = faq.getByRole("button", { name: first.question });
    const secondTrigger = faq.getByRole("button", { name: second.question });

    // Retried until the accordion has hydrated: a click before that does nothing.
    await expect(async () => {
      await firstTrigger.click();
      await expect(firstTrigger).toHaveAttribute("aria-expanded", "true", { timeout: 1_000 });
    }).toPass();
    await expect(faq.getByText(first.answer)).toBeVisible();
    await secondTrigger.click();
    await expect(faq.getByText(second.answer)).toBeVisible();
    await expect(firstTrigger).toHaveAttribute("aria-expanded", "false");
    await expect(faq.getByText(first.answer)).toBeHidden();
    await secondTrigger.click();
    await expect(secondTrigger).toHaveAttribute("aria-expanded", "false");
    await expect(faq.getByText(second.answer)).toBeHidden();

    const faqPage = (await jsonLd(page)).find((item) => item["@type"] === "FAQPage");
    expect(faqPage?.mainEntity).toHaveLength(4);
  });

  test("the free strategy call card scrolls to the lead form", async ({ page }) => {
    await page.goto("/contact");
    const cards = main(page).getByRole("region", { name: contactPage.cardsTitle });
    await cards.getByRole("link", { name: contactPage.cards[3].actionLabel }).click();
    await expect(page.locator("#lead-form")).toBeInViewport();
  });

  test("the office card's button leads to the quick message form, where a visit is asked for", async ({
    page,
  }) => {
    await page.goto("/contact");
    const cards = main(page).getByRole("region", { name: contactPage.cardsTitle });
    await cards.getByRole("link", { name: contactPage.cards[2].actionLabel }).click();
    await expect(main(page).getByRole("region", { name: contactPage.quickForm.title })).toBeInViewport();
    await expect(page).toHaveURL(/\/contact#quick-message$/);
  });
});

test.describe("legal pages", () => {
  for (const legal of legalPages) {
    test(`${legal.path} shows its title, date, contact details and breadcrumb`, async ({ page }) => {
      await page.goto(legal.path);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(legal.title);
      await expect(main(page).getByText(`Last updated: ${legal.date}`)).toBeVisible();

      const contact = main(page).getByRole("region", { name: legalLabels.contactTitle });
      await expect(contact.getByRole("link", { name: siteConfig.phone.display })).toHaveAttribute(
        "href",
        siteConfig.phone.href,
      );
      await expect(contact.getByRole("link", { name: siteConfig.email })).toHaveAttribute("href", mailtoHref);

      const breadcrumb = (await jsonLd(page)).find((item) => item["@type"] === "BreadcrumbList");
      expect(breadcrumb?.itemListElement).toHaveLength(2);
    });
  }
});

test.describe("/thank-you", () => {
  test("confirms the request and offers call, results and home", async ({ page }) => {
    await page.goto("/thank-you");
    await expect(page.getByRole("heading", { level: 1, name: "Request Received!" })).toBeVisible();

    await expect(main(page).getByRole("link", { name: thankYouPage.buttons.call })).toHaveAttribute(
      "href",
      siteConfig.phone.href,
    );
    await expect(main(page).getByRole("link", { name: thankYouPage.buttons.results })).toHaveAttribute(
      "href",
      "/results",
    );
    await expect(main(page).getByRole("link", { name: thankYouPage.buttons.home })).toHaveAttribute(
      "href",
      "/",
    );

    const claims = main(page).getByRole("region", { name: thankYouPage.claimsTitle });
    for (const claim of ["30+", "1,000+", "$200k+"]) {
      await expect(claims.getByText(claim, { exact: true })).toBeVisible();
    }
  });
});
