import { formatPrice, lowerFirst } from "../offers";
import { emailTextMarketing } from "./email-text-marketing";
import { facebookAds } from "./facebook-ads";
import { googleAds } from "./google-ads";
import { googleBusinessOptimization } from "./google-business-optimization";
import { linkedinAds } from "./linkedin-ads";
import { reviewManagement } from "./review-management";
import { seo } from "./seo";
import { socialMediaManagement } from "./social-media-management";
import {
  serviceSlugs,
  type ServiceContent,
  type ServiceDetail,
  type ServiceEntry,
  type ServiceSlug,
} from "./types";
import { websiteDesign } from "./website-design";

export * from "./types";

const content: Record<ServiceSlug, ServiceContent> = {
  "google-ads": googleAds,
  "facebook-ads": facebookAds,
  "website-design": websiteDesign,
  seo,
  "linkedin-ads": linkedinAds,
  "review-management": reviewManagement,
  "email-text-marketing": emailTextMarketing,
  "google-business-optimization": googleBusinessOptimization,
  "social-media-management": socialMediaManagement,
};

/** The nine catalogue entries, in serviceSlugs order. */
export const services: readonly ServiceEntry[] = serviceSlugs.map((slug) => content[slug].entry);

export const serviceDetails = Object.fromEntries(
  serviceSlugs.map((slug) => [slug, content[slug].detail]),
) as Record<ServiceSlug, ServiceDetail>;

export function getService(slug: string): ServiceEntry | undefined {
  return services.find((service) => service.slug === slug);
}

export function servicePath(slug: string): string {
  return `/services/${slug}`;
}

/** The service page's social card (app/(site)/services/[slug]/card.png): Open Graph and Twitter image. */
export function serviceCardPath(slug: string): string {
  return `${servicePath(slug)}/card.png`;
}

/** The offer card's price line: "$997/month", or "SEO plans from $1,200/month" when labelled. */
export function offerPriceText(offer: ServiceDetail["offer"]): string | undefined {
  if (!offer.price) return undefined;
  const price = formatPrice(offer.price);
  return offer.priceLabel ? `${offer.priceLabel} ${lowerFirst(price)}` : price;
}
