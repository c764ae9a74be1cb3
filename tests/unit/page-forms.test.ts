import { describe, expect, it } from "vitest";

import { caseStudies, serviceResults } from "@/content/case-studies";
import { serviceSlugs } from "@/content/services";
import { formHrefFor, HOME_LEAD_FORM_HREF } from "@/lib/browser/scroll-to-form";

describe("formHrefFor", () => {
  it("keeps a page's links on its own form", () => {
    expect(formHrefFor("/roofing-google-ads")).toBe("#roofing-form");
    expect(formHrefFor("/")).toBe("#lead-form");
    expect(formHrefFor("/contact")).toBe("#lead-form");
    expect(formHrefFor("/services/google-ads")).toBe("#lead-form");
    expect(formHrefFor("/roofing-google-ads/schedule")).toBe("/roofing-google-ads#roofing-form");
  });

  it("sends a page without a form to the home form", () => {
    expect(formHrefFor("/results")).toBe(HOME_LEAD_FORM_HREF);
    expect(formHrefFor("/blog/google-ads-roi-guide")).toBe(HOME_LEAD_FORM_HREF);
  });
});

describe("serviceResults", () => {
  it("gives every service page a case study that exists", () => {
    const slugs = new Set(caseStudies.map((study) => study.slug));
    for (const service of serviceSlugs) expect(slugs.has(serviceResults[service])).toBe(true);
  });
});
