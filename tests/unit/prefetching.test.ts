import { describe, expect, it } from "vitest";

import { prefetchTarget } from "@/lib/browser/prefetching";

const current = new URL("https://example.com/services/seo?x=1#faq");

describe("prefetchTarget", () => {
  it("returns the path and query of another page of the site", () => {
    expect(prefetchTarget("/contact", current)).toBe("/contact");
    expect(prefetchTarget("https://example.com/blog?category=seo", current)).toBe("/blog?category=seo");
    expect(prefetchTarget("../results", current)).toBe("/results");
    expect(prefetchTarget("/services/seo", current)).toBe("/services/seo");
    expect(prefetchTarget("/portfolio#work", current)).toBe("/portfolio");
  });

  it("skips the page already shown, whatever its anchor", () => {
    expect(prefetchTarget("#faq", current)).toBeNull();
    expect(prefetchTarget("/services/seo?x=1", current)).toBeNull();
    expect(prefetchTarget("/services/seo?x=1#pricing", current)).toBeNull();
  });

  it("skips other origins, phone and mail links, files and bad URLs", () => {
    expect(prefetchTarget("https://calendly.com/acme", current)).toBeNull();
    expect(prefetchTarget("http://example.com/contact", current)).toBeNull();
    expect(prefetchTarget("tel:+15125550100", current)).toBeNull();
    expect(prefetchTarget("mailto:hello@example.com", current)).toBeNull();
    expect(prefetchTarget("/guides/google-ads-checklist.pdf", current)).toBeNull();
    expect(prefetchTarget("/sitemap.xml", current)).toBeNull();
    expect(prefetchTarget("http://[bad", current)).toBeNull();
  });
});
