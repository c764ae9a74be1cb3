import type { Page } from "@playwright/test";

import { chatbotCopy, chatbotLauncherCopy } from "@/content/chatbot";
import { freeWebsitePage, freeWebsiteThankYouPage } from "@/content/free-website";
import { finalThankYouPage } from "@/content/roofing";
import { siteConfig } from "@/content/site";
import { headerCopy } from "@/content/site-sections";
import { thankYouPage } from "@/content/thank-you";

import { distinctRoutes } from "./support/routes";
import { expect, test } from "./support/test";

// WCAG reflow at 320 px; 1024 px once overflowed, 1280 px shows the full navigation; DejaVu Sans is wider than phones' fonts.
const widths = [320, 375, 1024, 1280] as const;

/** Elements that stick out past the right edge and are not clipped by a scrolling or hidden-overflow box. */
function overflowingElements(page: Page) {
  return page.evaluate(() => {
    const edge = document.documentElement.clientWidth;
    const found: string[] = [];
    for (const element of document.body.querySelectorAll("*")) {
      const box = element.getBoundingClientRect();
      if (box.width === 0 || box.right <= edge + 1) continue;
      let clipped = false;
      for (
        let parent = element.parentElement;
        parent && parent !== document.body;
        parent = parent.parentElement
      ) {
        if (/hidden|auto|scroll|clip/.test(getComputedStyle(parent).overflowX)) {
          clipped = true;
          break;
        }
      }
      if (!clipped)
        found.push(`${element.tagName.toLowerCase()} "${(element.textContent ?? "").trim().slice(0, 40)}"`);
    }
    return { scrollWidth: document.documentElement.scrollWidth, clientWidth: edge, found: found.slice(-3) };
  });
}

/** Every visible occurrence of `text`: how many lines it takes, and the link, button, paragraph or item holding it. */
function occurrencesOf(page: Page, text: string) {
  return page.evaluate((wanted) => {
    const found: { lines: number; container: string }[] = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    while (walker.nextNode()) {
      const node = walker.currentNode as Text;
      const start = node.data.indexOf(wanted);
      if (start < 0 || !node.parentElement?.checkVisibility()) continue;
      const range = document.createRange();
      range.setStart(node, start);
      range.setEnd(node, start + wanted.length);
      const lines = new Set([...range.getClientRects()].map((rect) => Math.round(rect.top))).size;
      found.push({
        lines,
        container: (node.parentElement.closest("a,button,p,li")?.textContent ?? "").trim(),
      });
    }
    return found;
  }, text);
}

/** Visible occurrences of the phone number that the layout split over two lines. */
async function splitPhoneNumbers(page: Page) {
  const occurrences = await occurrencesOf(page, siteConfig.phone.display);
  return occurrences.filter((occurrence) => occurrence.lines > 1).map((occurrence) => occurrence.container);
}

/** How many lines the first visible occurrence of `text` takes (0 when it is not shown). */
async function linesOf(page: Page, text: string) {
  return (await occurrencesOf(page, text))[0]?.lines ?? 0;
}

for (const route of [...distinctRoutes, "/a-page-that-does-not-exist"]) {
  test(`${route} does not scroll sideways or split the phone number at ${widths.join(", ")} px`, async ({
    page,
  }) => {
    for (const width of widths) {
      await page.setViewportSize({ width, height: 800 });
      await page.goto(route);
      const result = await overflowingElements(page);
      expect(result.found, `at ${width} px`).toEqual([]);
      expect(result.scrollWidth, `at ${width} px`).toBeLessThanOrEqual(result.clientWidth);
      expect(await splitPhoneNumbers(page), `phone number split at ${width} px`).toEqual([]);
    }
  });
}

