import type { Page } from "@playwright/test";

import { homePage } from "@/content/home";
import { howItWorksPage } from "@/content/how-it-works";
import { commonProblems, commonProblemsSection } from "@/content/problems";

import { expect, test } from "./support/test";

const { carousel, title: carouselTitle } = homePage.testimonialsSection;
const fill = (template: string, n: number) => template.replace("{n}", String(n)).replace("{total}", "4");
const position = (n: number) => fill(carousel.position, n);
const anyPosition = new RegExp(`^${fill(carousel.position, 0).replace("0", "\\d+")}$`);
const DELAY = carousel.autoplayDelayMs;

/** Opens the home page with a paused fake clock, so only clock.runFor moves the carousel. */
async function openHome(page: Page) {
  const start = new Date("2025-03-03T09:00:00Z");
  await page.clock.install({ time: start });
  await page.clock.pauseAt(new Date(start.getTime() + 1_000));
  await page.goto("/");
  const region = page.getByRole("region", { name: carouselTitle });
  await expect(region).toHaveAttribute("aria-roledescription", "carousel");
  // Embla loads when the carousel nears the viewport; data-autoplay appears once it drives the slides.
  await region.scrollIntoViewIfNeeded();
  await expect(region).toHaveAttribute("data-autoplay", /.+/);
  return { region, status: region.getByText(anyPosition) };
}

test.describe("home testimonial carousel", () => {
  test("shows 4 labelled slides and advances by itself every 4 seconds", async ({ page }) => {
    const { region, status } = await openHome(page);
    const slides = region.getByRole("group");
    await expect(slides).toHaveCount(4);
    await expect(slides.first()).toHaveAttribute("aria-roledescription", "slide");
    await expect(slides.first()).toHaveAccessibleName(fill(carousel.slideLabel, 1));
    await expect(status).toHaveText(position(1));
    await expect(region).toHaveAttribute("data-autoplay", "playing");

    await page.clock.runFor(DELAY - 500);
    await expect(status).toHaveText(position(1));
    await page.clock.runFor(1_000);
    await expect(status).toHaveText(position(2), { timeout: 7_000 });
  });

  test("has labelled 44px Previous/Next buttons and loops both ways", async ({ page }) => {
    const { region, status } = await openHome(page);
    const previous = region.getByRole("button", { name: carousel.previousLabel });
    const next = region.getByRole("button", { name: carousel.nextLabel });
    for (const button of [previous, next]) {
      const box = await button.boundingBox();
      expect(box?.width).toBeGreaterThanOrEqual(44);
      expect(box?.height).toBeGreaterThanOrEqual(44);
    }
    await expect(region).toHaveAttribute("data-autoplay", "playing");

    for (const n of [2, 3, 4]) {
      await next.click();
      await expect(status).toHaveText(position(n));
    }
    await next.click();
    await expect(status).toHaveText(position(1));
    await previous.click();
    await expect(status).toHaveText(position(4));
  });

  test("pauses while hovered and resumes when the pointer leaves", async ({ page }) => {
    const { region, status } = await openHome(page);
    await expect(region).toHaveAttribute("data-autoplay", "playing");

    await region.getByRole("group").first().hover();
    await expect(region).toHaveAttribute("data-autoplay", "stopped");
    await page.clock.runFor(DELAY + 1_000);
    await expect(status).toHaveText(position(1));

    await page.mouse.move(0, 0);
    await expect(region).toHaveAttribute("data-autoplay", "playing");
    await page.clock.runFor(DELAY + 500);
    await expect(status).toHaveText(position(2), { timeout: 7_000 });
  });

  test("pauses while focus is inside and announces the slide position", async ({ page }) => {
    const { region, status } = await openHome(page);
    await expect(region).toHaveAttribute("data-autoplay", "playing");
    await expect(status).toHaveAttribute("aria-live", "off");

    const next = region.getByRole("button", { name: carousel.nextLabel });
    await next.focus();
    await expect(region).toHaveAttribute("data-autoplay", "stopped");
    await expect(status).toHaveAttribute("aria-live", "polite");
    await page.clock.runFor(DELAY + 1_000);
    await expect(status).toHaveText(position(1));

    await next.blur();
    await expect(region).toHaveAttribute("data-autoplay", "playing");
  });

  test("the pause button stops rotation until play is pressed", async ({ page }) => {
    const { region, status } = await openHome(page);
    await expect(region).toHaveAttribute("data-autoplay", "playing");

    await region.getByRole("button", { name: carousel.pauseLabel }).click();
    await page.mouse.move(0, 0);
    await expect(region).toHaveAttribute("data-autoplay", "stopped");
    await page.clock.runFor(DELAY * 3);
    await expect(status).toHaveText(position(1));

    await region.getByRole("button", { name: carousel.playLabel }).click();
    await expect(region).toHaveAttribute("data-autoplay", "playing");
    await page.clock.runFor(DELAY + 500);
    await expect(status).toHaveText(position(2), { timeout: 7_000 });
  });
});

