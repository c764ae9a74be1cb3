import AxeBuilder from "@axe-core/playwright";
import type { Locator, Page } from "@playwright/test";

import { chatbotCopy, chatContactFormCopy, chatOptions } from "@/content/chatbot";
import { scarcity } from "@/content/offers";

import { distinctRoutes } from "./support/routes";
import { expect, test } from "./support/test";
import { toast } from "./support/webhook";

/** WCAG 2.0, 2.1 and 2.2, levels A and AA (axe-core tags). */
const WCAG_TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22a", "wcag22aa"];
const NOT_FOUND_PATH = "/this-page-does-not-exist";
const TOASTS = "[data-sonner-toaster]";
const CHAT = 'div[role="dialog"][aria-modal="false"]';

/** Waits until every finite CSS animation and transition of the page has finished (no fixed sleeps). */
async function settle(page: Page) {
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => Number.isFinite(Number(animation.effect?.getComputedTiming().endTime)))
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );
}

/** One line per failing element: rule, impact, what it checks, where. */
function describeViolations(violations: Awaited<ReturnType<AxeBuilder["analyze"]>>["violations"]): string[] {
  return violations.flatMap((violation) =>
    violation.nodes.map(
      (node) =>
        `${violation.id} [${violation.impact ?? "n/a"}] ${violation.help} -> ${node.target.join(" ")}` +
        (node.failureSummary ? ` (${node.failureSummary.replace(/\s+/g, " ").trim()})` : ""),
    ),
  );
}

/** `scope`: the parts a state changes (the page around them is swept once per route above); the whole page without. */
async function expectNoViolations(page: Page, state: string, scope: readonly string[] = []) {
  await settle(page);
  const builder = new AxeBuilder({ page }).withTags(WCAG_TAGS);
  for (const selector of scope) builder.include(selector);
  const results = await builder.analyze();
  expect(describeViolations(results.violations), `axe violations on ${state}`).toEqual([]);
}

async function openPage(page: Page, path: string, status = 200) {
  const response = await page.goto(path, { waitUntil: "load" });
  expect(response?.status(), `${path} status`).toBe(status);
  await expect(page.locator("h1").first()).toBeVisible();
}

test.describe("accessibility: every route", () => {
  for (const route of distinctRoutes) {
    test(`${route} has no WCAG A/AA violations`, async ({ page }) => {
      await openPage(page, route);
      await expectNoViolations(page, route);
    });
  }

  test("the 404 page has no WCAG A/AA violations", async ({ page }) => {
    await openPage(page, NOT_FOUND_PATH, 404);
    await expectNoViolations(page, "the 404 page");
  });
});

