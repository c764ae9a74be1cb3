import { describe, expect, it } from "vitest";

import { GET } from "@/app/icons.svg/route";
import { brandMarks, LOGO_SYMBOL_ID } from "@/components/ui/brand-marks";
import { ICON_SPRITE_PATH, iconNames } from "@/components/ui/icon";

describe("the icon sprite", () => {
  it("draws every icon the site names, once, as a symbol of lucide's shapes or a brand mark", async () => {
    const response = GET();
    expect(response.headers.get("content-type")).toMatch(/^image\/svg\+xml/);
    const svg = await response.text();
    const ids = [...svg.matchAll(/<symbol id="([^"]+)" viewBox="0 0 24 24">(.*?)<\/symbol>/g)];
    expect(ids.map(([, id]) => id)).toEqual([...iconNames, ...Object.keys(brandMarks)]);
    for (const [, id, shapes] of ids)
      expect(shapes, id).toMatch(/^(<(path|circle|rect|line|polyline|ellipse|polygon) [^>]+\/>)+$/);
    expect(svg).toContain('<symbol id="phone" viewBox="0 0 24 24"><path d="M13.832 16.568');
    expect(ICON_SPRITE_PATH).toBe("/icons.svg");
  });

  it("carries the logo's mark with its own fills, so the mark ships no script", async () => {
    const svg = await GET().text();
    expect(svg).toContain(
      `<symbol id="${LOGO_SYMBOL_ID}" viewBox="0 0 32 32"><rect width="32" height="32" rx="8" fill="#1d4ed8"/>`,
    );
  });
});
