import { describe, expect, it } from "vitest";

import { buildMetadata } from "@/lib/seo/metadata";
import { noindexRoutes } from "@/lib/seo/routes";
import { parsePrice, priceOffer } from "@/lib/seo/service-json-ld";

describe("page metadata", () => {
  it("keeps noindex pages out of search results but lets their links be followed", () => {
    expect(buildMetadata({ title: "T", description: "D", path: "/thank-you", noindex: true }).robots).toEqual(
      {
        index: false,
        follow: true,
      },
    );
    expect(buildMetadata({ title: "T", description: "D", path: "/services" }).robots).toEqual({
      index: true,
      follow: true,
    });
  });

  it("strips trailing slashes from the canonical URL, but keeps the home page's", () => {
    const metadata = buildMetadata({ title: "T", description: "D", path: "/services/seo//" });
    expect(metadata.alternates).toEqual({ canonical: "/services/seo" });
    expect(metadata.openGraph).toMatchObject({ url: "/services/seo" });
    expect(buildMetadata({ title: "T", description: "D", path: "/" }).alternates).toEqual({ canonical: "/" });
  });
});

describe("prices in structured data", () => {
  it.each([
    ["$0", "$0"],
    ["$0/month", "$0/month"],
    ["a zero monthly part", "$497 setup + $0/month"],
    ["an amount too large to be finite", `$${"9".repeat(400)}`],
  ])("states no price for %s", (_label, price) => {
    expect(parsePrice(price)).toEqual([]);
    expect(priceOffer(price, "https://example.test/services/seo")).toBeUndefined();
  });

  it("reads a positive amount", () => {
    expect(parsePrice("From $1,500/month")).toEqual([
      { amount: 1500, minimum: true, period: "MONTH", setup: false },
    ]);
  });
});

describe("route table", () => {
  it("keeps exactly the spec's three routes out of search results", () => {
    expect([...noindexRoutes]).toEqual(["/free-website", "/free-website/thank-you", "/thank-you"]);
  });
});
