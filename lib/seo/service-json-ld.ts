import type {
  CompoundPriceSpecification,
  ItemList,
  Offer,
  Service,
  UnitPriceSpecification,
  WithContext,
} from "schema-dts";

import { servicePath, type ServiceDetail, type ServiceEntry } from "@/content/services";

import { businessId } from "./json-ld";
import { absoluteUrl } from "./metadata";

/** One amount read from a listed price, e.g. "$197/month" or "$497 setup". */
export interface PriceComponent {
  amount: number;
  /** True when the copy gives a floor ("From $1,500/month"). */
  minimum: boolean;
  /** Billing period of a recurring price; absent for one-time fees. */
  period?: "MONTH" | "YEAR";
  /** A one-time setup or activation fee. */
  setup: boolean;
}

const amountPattern = /\$\s?(\d[\d,]*(?:\.\d{1,2})?)(?:\s*(?:\/|per)\s*(month|mo|year|yr)\b)?/i;

/**
 * Reads the amounts of a price string: "From $1,500/month" -> [{ amount: 1500, minimum: true, period: "MONTH" }],
 * "$497 setup + $197/month" -> a setup fee and a monthly fee. Returns [] when any part has no readable amount,
 * so that structured data never states a price the copy does not.
 */
export function parsePrice(text: string): PriceComponent[] {
  const parts = text.split("+").map((part) => part.trim());
  const components: PriceComponent[] = [];
  for (const part of parts) {
    const match = amountPattern.exec(part);
    const digits = match?.[1]?.replace(/,/g, "");
    const amount = digits ? Number(digits) : Number.NaN;
    if (!match || !Number.isFinite(amount) || amount <= 0) return [];
    const unit = match[2]?.toLowerCase();
    components.push({
      amount,
      minimum: /\bfrom\b/i.test(part) || /\bstarting at\b/i.test(part),
      period:
        unit === "month" || unit === "mo" ? "MONTH" : unit === "year" || unit === "yr" ? "YEAR" : undefined,
      setup: /\b(setup|set-up|one[- ]time|activation)\b/i.test(part),
    });
  }
  return components;
}

const currency = "USD";
/** UN/CEFACT common codes for the billing periods. */
const unitCodes = { MONTH: "MON", YEAR: "ANN" } as const;

function unitPriceSpecification(component: PriceComponent): UnitPriceSpecification {
  return {
    "@type": "UnitPriceSpecification",
    price: component.amount,
    ...(component.minimum ? { minPrice: component.amount } : {}),
    priceCurrency: currency,
    ...(component.period
      ? {
          unitText: component.period,
          unitCode: unitCodes[component.period],
          referenceQuantity: {
            "@type": "QuantitativeValue",
            value: 1,
            unitCode: unitCodes[component.period],
          },
        }
      : {}),
    ...(component.setup
      ? { priceComponentType: "https://schema.org/ActivationFee" }
      : component.period
        ? { priceComponentType: "https://schema.org/Subscription" }
        : {}),
  };
}

/** An Offer for a listed price, or undefined when no amount can be read from it. */
export function priceOffer(price: string | undefined, url: string): Offer | undefined {
  if (!price) return undefined;
  const components = parsePrice(price);
  const [first] = components;
  if (!first) return undefined;
  if (components.length === 1) {
    return {
      "@type": "Offer",
      url,
      price: first.amount,
      priceCurrency: currency,
      priceSpecification: unitPriceSpecification(first),
    };
  }
  const compound: CompoundPriceSpecification = {
    "@type": "CompoundPriceSpecification",
    priceCurrency: currency,
    priceComponent: components.map(unitPriceSpecification),
  };
  return { "@type": "Offer", url, priceCurrency: currency, priceSpecification: compound };
}

/** Service structured data for a detail page; the offer uses the page's own price copy. */
export function serviceJsonLd(service: ServiceEntry, detail: ServiceDetail): WithContext<Service> {
  const url = absoluteUrl(servicePath(service.slug));
  const offer = priceOffer(detail.offer.price ?? service.pricing, url);
  return {
    "@context": "https://schema.org",
    "@type": "Service",
    "@id": `${url}#service`,
    name: service.title,
    description: detail.metaDescription,
    serviceType: service.category,
    url,
    provider: { "@id": businessId },
    areaServed: { "@type": "Country", name: "United States" },
    ...(offer ? { offers: offer } : {}),
  };
}

/** The catalogue on /services as an ordered list of links to the service pages. */
export function servicesItemListJsonLd(
  services: readonly ServiceEntry[],
  name: string,
): WithContext<ItemList> {
  return {
    "@context": "https://schema.org",
    "@type": "ItemList",
    name,
    numberOfItems: services.length,
    itemListElement: services.map((service, index) => ({
      "@type": "ListItem",
      position: index + 1,
      name: service.title,
      url: absoluteUrl(servicePath(service.slug)),
    })),
  };
}
