import { describe, expect, it } from "vitest";

import { roofingPage, schedulePage } from "@/content/roofing";
import { headerCopy } from "@/content/site-sections";

const promise = /free strategy call/i;

describe("the roofing funnel's one promise", () => {
  it.each([
    ["the header's button", headerCopy.ctaLabel],
    ["the form's subtitle", roofingPage.leadForm.subtitle],
    ["the hero's subtitle", roofingPage.hero.subtitle],
    ["the first step of the process", roofingPage.process[0].description],
    ["the schedule page's title", schedulePage.title],
  ])("%s names the free strategy call", (_where, text) => {
    expect(text).toMatch(promise);
  });
});
