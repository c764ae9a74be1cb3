import { describe, expect, it } from "vitest";

import { portfolioScreenshots } from "@/content/media";
import { portfolioItems, portfolioPage } from "@/content/portfolio";

describe("the portfolio's pictures", () => {
  it.each(portfolioItems.map((item) => [item.id, item] as const))(
    "%s: a drawn mock-up is named an illustration, never a screenshot",
    (id, item) => {
      const real = portfolioScreenshots[id] ?? {};
      for (const device of ["desktop", "phone"] as const) {
        const shot = item.screenshots[device];
        if (real[device]) continue;
        expect(shot.alt).toMatch(/^Illustration: /);
        expect(item.screenshots.illustration).toBe(true);
      }
    },
  );

  it("says so in words under the pictures", () => {
    expect(portfolioPage.illustrationNote).toMatch(/illustration/i);
  });
});
