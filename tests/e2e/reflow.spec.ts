import { expect, test, type Page } from "@playwright/test";

import { chatbotCopy } from "@/content/chatbot";
import { siteConfig } from "@/content/site";
import { headerCopy } from "@/content/site-sections";
import { allRoutes } from "@/lib/seo/routes";

// WCAG 1.4.10 (Reflow): content fits 320 CSS px without scrolling sideways. 1024 px is where the header once
// overflowed with the full navigation, 1280 px is where the navigation appears. This machine's system font
// (DejaVu Sans) is wider than the phones' own, so a fit here leaves room on a real device.
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

/** Visible occurrences of the phone number that the layout split over two lines. */
function splitPhoneNumbers(page: Page) {
  return page.evaluate((display) => {
    const split: string[] = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    while (walker.nextNode()) {
      const node = walker.currentNode as Text;
      const start = node.data.indexOf(display);
      if (start < 0 || !node.parentElement?.checkVisibility()) continue;
      const range = document.createRange();
      range.setStart(node, start);
      range.setEnd(node, start + display.length);
      const lines = new Set([...range.getClientRects()].map((rect) => Math.round(rect.top)));
      if (lines.size > 1) split.push((node.parentElement.closest("a,button,p,li")?.textContent ?? "").trim());
    }
    return split;
  }, siteConfig.phone.display);
}

for (const route of [...allRoutes, "/a-page-that-does-not-exist"]) {
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
