/** Every business fact (claims, prices, offers, terms), stated once for the pages, forms and PDFs. */
import { siteConfig } from "./site";

/** The numbers of the terms; the terms, the legal prose and the first-month lead goal are built from them. */
export const termNumbers = {
  cancellationNoticeDays: 30,
  changeNoticeDays: 30,
  guaranteedLeads: 10,
  guaranteePeriodDays: 30,
  liabilityMonths: 12,
  minimumAge: 18,
} as const;

const firstMonthLeadCount = `${termNumbers.guaranteedLeads}+`;

export const claims = {
  firstMonthLeads: `${firstMonthLeadCount} leads in the first month`,
  /** The same goal as the roofing schedule page words it. */
  thirtyDayLeads: `${firstMonthLeadCount} leads in ${termNumbers.guaranteePeriodDays} days`,
  addedRevenue: "Over $200k in added revenue",
  addedRevenueShort: "$200k+",
  clients: "30+",
  leads: "1,000+",
  yearsExperience: "5",
  setupDays: "14-day setup",
  revenueMultiplier: "3x",
  channels: "5+",
  availability: siteConfig.hours,
  exclusivity: "One provider per area per niche",
  websitesBuilt: "30+",
} as const;

export const scarcity = {
  clientSpotsLeft: 2,
  freeWebsiteBuildsLeft: 10,
  topBanner: "Only 2 Client Spots Left This Month",
  topBannerButton: "Claim Your Spot",
  freeWebsiteBanner: "Only 10 Free Website Builds Left This Month",
  roofingBanner: "We work with one roofer per city. Only 2 onboarding spots left this month.",
} as const;

/** One part of a listed price: "From $1,500/month", "$497 setup". */
export interface PricePart {
  amount: number;
  period?: "month" | "year";
  /** A floor rather than the price: shown as "From". */
  from?: boolean;
  /** A one-time setup fee. */
  setup?: boolean;
}

export type ListedPrice = readonly [PricePart, ...PricePart[]];

/**
 * One listed price per service, used by the catalogue, its page, the chatbot and structured data. Where the spec
 * gives two readings (catalogue and page copy), the catalogue's is the price (docs/decisions.md).
 */
export const listedPrices = {
  googleAds: [{ amount: 1500, period: "month", from: true }],
  facebookAds: [{ amount: 1200, period: "month", from: true }],
  websiteDesign: [{ amount: 3500, from: true }],
  reviewManagement: [{ amount: 300, period: "month", from: true }],
  emailTextMarketing: [{ amount: 400, period: "month", from: true }],
  googleBusiness: [{ amount: 500, period: "month", from: true }],
  socialMedia: [{ amount: 800, period: "month", from: true }],
  seo: [{ amount: 1200, period: "month", from: true }],
  linkedinAds: [{ amount: 1500, period: "month", from: true }],
} as const satisfies Record<string, ListedPrice>;

export type PriceName = keyof typeof listedPrices;

const dollars = new Intl.NumberFormat("en-US", { maximumFractionDigits: 2 });

/** "From $1,500/month", "$497 setup + $197/month". */
export function formatPrice(price: ListedPrice): string {
  return price
    .map(
      (part) =>
        `${part.from ? "From " : ""}$${dollars.format(part.amount)}${part.setup ? " setup" : ""}${part.period ? `/${part.period}` : ""}`,
    )
    .join(" + ");
}

/** "From $1,500/month" -> "from $1,500/month", for use mid-sentence. */
export function lowerFirst(text: string): string {
  return text.charAt(0).toLowerCase() + text.slice(1);
}

/** The listed prices as display copy. */
export const prices = Object.fromEntries(
  Object.entries(listedPrices).map(([name, price]) => [name, formatPrice(price)]),
) as Record<PriceName, string>;

export const offers = {
  strategyCall: {
    name: "Free Marketing Audit & Strategy Call",
    normalValue: "$197",
    lengthMinutes: 15,
    note: "Normally $197, free for a limited time",
  },
  googleAdsCredit: "$500 free ad credit + free landing pages",
  facebookCreative: "Free creative package: 5 ad designs + audience research (worth $750)",
  socialFirstMonth: "First month of social media management (worth $997)",
  seoWithWebsite: "Free SEO package worth $1,200 with every website design",
  reputationAudit: "Free reputation audit (worth $400)",
  setupPackage: "Free setup package (worth $800)",
  guideValue: "$97 value",
  moneyBack: "30-day money-back guarantee",
  noContracts: "No long-term contracts",
  callbackWithin: "within 24 hours",
} as const;

export const timelines = {
  websiteDelivery: "2 weeks",
  freeWebsite: "48-72 hours",
  googleBusinessSetup: "7-14 days",
  leadsWithin: "7-14 days",
  adsResults: "days",
  socialResults: "2-4 weeks",
  seoResults: "3-6 months",
} as const;

export const claimedResults = {
  leadsPerMonth: "10-25 leads per month",
  returnOnAdSpend: "2-5x return on ad spend",
  leadsWithin: "Leads within 7-14 days",
} as const;

export const terms = {
  billing: "Monthly fees are billed in advance.",
  adSpend: "Ad spend is paid directly to the platforms and is non-refundable.",
  cancellation: `${termNumbers.cancellationNoticeDays} days' written notice to cancel.`,
  guarantee: `${termNumbers.guaranteedLeads}+ qualified leads in the first ${termNumbers.guaranteePeriodDays} days, or your monthly fee is refunded.`,
  liability: `Liability is capped at the fees paid in the prior ${termNumbers.liabilityMonths} months.`,
  changes: `${termNumbers.changeNoticeDays} days' notice of material term changes.`,
  minimumAge: termNumbers.minimumAge,
} as const;
