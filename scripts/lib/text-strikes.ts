/**
 * Text strikes: each distinct font size and weight a page draws is a font lookup of its own, and those of the first
 * screen are made before its first paint (docs/performance.md, "Text strikes").
 */

/** Lighthouse's phone screen, on which the first screen is judged. */
export const PHONE_SCREEN = { width: 412, height: 823 } as const;

/** At most this many distinct size and weight pairs in a key route's first screen (7 to 11 with four weights). */
export const BUDGET_FIRST_SCREEN_STRIKES = 8;

/** At most this many in an article's whole page: its text is parsed and laid out with the first screen (13 before). */
export const BUDGET_ARTICLE_STRIKES = 8;

/** Which text is counted: the first screen's (a visit's first paint) or the whole page's (an article's). */
export type StrikeScope = "first-screen" | "page";

/**
 * Runs in the page: the visible text by "size/weight", of the whole page or only of the text whose first line starts
 * on the first screen.
 */
export function drawnStrikes(scope: StrikeScope): Record<string, string[]> {
  const strikes: Record<string, string[]> = {};
  const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const text = node.textContent?.trim();
    const element = node.parentElement;
    // Screen-reader-only text (the skip link) is laid out too, so it counts.
    if (!text || !element?.checkVisibility()) continue;
    if (scope === "first-screen") {
      const range = document.createRange();
      range.selectNodeContents(node);
      if (range.getBoundingClientRect().top >= window.innerHeight) continue;
    }
    const style = getComputedStyle(element);
    (strikes[`${style.fontSize}/${style.fontWeight}`] ??= []).push(text.slice(0, 30));
  }
  return strikes;
}
