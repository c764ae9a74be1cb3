import { describe, expect, it } from "vitest";

import { webVitalEvent } from "@/lib/browser/analytics";

const metric = (name: string, value: number) => ({
  name,
  value,
  delta: value,
  rating: "good",
  id: "v5-1700000000000-123",
  navigationType: "navigate",
});

describe("web_vitals events", () => {
  it("reports LCP, INP, CLS and TTFB with their measure and the page's path only", () => {
    expect(webVitalEvent(metric("LCP", 1834.6), "/contact")).toEqual({
      event: "web_vitals",
      metric_name: "LCP",
      metric_value: 1835,
      metric_delta: 1835,
      metric_rating: "good",
      metric_id: "v5-1700000000000-123",
      navigation_type: "navigate",
      page_path: "/contact",
    });
    expect(webVitalEvent(metric("CLS", 0.012345), "/")).toMatchObject({
      metric_name: "CLS",
      metric_value: 0.0123,
    });
    expect(webVitalEvent(metric("INP", 40), "/")?.metric_name).toBe("INP");
    expect(webVitalEvent(metric("TTFB", 80.2), "/")?.metric_value).toBe(80);
  });

  it("drops the metrics the agency does not read", () => {
    expect(webVitalEvent(metric("FCP", 900), "/")).toBeUndefined();
    expect(webVitalEvent(metric("Next.js-hydration", 30), "/")).toBeUndefined();
  });
});
