import type { Page } from "@playwright/test";

import { expect, test } from "./support/test";

const SEARCH_LABEL = "Search articles";
const CHIPS_LABEL = "Filter articles by category";
const EMPTY_TEXT = "No articles found matching your criteria.";

/** The articles whose category, read time and date are fixed. */
const FIXED_POSTS = [
  {
    slug: "website-conversion-optimization",
    category: "Website Design",
    read: "10 min",
    date: "January 5, 2024",
  },
  {
    slug: "local-seo-guide-service-businesses",
    category: "Local SEO",
    read: "15 min",
    date: "February 28, 2025",
  },
  {
    slug: "facebook-ads-vs-google-ads",
    category: "Paid Advertising",
    read: "10 min",
    date: "March 18, 2025",
  },
  {
    slug: "email-marketing-service-businesses",
    category: "Email Marketing",
    read: "8 min",
    date: "April 22, 2025",
  },
  {
    slug: "social-media-marketing-contractors",
    category: "Social Media",
    read: "11 min",
    date: "May 14, 2025",
  },
] as const;

/** The article cards of the list (the only <article> elements on /blog). */
function cards(page: Page) {
  return page.getByRole("main").getByRole("article");
}

function searchBox(page: Page) {
  return page.getByRole("searchbox", { name: SEARCH_LABEL });
}

function chip(page: Page, name: string) {
  return page.getByRole("navigation", { name: CHIPS_LABEL }).getByRole("link", { name, exact: true });
}

/** Types into the live search until the URL follows: keys sent before hydration miss the debounced handler. */
async function typeSearch(page: Page, text: string, expectedUrl: RegExp) {
  await expect(async () => {
    await searchBox(page).fill("");
    await searchBox(page).fill(text);
    await expect(page).toHaveURL(expectedUrl, { timeout: 5_000 });
  }).toPass({ intervals: [250], timeout: 20_000 });
}

test.describe("blog list", () => {
  test("shows the seven articles with their card details", async ({ page }) => {
    await page.goto("/blog");
    await expect(page.getByRole("heading", { level: 1 })).toHaveCount(1);
    await expect(cards(page)).toHaveCount(7);

    const card = cards(page).filter({
      has: page.getByRole("heading", {
        name: "Website Conversion Optimization: Turn Visitors Into Booked Jobs",
      }),
    });
    await expect(card.getByText("Website Design", { exact: true })).toBeVisible();
    await expect(card.getByText("10 min read", { exact: true })).toBeVisible();
    await expect(card.getByText("By Marcus Reyes", { exact: true })).toBeVisible();
    await expect(card.getByText("January 5, 2024", { exact: true })).toBeVisible();
    await expect(
      card.getByRole("link", {
        name: "Read More about Website Conversion Optimization: Turn Visitors Into Booked Jobs",
      }),
    ).toHaveAttribute("href", "/blog/website-conversion-optimization");
    await expect(chip(page, "All")).toHaveAttribute("aria-current", "true");
  });

  test("each card of the spec's table shows its category, read time and long-form date", async ({ page }) => {
    await page.goto("/blog");
    for (const post of FIXED_POSTS) {
      const card = cards(page).filter({ has: page.locator(`a[href="/blog/${post.slug}"]`) });
      await expect(card).toHaveCount(1);
      await expect(card.getByText(post.category, { exact: true })).toBeVisible();
      await expect(card.getByText(`${post.read} read`, { exact: true })).toBeVisible();
      await expect(card.getByText(post.date, { exact: true })).toBeVisible();
    }
  });

  test("search narrows the list and updates the URL", async ({ page }) => {
    await page.goto("/blog");
    await expect(cards(page)).toHaveCount(7);

    // "email" is in one title and in the 90-day plan's excerpt.
    await typeSearch(page, "EMAIL", /\/blog\?q=EMAIL$/);
    await expect(cards(page)).toHaveCount(2);
    await expect(
      page.getByRole("heading", { name: "Email Marketing for Service Businesses: A Practical Guide" }),
    ).toBeVisible();
    await expect(
      page.getByRole("heading", { name: "The 90-Day Marketing Plan for Local Service Businesses" }),
    ).toBeVisible();
    await expect(page.getByRole("main").getByRole("status")).toHaveText("Showing 2 of 7 articles");

    // The filtered list is shareable: loading the URL afresh shows the same result.
    await page.goto("/blog?q=email");
    await expect(searchBox(page)).toHaveValue("email");
    await expect(cards(page)).toHaveCount(2);
  });

  test("a category chip filters and combines with the search", async ({ page }) => {
    await page.goto("/blog");
    await chip(page, "Paid Advertising").click();
    await expect(page).toHaveURL(/\/blog\?category=Paid\+Advertising$/);
    await expect(chip(page, "Paid Advertising")).toHaveAttribute("aria-current", "true");
    await expect(cards(page)).toHaveCount(2);

    await typeSearch(page, "roas", /\/blog\?q=roas&category=Paid\+Advertising$/);
    await expect(cards(page)).toHaveCount(1);
    await expect(
      page.getByRole("heading", { name: "Google Ads ROI for Service Businesses: How to Do the Math" }),
    ).toBeVisible();

    // Switching chips keeps the search: "google" under Local SEO leaves only the local SEO guide.
    await typeSearch(page, "google", /\/blog\?q=google&category=Paid\+Advertising$/);
    await expect(cards(page)).toHaveCount(2);
    await chip(page, "Local SEO").click();
    await expect(page).toHaveURL(/\/blog\?q=google&category=Local\+SEO$/);
    await expect(cards(page)).toHaveCount(1);
    await expect(searchBox(page)).toHaveValue("google");

    // All drops the category but keeps the search.
    await chip(page, "All").click();
    await expect(page).toHaveURL(/\/blog\?q=google$/);
    await expect(cards(page)).toHaveCount(3);
  });

  test("a search with no match shows the empty state and Clear Filters resets both filters", async ({
    page,
  }) => {
    await page.goto("/blog");
    await chip(page, "Social Media").click();
    await expect(page).toHaveURL(/category=Social\+Media/);
    await typeSearch(page, "zzqx nothing here", /\/blog\?q=zzqx\+nothing\+here&category=Social\+Media$/);

    await expect(page.getByText(EMPTY_TEXT, { exact: true })).toBeVisible();
    await expect(cards(page)).toHaveCount(0);

    await page.getByRole("link", { name: "Clear Filters" }).click();
    await expect(page).toHaveURL(/\/blog$/);
    await expect(cards(page)).toHaveCount(7);
    await expect(page.getByText(EMPTY_TEXT, { exact: true })).toHaveCount(0);
    await expect(searchBox(page)).toHaveValue("");
    await expect(chip(page, "All")).toHaveAttribute("aria-current", "true");
  });

  test("caps the search at 100 characters: a 16 KB query makes no bigger page", async ({ request, page }) => {
    const plain = (await (await request.get("/blog?q=zz")).text()).length;
    const huge = await request.get(`/blog?q=zz${"q".repeat(16_000)}`);
    expect(huge.status()).toBe(200);
    const html = await huge.text();
    expect(html).toContain(`zz${"q".repeat(98)}`);
    expect(html).not.toContain("q".repeat(99));
    expect(html.length).toBeLessThan(plain + 20 * 100);
    // A browser's own headers would push a 16 KB address past the server's header limit: 1,000 characters here.
    await page.goto(`/blog?q=zz${"q".repeat(1_000)}`);
    await expect(searchBox(page)).toHaveValue(`zz${"q".repeat(98)}`);
    await expect(searchBox(page)).toHaveAttribute("maxlength", "100");
  });

  test.describe("without JavaScript", () => {
    test.use({ javaScriptEnabled: false });

    test("submitting the search form filters the list", async ({ page }) => {
      await page.goto("/blog");
      await expect(cards(page)).toHaveCount(7);
      await searchBox(page).fill("email");
      await page.getByRole("button", { name: "Search", exact: true }).click();
      await expect(page).toHaveURL(/\/blog\?q=email$/);
      await expect(cards(page)).toHaveCount(2);
    });

    test("chips are links that keep the search", async ({ page }) => {
      await page.goto("/blog?q=google");
      await expect(cards(page)).toHaveCount(3);
      await chip(page, "Local SEO").click();
      await expect(page).toHaveURL(/\/blog\?q=google&category=Local\+SEO$/);
      await expect(cards(page)).toHaveCount(1);
    });
  });
});

