// Each distinct font size and weight is a font lookup, made before the first paint (docs/performance.md).

/** Lighthouse's phone screen, on which the first screen is judged. */
export const PHONE_SCREEN = { width: 412, height: 823 } as const;

/** At most this many distinct size and weight pairs in a key route's first screen (7 to 11 with four weights). */
export const BUDGET_FIRST_SCREEN_STRIKES = 8;

/** At most this many in an article's whole page: its text is parsed and laid out with the first screen (13 before). */
export const BUDGET_ARTICLE_STRIKES = 8;

export type StrikeScope = "first-screen" | "page";

/** Runs in the page: visible text by "size/weight", all of it or only text starting on the first screen. */
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
