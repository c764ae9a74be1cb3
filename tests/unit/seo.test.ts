import { describe, expect, it } from "vitest";

import { formatPrice, listedPrices, type ListedPrice } from "@/content/offers";
import { offerPriceText, serviceDetails, services } from "@/content/services";
import { buildMetadata } from "@/lib/seo/metadata";
import { noindexRoutes } from "@/lib/seo/routes";
import { priceOffer, serviceJsonLd } from "@/lib/seo/service-json-ld";

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

const setupAndMonthly: ListedPrice = [
  { amount: 497, setup: true },
  { amount: 197, period: "month" },
];

describe("prices", () => {
  it.each([
    [listedPrices.googleAds, "From $1,500/month"],
    [listedPrices.facebookAds, "From $1,200/month"],
    [listedPrices.websiteDesign, "From $3,500"],
    [setupAndMonthly, "$497 setup + $197/month"],
  ])("shows %j as %s", (price, text) => {
    expect(formatPrice(price)).toBe(text);
  });

  it("names a labelled offer's price mid-sentence", () => {
    expect(offerPriceText(serviceDetails.seo.offer)).toBe("SEO plans from $1,200/month");
  });

  it.each([
    ["$0", [{ amount: 0 }]],
    [
      "a zero monthly part",
      [
        { amount: 497, setup: true },
        { amount: 0, period: "month" },
      ],
    ],
    ["an amount that is not finite", [{ amount: Number.POSITIVE_INFINITY }]],
  ] satisfies [string, ListedPrice][])("states no price in structured data for %s", (_label, price) => {
    expect(priceOffer(price, "https://example.test/services/seo")).toBeUndefined();
  });

  it("states a floor price with its period", () => {
    expect(priceOffer(listedPrices.googleAds, "https://example.test/services/google-ads")).toMatchObject({
      price: 1500,
      priceSpecification: { price: 1500, minPrice: 1500, unitText: "MONTH", unitCode: "MON" },
    });
  });

  it("states a setup fee and a monthly fee as one compound price", () => {
    const offer = priceOffer(setupAndMonthly, "https://example.test/services/gbp");
    expect(offer?.priceSpecification).toMatchObject({
      "@type": "CompoundPriceSpecification",
      priceComponent: [
        { price: 497, priceComponentType: "https://schema.org/ActivationFee" },
        { price: 197, unitCode: "MON", priceComponentType: "https://schema.org/Subscription" },
      ],
    });
  });

  it("gives every service page the price its offer card shows", () => {
    for (const service of services) {
      const detail = serviceDetails[service.slug];
      const price = detail.offer.price ?? service.price;
      const offer = serviceJsonLd(service, detail).offers as { price?: number; priceSpecification: unknown };
      const amounts = JSON.stringify(offer.priceSpecification).match(/"price":\d+/g);
      expect(amounts).toEqual(price.map((part) => `"price":${part.amount}`));
    }
  });
});

describe("route table", () => {
  it("keeps the spec's three routes and the roofing funnel's two later steps out of search results", () => {
    expect([...noindexRoutes]).toEqual([
      "/free-website",
      "/free-website/thank-you",
      "/thank-you",
      "/roofing-google-ads/schedule",
      "/roofing-google-ads/final-thank-you",
    ]);
  });
});