test.describe("article page", () => {
  for (const post of FIXED_POSTS) {
    test(`/blog/${post.slug} shows ${post.category}, ${post.read} read and ${post.date}`, async ({
      page,
    }) => {
      await page.goto(`/blog/${post.slug}`);
      const article = page.getByRole("article").filter({ has: page.getByRole("heading", { level: 1 }) });
      await expect(article.getByText(post.category, { exact: true })).toBeVisible();
      await expect(article.getByText(`${post.read} read`, { exact: true })).toBeVisible();
      await expect(article.getByText(post.date, { exact: true })).toBeVisible();
    });
  }

  test("shows its title, category, read time, date, author and the back link", async ({ page }) => {
    await page.goto("/blog/website-conversion-optimization");

    const title = "Website Conversion Optimization: Turn Visitors Into Booked Jobs";
    await expect(page.getByRole("heading", { level: 1 })).toHaveCount(1);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(title);

    const article = page.getByRole("article").filter({ has: page.getByRole("heading", { level: 1 }) });
    await expect(article.getByText("Website Design", { exact: true })).toBeVisible();
    await expect(article.getByText("10 min read", { exact: true })).toBeVisible();
    await expect(article.getByText("By Marcus Reyes", { exact: true })).toBeVisible();
    await expect(article.getByText("Founder & Lead Strategist", { exact: true })).toBeVisible();
    const date = article.getByText("January 5, 2024", { exact: true });
    await expect(date).toBeVisible();
    await expect(date).toHaveAttribute("datetime", "2024-01-05");

    // The closing banner and related articles follow the body.
    await expect(page.getByRole("heading", { level: 2, name: "Related Articles" })).toBeVisible();
    await expect(page.getByRole("link", { name: "Get My Free Marketing Audit" })).toHaveAttribute(
      "href",
      "/#lead-form",
    );

    const jsonLd = await page.locator('script[type="application/ld+json"]').allTextContents();
    expect(jsonLd.some((text) => text.includes('"BlogPosting"') && text.includes(title))).toBe(true);
    expect(jsonLd.some((text) => text.includes('"BreadcrumbList"'))).toBe(true);

    await article.getByRole("link", { name: "Back to Blog" }).click();
    await expect(page).toHaveURL(/\/blog$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(
      "Marketing Guides for Local Service Businesses",
    );
  });
});