test("a button's label and its number or address wrap as one line of text, not one column per word", async ({
  page,
}) => {
  await page.setViewportSize({ width: 375, height: 800 });
  for (const [route, label] of [
    ["/thank-you", thankYouPage.buttons.call],
    ["/free-website/thank-you", freeWebsiteThankYouPage.callPrompt.buttonLabel],
  ] as const) {
    await page.goto(route);
    expect(await linesOf(page, label), `${route}: "${label}"`).toBe(1);
  }
  // "Email hello@bluebonnetdigital.com" in a phone-wide card: two lines (label, then address), never three.
  await page.goto("/roofing-google-ads/final-thank-you");
  const email = page.getByRole("link", {
    name: `${finalThankYouPage.reschedule.emailLabel} ${siteConfig.email}`,
  });
  // The rows its words sit on (text only: the icon is centred beside them).
  const lines = await email.evaluate((element) => {
    const tops = new Set<number>();
    const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
    while (walker.nextNode()) {
      const range = document.createRange();
      range.selectNodeContents(walker.currentNode);
      for (const rect of range.getClientRects()) tops.add(Math.round(rect.top));
    }
    return tops.size;
  });
  expect(lines).toBeLessThanOrEqual(2);
});

test("on a 375 px phone every visible field's placeholder fits inside it", async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 800 });
  for (const route of ["/", "/contact", "/free-website", "/roofing-google-ads", "/blog"]) {
    await page.goto(route);
    const cut = await page.evaluate(() => {
      const context = document.createElement("canvas").getContext("2d")!;
      return [...document.querySelectorAll<HTMLInputElement>("input[placeholder]")]
        .filter((field) => field.checkVisibility())
        .filter((field) => {
          const style = getComputedStyle(field);
          context.font = `${style.fontStyle} ${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
          const room = field.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
          return context.measureText(field.placeholder).width > room;
        })
        .map((field) => `${field.name}: "${field.placeholder}"`);
    });
    expect(cut, route).toEqual([]);
  }
});

test("the free-website header keeps its logo, call link and button inside the page's margins on a phone", async ({
  page,
}) => {
  for (const width of [375, 390]) {
    await page.setViewportSize({ width, height: 800 });
    await page.goto("/free-website");
    const button = page
      .getByRole("banner")
      .getByRole("link", { name: freeWebsitePage.stickyHeader.ctaLabel });
    const box = await button.boundingBox();
    expect(box!.x + box!.width, `at ${width} px`).toBeLessThanOrEqual(width - 16);
    const name = page.getByRole("banner").getByText(siteConfig.name, { exact: true });
    await expect(name, `at ${width} px`).toBeVisible();
  }
});

test("at the bottom of a page on a phone, the chat button leaves the footer's last line uncovered", async ({
  page,
}) => {
  await page.setViewportSize({ width: 375, height: 812 });
  await page.goto("/contact");
  const launcher = page.getByRole("button", { name: chatbotLauncherCopy.openLabel });
  // The launcher sits in the action bar, which steps aside while a form is on screen (the form leads the page).
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  const lastLine = page.getByRole("contentinfo").getByText(/©/);
  await expect(lastLine).toBeInViewport();
  await expect(launcher).toBeVisible();
  // The text's own box, without the paragraph's padding.
  const textBottom = await lastLine.evaluate((element) => {
    const range = document.createRange();
    range.selectNodeContents(element);
    return range.getBoundingClientRect().bottom;
  });
  const button = await launcher.boundingBox();
  expect(button!.y, "the chat button starts below the footer's last line").toBeGreaterThanOrEqual(textBottom);
});

async function expectWithinScreen(page: Page, name: string) {
  const box = await page.getByRole("dialog", { name }).boundingBox();
  const width = page.viewportSize()?.width ?? 0;
  expect(box, name).not.toBeNull();
  expect(box!.x, name).toBeGreaterThanOrEqual(0);
  expect(box!.x + box!.width, name).toBeLessThanOrEqual(width);
}

test("the mobile menu and the chatbot fit a 320 px screen", async ({ page }) => {
  await page.setViewportSize({ width: 320, height: 640 });
  await page.goto("/");
  await page.getByRole("button", { name: `Open ${headerCopy.menuLabel.toLowerCase()}` }).click();
  await expect(page.getByRole("dialog", { name: headerCopy.menuLabel })).toBeVisible();
  await expectWithinScreen(page, headerCopy.menuLabel);
  await page.keyboard.press("Escape");
  await expect(page.getByRole("dialog")).toBeHidden();

  await page.getByRole("button", { name: "Open chat" }).click();
  await expect(page.getByRole("dialog", { name: chatbotCopy.title })).toBeVisible();
  await expectWithinScreen(page, chatbotCopy.title);
});
