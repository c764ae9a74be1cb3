import type {
  CompoundPriceSpecification,
  ItemList,
  Offer,
  Service,
  UnitPriceSpecification,
  WithContext,
} from "schema-dts";

import type { ListedPrice, PricePart } from "@/content/offers";
import { servicePath, type ServiceDetail, type ServiceEntry } from "@/content/services";

import { businessId } from "./json-ld";
import { absoluteUrl } from "./metadata";

const currency = "USD";
// UN/CEFACT common codes for the billing periods.
const unitCodes = { month: "MON", year: "ANN" } as const;

function unitPriceSpecification(part: PricePart): UnitPriceSpecification {
  return {
    "@type": "UnitPriceSpecification",
    price: part.amount,
    ...(part.from ? { minPrice: part.amount } : {}),
    priceCurrency: currency,
    ...(part.period
      ? {
          unitText: part.period.toUpperCase(),
          unitCode: unitCodes[part.period],
          referenceQuantity: { "@type": "QuantitativeValue", value: 1, unitCode: unitCodes[part.period] },
        }
      : {}),
    ...(part.setup
      ? { priceComponentType: "https://schema.org/ActivationFee" }
      : part.period
        ? { priceComponentType: "https://schema.org/Subscription" }
        : {}),
  };
}

export function priceOffer(price: ListedPrice | undefined, url: string): Offer | undefined {
  if (!price || !price.every((part) => Number.isFinite(part.amount) && part.amount > 0)) return undefined;
  const [first] = price;
  if (price.length === 1) {
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
    priceComponent: price.map(unitPriceSpecification),
  };
  return { "@type": "Offer", url, priceCurrency: currency, priceSpecification: compound };
}

export function serviceJsonLd(service: ServiceEntry, detail: ServiceDetail): WithContext<Service> {
  const url = absoluteUrl(servicePath(service.slug));
  const offer = priceOffer(detail.offer.price ?? service.price, url);
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