test.describe("home testimonial carousel with reduced motion", () => {
  test.use({ reducedMotion: "reduce" });

  test("does not advance by itself", async ({ page }) => {
    const { region, status } = await openHome(page);
    // Hydrated: the rotation control offers to start playback instead of pausing it.
    await expect(region.getByRole("button", { name: carousel.playLabel })).toBeVisible();
    await expect(region).toHaveAttribute("data-autoplay", "stopped");
    await page.clock.runFor(DELAY * 3);
    await expect(status).toHaveText(position(1));
  });
});

test.describe("home common problems accordion", () => {
  test("has 8 items, keeps one open at a time and collapses", async ({ page }) => {
    await page.goto("/");
    const section = page.getByRole("region", { name: commonProblemsSection.title });
    const triggers = section.getByRole("button");
    await expect(triggers).toHaveCount(8);

    const [first, second] = commonProblems;
    if (!first || !second) throw new Error("content/problems.ts needs at least two problems");
    const firstTrigger = section.getByRole("button", { name: first.problem });
    const secondTrigger = section.getByRole("button", { name: second.problem });

    await expect(firstTrigger).toHaveAttribute("aria-expanded", "true");
    await expect(section.getByText(first.solution)).toBeVisible();

    // A click that lands before hydration is lost, so click until the item opens.
    await expect(async () => {
      await secondTrigger.click();
      await expect(secondTrigger).toHaveAttribute("aria-expanded", "true", { timeout: 1_000 });
    }).toPass();
    await expect(section.getByText(second.solution)).toBeVisible();
    await expect(firstTrigger).toHaveAttribute("aria-expanded", "false");
    await expect(section.getByText(first.solution)).toBeHidden();

    await secondTrigger.click();
    await expect(secondTrigger).toHaveAttribute("aria-expanded", "false");
    await expect(section.getByText(second.solution)).toBeHidden();
    await expect(section.locator("[aria-expanded='true']")).toHaveCount(0);
  });
});

test.describe("home page sections", () => {
  test("has one h1, both lead forms and the founder link to the free-website form", async ({ page }) => {
    await page.goto("/");
    await expect(page.getByRole("heading", { level: 1 })).toHaveCount(1);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(homePage.hero.title);
    await expect(page.locator("#lead-form")).toBeVisible();
    await expect(page.locator("#form-section")).toBeVisible();
    await expect(page.getByRole("heading", { name: homePage.formSection.title })).toBeVisible();
    await expect(page.getByRole("link", { name: homePage.founder.buttonLabel })).toHaveAttribute(
      "href",
      "/free-website#free-website-form",
    );
    await expect(
      page.getByRole("link", { name: new RegExp(homePage.hero.callButtonLabel) }).first(),
    ).toHaveAttribute("href", /^tel:/);
  });
});

test.describe("/how-it-works", () => {
  test("shows the three timeline labels and a lead form", async ({ page }) => {
    await page.goto("/how-it-works");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(howItWorksPage.hero.title);
    for (const label of ["Week 1", "Week 2-4", "Month 2+"]) {
      await expect(page.getByText(label, { exact: true })).toBeVisible();
    }
    for (const step of howItWorksPage.steps) {
      await expect(page.getByRole("heading", { level: 2, name: step.title })).toBeVisible();
    }
    await expect(page.locator("#lead-form")).toBeVisible();
    await expect(page.getByRole("heading", { name: howItWorksPage.formSection.title })).toBeVisible();
  });
});
