/** Copy of the /services overview page; the service cards come from ./services, the facts from ./offers. */

import type { IconName } from "@/components/ui/icon";

import { claims, offers, timelines } from "./offers";
import { breadcrumbHome } from "./site-sections";

export type ProcessStepTitle = "Audit & Strategy" | "Implementation" | "Optimize & Scale";

export interface ServicesPageBenefit {
  title: string;
  description: string;
  icon: IconName;
}

export interface ServicesPageProcessStep {
  title: ProcessStepTitle;
  description: string;
  duration: string;
}

export interface ServicesPageContent {
  metaTitle: string;
  metaDescription: string;
  keywords: readonly string[];
  hero: {
    badge: string;
    title: string;
    subtitle: string;
    primaryCta: string;
    primaryHref: "/contact";
    secondaryCta: string;
    secondaryHref: "/portfolio";
  };
  /** Heading above the four benefit cards. */
  benefitsTitle: string;
  /** Exactly four benefit cards. */
  benefits: readonly [ServicesPageBenefit, ServicesPageBenefit, ServicesPageBenefit, ServicesPageBenefit];
  catalogue: {
    title: string;
    subtitle: string;
    /** Label for the features beyond the first four on a card, e.g. "+2 more". */
    moreFeaturesLabel: (n: number) => string;
    cardCta: string;
    /** Screen-reader-only end of the card link's name, so each "Learn More" names its service. */
    cardCtaContext: (serviceTitle: string) => string;
  };
  process: {
    title: string;
    subtitle: string;
    steps: readonly [
      ServicesPageProcessStep & { title: "Audit & Strategy" },
      ServicesPageProcessStep & { title: "Implementation" },
      ServicesPageProcessStep & { title: "Optimize & Scale" },
    ];
  };
  cta: {
    title: string;
    subtitle: string;
    button: string;
    href: "/contact";
    secondaryButton: string;
    secondaryHref: "/how-it-works";
  };
  /** The embedded free-audit booking form section. */
  auditForm: { badge: string; title: string; subtitle: string };
}

/** UI labels shared by the nine service detail pages (their copy lives in ./services). */
export interface ServiceDetailLabels {
  breadcrumb: { label: string; home: string; services: string };
  /** The button that scrolls to the page's lead form, in the hero and after the offer card. */
  getStarted: "Get Started Today";
  /** Hero click-to-call link, e.g. "Call (512) 555-0142". */
  /** Shown before the phone number. */
  callLabel: string;
  resultsLabel: string;
  priceLabel: string;
  offerIncludesLabel: string;
  faqTitle: string;
  faqSubtitle: string;
  related: { title: string; subtitle: string; viewAll: string };
}

const callMinutes = offers.strategyCall.lengthMinutes;

export const servicesPage: ServicesPageContent = {
  metaTitle: "Marketing Services for Local Service Businesses",
  metaDescription:
    "Google Ads, Facebook Ads, SEO, websites, reviews and more for contractors and local service businesses. One Texas team, every channel, built to bring you leads.",
  keywords: [
    "digital marketing services",
    "marketing for service businesses",
    "contractor marketing agency",
    "google ads and seo services",
    "home services marketing",
    "texas marketing agency",
  ],
  hero: {
    badge: "Our Services",
    title: "Everything You Need to Get More Leads, Under One Roof",
    subtitle: `Paid ads, SEO, websites, reviews and follow-up, run by one team that works only with local service businesses. Our goal for every new client: ${claims.firstMonthLeads}.`,
    primaryCta: "Get Free Strategy Call",
    primaryHref: "/contact",
    secondaryCta: "See Our Work",
    secondaryHref: "/portfolio",
  },
  benefitsTitle: "Why Service Businesses Choose Us",
  benefits: [
    {
      title: "Built for Service Businesses",
      description:
        "We work with roofers, HVAC companies, plumbers, electricians, landscapers and contractors, so every campaign starts from what already works in your trade.",
      icon: "hard-hat",
    },
    {
      title: "Every Channel, One Team",
      description: `${claims.channels} channels planned and managed together, so your ads, website, reviews and follow-up work as one system instead of competing vendors.`,
      icon: "chart-column",
    },
    {
      title: "Fast Launch",
      description: `A ${claims.setupDays} gets you live, and paid ads start producing results in ${timelines.adsResults}, not months.`,
      icon: "zap",
    },
    {
      title: "Exclusive in Your Area",
      description: `${claims.exclusivity}. We never take on your direct competitor in your service area.`,
      icon: "shield-check",
    },
  ],
  catalogue: {
    title: "Our Services",
    subtitle:
      "Start with one channel or combine several. Every service is built to produce calls and booked jobs, and tracked so you can see what's working.",
    moreFeaturesLabel: (n) => `+${n} more`,
    cardCta: "Learn More",
    cardCtaContext: (serviceTitle) => ` about ${serviceTitle}`,
  },
  process: {
    title: "How We Work",
    subtitle:
      "The same proven process for every service, from the first call to a campaign that keeps improving.",
    steps: [
      {
        title: "Audit & Strategy",
        description:
          "We review your website, ads, Google presence and competitors, then build a plan around your services, service area and budget.",
        duration: "Week 1",
      },
      {
        title: "Implementation",
        description:
          "We build and launch everything in the plan: campaigns, pages, tracking and automations, with you approving the key pieces.",
        duration: "Week 2-4",
      },
      {
        title: "Optimize & Scale",
        description:
          "We track every lead, cut what doesn't work, put more behind what does and report results to you every month.",
        duration: "Month 2+",
      },
    ],
  },
  cta: {
    title: "Not Sure Which Service You Need?",
    subtitle: `Book a free ${callMinutes}-minute strategy call. We'll look at your market and recommend the channels that fit your goals and budget, with no obligation.`,
    button: "Get Free Strategy Call",
    href: "/contact",
    secondaryButton: "See How It Works",
    secondaryHref: "/how-it-works",
  },
  auditForm: {
    badge: `Free ${callMinutes}-Minute Marketing Audit`,
    title: "Book Your Free Marketing Audit",
    subtitle: `${offers.strategyCall.note}. In ${callMinutes} minutes we'll review your website, ads and Google presence and give you a clear plan to get more leads.`,
  },
};

export const serviceDetailLabels: ServiceDetailLabels = {
  breadcrumb: { label: "Breadcrumb", home: breadcrumbHome, services: "Services" },
  getStarted: "Get Started Today",
  callLabel: "Call",
  resultsLabel: "Typical Results",
  priceLabel: "Price",
  offerIncludesLabel: "What you get:",
  faqTitle: "Frequently Asked Questions",
  faqSubtitle: "Straight answers to the questions business owners ask us most.",
  related: {
    title: "Related Services",
    subtitle: "Most clients combine two or three channels. These work especially well alongside this one.",
    viewAll: "View All Services",
  },
};