test.describe("accessibility: interactive states", () => {
  const leadForm = (page: Page) => page.locator("#lead-form");

  async function fillStep1(form: Locator) {
    await form.getByLabel("Business name").fill("Acme Roofing");
    await form.getByLabel("City").fill("Austin, TX");
  }

  async function fillStep2(form: Locator) {
    await form.getByLabel("First name").fill("Jane");
    await form.getByLabel("Last name").fill("Smith");
    await form.getByRole("textbox", { name: "Email", exact: true }).fill("jane.smith@example.com");
    await form.getByRole("textbox", { name: "Phone", exact: true }).fill("(512) 555-0123");
  }

  test("home lead form, step 2", async ({ page }) => {
    await openPage(page, "/");
    const form = leadForm(page);
    await fillStep1(form);
    await form.getByRole("button", { name: "Next" }).click();
    await expect(form.getByLabel("First name")).toBeVisible();
    await expect(form.getByLabel("Business name")).toBeHidden();
    await expectNoViolations(page, "the home lead form, step 2", ["#lead-form"]);
  });

  test("home lead form, step 3", async ({ page }) => {
    await openPage(page, "/");
    const form = leadForm(page);
    await fillStep1(form);
    await form.getByRole("button", { name: "Next" }).click();
    await expect(form.getByLabel("First name")).toBeVisible();
    await fillStep2(form);
    await form.getByRole("button", { name: "Next" }).click();
    await expect(form.getByLabel("Type of business")).toBeVisible();
    await expect(form.getByLabel("First name")).toBeHidden();
    await expectNoViolations(page, "the home lead form, step 3", ["#lead-form"]);
  });

  test("home lead form, error state", async ({ page }) => {
    await openPage(page, "/");
    const form = leadForm(page);
    await form.getByRole("button", { name: "Next" }).click();
    await form.getByRole("button", { name: "Next" }).click();
    await form.getByRole("button", { name: "Get My Free Strategy Call" }).click();
    await expect(toast(page, "Missing Information")).toBeVisible();
    await expect(form.getByLabel("Business name")).toHaveAttribute("aria-invalid", "true");
    await expectNoViolations(page, "the home lead form's error state", ["#lead-form", TOASTS]);
  });

  test("free-website form, step 2", async ({ page }) => {
    await openPage(page, "/free-website");
    const form = page.locator("#free-website-form");
    await form.getByLabel("Established business").check();
    await form.getByLabel("What type of business do you run?").fill("Fence installation");
    await form.getByLabel("Replace my current website").check();
    await form.getByRole("button", { name: "Next Step" }).click();
    await expect(form.getByRole("progressbar")).toHaveAttribute("aria-valuenow", "2");
    await expect(form.getByLabel("First name")).toBeVisible();
    await expectNoViolations(page, "the free-website form, step 2", ["#free-website-form"]);
  });

  test("mobile menu, open", async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await openPage(page, "/");
    await page.getByRole("button", { name: "Open menu" }).click();
    await expect(page.getByRole("dialog", { name: "Menu" })).toBeVisible();
    await expectNoViolations(page, "the open mobile menu", ["#mobile-menu"]);
  });

  test("chatbot, open", async ({ page }) => {
    await openPage(page, "/");
    await page.getByRole("button", { name: "Open chat" }).click();
    const chat = page.getByRole("dialog", { name: chatbotCopy.title });
    await expect(chat).toBeVisible();
    await expect(chat.getByRole("log")).toBeVisible();
    await expectNoViolations(page, "the open chatbot", [CHAT]);
  });

  test("chatbot contact form, error state", async ({ page }) => {
    await openPage(page, "/");
    await page.getByRole("button", { name: "Open chat" }).click();
    const chat = page.getByRole("dialog", { name: chatbotCopy.title });
    await chat.getByRole("button", { name: chatOptions.human }).click();
    await chat.getByRole("button", { name: "Leave Your Info" }).click();
    const form = page.getByRole("dialog", { name: "Leave Your Info" });
    const { fields } = chatContactFormCopy;
    // Spaces pass the browser's own required check; the form's check then marks the field.
    await form.getByLabel(fields.name.label).fill("   ");
    await form.getByLabel(fields.email.label).fill("dana@example.com");
    await form.getByLabel(fields.phone.label).fill("(512) 555-0199");
    await form.getByLabel(fields.message.label).fill("Hello");
    await form.getByRole("button", { name: chatContactFormCopy.submitLabel }).click();
    await expect(form.getByText(fields.name.missing)).toBeVisible();
    await expect(form.getByLabel(chatContactFormCopy.fields.name.label)).toHaveAttribute(
      "aria-invalid",
      "true",
    );
    await expectNoViolations(page, "the chatbot contact form's error state", [CHAT]);
  });

  test("free-website form, both steps' error states", async ({ page }) => {
    await openPage(page, "/free-website");
    const form = page.locator("#free-website-form");
    await form.getByRole("button", { name: "Next Step" }).click();
    await expect(toast(page, "Please complete all fields")).toBeVisible();
    await expectNoViolations(page, "the free-website form's step 1 error state", [
      "#free-website-form",
      TOASTS,
    ]);
    await form.getByLabel("Established business").check();
    await form.getByLabel("What type of business do you run?").fill("Fence installation");
    await form.getByLabel("Replace my current website").check();
    await form.getByRole("button", { name: "Next Step" }).click();
    // Step 2 focuses its first field a frame later; a click before that could lose its mouseup to the scroll.
    const firstName = form.getByRole("textbox", { name: "First name", exact: true });
    await expect(firstName).toBeFocused();
    await form.getByRole("button", { name: "Claim My Free Website" }).click();
    await expect(toast(page, "Required fields missing")).toBeVisible();
    await expect(firstName).toHaveAttribute("aria-invalid", "true");
    await expectNoViolations(page, "the free-website form's step 2 error state", [
      "#free-website-form",
      TOASTS,
    ]);
  });

  test("quick contact form, error state", async ({ page }) => {
    await openPage(page, "/contact");
    await page.getByRole("button", { name: "Send Message" }).click();
    await expect(toast(page, "Please fill in all fields")).toBeVisible();
    await expectNoViolations(page, "the quick contact form's error state");
  });

  test("roofing guide form, error state", async ({ page }) => {
    await openPage(page, "/roofing-google-ads");
    await page.getByRole("button", { name: "Download Free Guide" }).click();
    await expect(toast(page, "Missing Information")).toBeVisible();
    await expectNoViolations(page, "the roofing guide form's error state");
  });

  test("schedule picker, a date chosen", async ({ page }) => {
    await openPage(page, "/roofing-google-ads/schedule");
    await page.getByRole("group", { name: "Choose a date" }).getByRole("button").first().click();
    await expect(page.getByLabel("Choose a time")).toBeEnabled();
    await expectNoViolations(page, "the schedule picker with a date chosen");
  });
});

