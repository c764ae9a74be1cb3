import type { IconName } from "@/components/ui/icon";

import type { ListedPrice } from "../offers";

export const serviceSlugs = [
  "google-ads",
  "facebook-ads",
  "website-design",
  "seo",
  "linkedin-ads",
  "review-management",
  "email-text-marketing",
  "google-business-optimization",
  "social-media-management",
] as const;

export type ServiceSlug = (typeof serviceSlugs)[number];

export type ServiceCategory =
  | "Paid Advertising"
  | "Social Media"
  | "Website"
  | "Reputation"
  | "Email Marketing"
  | "Local SEO"
  | "Organic Growth"
  | "B2B Advertising";

/** A service as the catalogue on /services and the menus show it. */
export interface ServiceEntry {
  /** Same as slug. */
  id: string;
  slug: ServiceSlug;
  /** Full name, e.g. "Google Ads Management". */
  title: string;
  /** Short label for menus, e.g. "Google Ads". */
  navLabel: string;
  /** One or two sentences for the card. */
  description: string;
  icon: IconName;
  /** Exactly six; the /services card shows the first four plus a count of the rest. */
  features: readonly [string, string, string, string, string, string];
  /** One-line typical result, within the claimed results. */
  results: string;
  /** The catalogue price. */
  price: ListedPrice;
  category: ServiceCategory;
}

export interface ServiceDetail {
  slug: ServiceSlug;
  /** Under 60 characters, without the brand (the title template adds it). */
  metaTitle: string;
  /** 120-160 characters. */
  metaDescription: string;
  /** Five to eight. */
  keywords: readonly string[];
  hero: { badge: string; headline: string; subheadline: string; bullets: readonly string[] };
  included: {
    title: string;
    intro: string;
    items: readonly { title: string; description: string; icon: IconName }[];
  };
  whyItWorks: { title: string; items: readonly { title: string; description: string }[] };
  offer: {
    kind: "special-offer" | "pricing";
    badge: string;
    title: string;
    /** The page's own price. */
    price?: ListedPrice;
    /** Names whose price it is, so a plan's price under a free offer's title is not read as the offer's. */
    priceLabel?: string;
    /** What the offer is worth. */
    value?: string;
    /** Four to six inclusions. */
    items: readonly string[];
    guarantee?: string;
  };
  /** "inline" embeds the lead form beside the copy; "section" is a separate 'Ready to ...' lead section. */
  leadSection: { layout: "inline" | "section"; badge: string; title: string; description: string };
  closingCta: {
    title: string;
    description: string;
    button: "Book My Free Strategy Call" | "Book My Free SEO Audit";
  };
  /** Three or four. */
  faqs: readonly { question: string; answer: string }[];
}

/** One service's catalogue entry and detail page. */
export interface ServiceContent {
  entry: ServiceEntry;
  detail: ServiceDetail;
}