/** What a focused element shows against the surface around it (WCAG 1.4.11: 3:1 for a focus indicator). */
function focusIndicatorContrast(target: Locator) {
  return target.evaluate((element) => {
    const rgb = (value: string) => (value.match(/[\d.]+/g) ?? []).map(Number);
    const luminance = ([r = 0, g = 0, b = 0]: number[]) => {
      const [lr, lg, lb] = [r, g, b].map((channel) => {
        const c = channel / 255;
        return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
      });
      return 0.2126 * lr! + 0.7152 * lg! + 0.0722 * lb!;
    };
    const ratio = (a: number[], b: number[]) => {
      const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x);
      return (light! + 0.05) / (dark! + 0.05);
    };
    let surface = element.parentElement;
    while (surface && rgb(getComputedStyle(surface).backgroundColor)[3] === 0)
      surface = surface.parentElement;
    const background = rgb(getComputedStyle(surface ?? document.body).backgroundColor);
    const style = getComputedStyle(element);
    // Tailwind composes several shadows; the opaque ones are the band.
    const bands = (style.boxShadow.match(/rgba?\([^)]*\)/g) ?? []).map(rgb).filter((color) => color[3] !== 0);
    return {
      focusVisible: element.matches(":focus-visible"),
      outline: style.outlineStyle === "none" ? 0 : ratio(rgb(style.outlineColor), background),
      band: Math.max(0, ...bands.map((color) => ratio(color, background))),
    };
  });
}

test.describe("focus indicator", () => {
  for (const [surface, route, target] of [
    [
      "the navy top banner",
      "/contact",
      (page: Page) => page.getByRole("link", { name: scarcity.topBannerButton }),
    ],
    ["the navy footer", "/contact", (page: Page) => page.getByRole("contentinfo").getByRole("link").first()],
    ["a light card", "/contact", (page: Page) => page.getByRole("textbox", { name: "Full Name" })],
  ] as const) {
    test(`stands out at 3:1 or more on ${surface}`, async ({ page }) => {
      await openPage(page, route);
      await page.keyboard.press("Tab");
      const element = target(page);
      await element.focus();
      const contrast = await focusIndicatorContrast(element);
      expect(contrast.focusVisible).toBe(true);
      expect(Math.max(contrast.outline, contrast.band), JSON.stringify(contrast)).toBeGreaterThanOrEqual(3);
    });
  }
});
