/**
 * The nine services: the catalogue entries (SPEC 3 "Service catalogue entry") shown on /services
 * and in menus, and the copy of each service detail page (SPEC 2 "Service detail pages").
 * Every price, offer, guarantee, term and timeline is read from ./offers, never retyped.
 */

import type { IconName } from "@/components/ui/icon";

import { claimedResults, claims, offers, prices, terms, timelines } from "./offers";

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

export function servicePath(slug: string): string {
  return `/services/${slug}`;
}

/** The service page's social card (app/(site)/services/[slug]/card.png): Open Graph and Twitter image. */
export function serviceCardPath(slug: string): string {
  return `${servicePath(slug)}/card.png`;
}

export type ServiceCategory =
  | "Paid Advertising"
  | "Social Media"
  | "Website"
  | "Reputation"
  | "Email Marketing"
  | "Local SEO"
  | "Organic Growth"
  | "B2B Advertising";

/** SPEC 3 "Service catalogue entry". */
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
  /** One-line typical result, consistent with SPEC 9 "Claimed results". */
  results: string;
  /** The catalogue price (SPEC 9 "Listed prices"). */
  pricing: string;
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
    /** The page's own price copy. */
    price?: string;
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

/** "From $1,500/month" -> "from $1,500/month", for use mid-sentence. */
function lowerFirst(text: string): string {
  return text.charAt(0).toLowerCase() + text.slice(1);
}

const callMinutes = offers.strategyCall.lengthMinutes;
const strategyCallBadge = `Free ${callMinutes}-Minute Strategy Call`;
/** "normally $197, free for a limited time" */
const strategyCallNote = lowerFirst(offers.strategyCall.note);
const adsGuarantee = `${offers.moneyBack}. ${offers.noContracts}.`;
const cancellationAnswer = `${terms.billing} If you decide to stop, the only requirement is ${lowerFirst(terms.cancellation)}`;

const catalogue: Record<ServiceSlug, ServiceEntry> = {
  "google-ads": {
    id: "google-ads",
    slug: "google-ads",
    title: "Google Ads Management",
    navLabel: "Google Ads",
    description:
      "Show up at the top of Google the moment homeowners search for your service. We build, manage and optimize search campaigns that turn clicks into booked jobs.",
    icon: "search",
    features: [
      "Keyword research built around high-intent local searches",
      "Ad copy and call assets written for your trade",
      "Landing pages built to turn clicks into calls",
      "Call and form conversion tracking",
      "Negative keyword management to cut wasted spend",
      "Monthly reporting on leads, cost per lead and return",
    ],
    results: `Typically ${claimedResults.leadsPerMonth} and a ${claimedResults.returnOnAdSpend}`,
    pricing: prices.googleAds,
    category: "Paid Advertising",
  },
  "facebook-ads": {
    id: "facebook-ads",
    slug: "facebook-ads",
    title: "Facebook Ads Management",
    navLabel: "Facebook Ads",
    description:
      "Reach homeowners in your service area on Facebook and Instagram before they ever search. Scroll-stopping ads, local targeting and lead forms that fill your calendar.",
    icon: "megaphone",
    features: [
      "Audience research and targeting by city, ZIP code and radius",
      "Scroll-stopping ad creative: images, video and copy",
      "Instant lead forms and landing pages",
      "Retargeting for website visitors and past customers",
      "Pixel and conversion tracking setup",
      "Ongoing A/B testing and monthly reporting",
    ],
    results: `Typically a ${claimedResults.returnOnAdSpend}, with first leads within ${timelines.leadsWithin}`,
    pricing: prices.facebookAds,
    category: "Social Media",
  },
  "website-design": {
    id: "website-design",
    slug: "website-design",
    title: "Website Design",
    navLabel: "Website Design",
    description:
      "Fast, mobile-first websites built to turn visitors into calls and quote requests, not just to look good.",
    icon: "monitor",
    features: [
      "Custom, mobile-first design for your brand",
      "Conversion-focused layout with click-to-call and quote forms",
      "Fast load times and clean code",
      "On-page SEO foundations built in",
      "Dedicated service and service-area pages",
      "Analytics and lead tracking setup",
    ],
    results: `Launched in ${timelines.websiteDelivery}, built to turn visitors into calls and quote requests`,
    pricing: prices.websiteDesign,
    category: "Website",
  },
  seo: {
    id: "seo",
    slug: "seo",
    title: "Search Engine Optimization (SEO)",
    navLabel: "SEO",
    description:
      "Rank higher on Google for the services and cities you work in, and earn calls without paying for every click.",
    icon: "trending-up",
    features: [
      "Technical SEO audit and fixes",
      "Local keyword research by service and city",
      "On-page optimization for service and location pages",
      "Content that answers your customers' questions",
      "Local citations and link building",
      "Monthly ranking and traffic reports",
    ],
    results: `Rankings and organic leads build over ${timelines.seoResults}, then keep compounding`,
    pricing: prices.seo,
    category: "Organic Growth",
  },
  "linkedin-ads": {
    id: "linkedin-ads",
    slug: "linkedin-ads",
    title: "LinkedIn Ads Management",
    navLabel: "LinkedIn Ads",
    description:
      "Reach property managers, facility directors, builders and business owners by job title and company. Built for contractors chasing commercial and B2B work.",
    icon: "briefcase",
    features: [
      "Targeting by job title, industry and company size",
      "Sponsored content and message ads",
      "Lead Gen Forms prefilled from LinkedIn profiles",
      "Account-based campaigns aimed at named companies",
      "Retargeting for website visitors",
      "Conversion tracking and monthly reporting",
    ],
    results: `Conversations with commercial decision-makers, with first results in ${timelines.adsResults}`,
    pricing: prices.linkedinAds,
    category: "B2B Advertising",
  },
  "review-management": {
    id: "review-management",
    slug: "review-management",
    title: "Review Management",
    navLabel: "Review Management",
    description:
      "Get more 5-star Google reviews on autopilot and answer every review professionally, so your reputation wins the job before you pick up the phone.",
    icon: "star",
    features: [
      "Automated review requests by text and email after every job",
      "Review monitoring across Google, Facebook and Yelp",
      "Professional responses to every review",
      "Negative review alerts so you can resolve issues fast",
      "Review widgets for your website",
      "Monthly reputation reports",
    ],
    results: "More 5-star reviews, a stronger star rating and more trust at first glance",
    pricing: prices.reviewManagement,
    category: "Reputation",
  },
  "email-text-marketing": {
    id: "email-text-marketing",
    slug: "email-text-marketing",
    title: "Email & Text Marketing",
    navLabel: "Email & Text Marketing",
    description:
      "Turn past customers into repeat and referral jobs with automated email and text campaigns: lead follow-up, seasonal reminders and promotions.",
    icon: "mail",
    features: [
      "Customer list cleanup and segmentation",
      "Automated follow-up sequences for new leads",
      "Seasonal maintenance reminders",
      "Promotion and referral campaigns",
      "Text campaigns with opt-in and opt-out handling",
      "Open, click and booking reporting",
    ],
    results: "More repeat and referral jobs from the customers you already have",
    pricing: prices.emailTextMarketing,
    category: "Email Marketing",
  },
  "google-business-optimization": {
    id: "google-business-optimization",
    slug: "google-business-optimization",
    title: "Google Business Profile Optimization",
    navLabel: "Google Business Profile",
    description:
      "Show up in the Google Maps results when locals search for your service. We set up, optimize and actively manage your Google Business Profile.",
    icon: "map-pin",
    features: [
      "Complete profile setup and verification support",
      "Category, service and service-area optimization",
      "Regular Google posts and photo updates",
      "Consistent name, address and phone across directories",
      "Review response management",
      "Insights reporting on calls, directions and website clicks",
    ],
    results: `Profile fully optimized in ${timelines.googleBusinessSetup}, then more calls from Google Maps`,
    pricing: prices.googleBusinessCatalogue,
    category: "Local SEO",
  },
  "social-media-management": {
    id: "social-media-management",
    slug: "social-media-management",
    title: "Social Media Management",
    navLabel: "Social Media",
    description:
      "Consistent, professional posts on Facebook and Instagram that show off your work, build trust and keep your business top of mind in your community.",
    icon: "users",
    features: [
      "Content calendar planned around your services and seasons",
      "Branded graphics and job-site photo posts",
      "Short video and reel editing from your footage",
      "Scheduling and posting on Facebook and Instagram",
      "Comment and message monitoring",
      "Monthly engagement reporting",
    ],
    results: `Steady engagement and inquiries within ${timelines.socialResults}`,
    pricing: prices.socialMediaCatalogue,
    category: "Social Media",
  },
};

/** The nine catalogue entries, in serviceSlugs order. */
export const services: readonly ServiceEntry[] = serviceSlugs.map((slug) => catalogue[slug]);

export function getService(slug: string): ServiceEntry | undefined {
  return services.find((service) => service.slug === slug);
}

export const serviceDetails: Record<ServiceSlug, ServiceDetail> = {
  "google-ads": {
    slug: "google-ads",
    metaTitle: "Google Ads Management for Service Businesses",
    metaDescription: `Google Ads management for roofers, HVAC, plumbers and contractors: local search campaigns and call tracking. Get ${offers.googleAdsCredit}.`,
    keywords: [
      "google ads management",
      "google ads for contractors",
      "ppc for service businesses",
      "google ads for roofers",
      "local google ads agency",
      "pay per click advertising texas",
    ],
    hero: {
      badge: "Google Ads Management",
      headline: "Get Found on Google the Moment Customers Need You",
      subheadline: `We build and run Google Ads campaigns that turn searches like "emergency plumber near me" into booked jobs. Search ads start producing calls in ${timelines.adsResults}, not months.`,
      bullets: [
        `Built to deliver ${claims.firstMonthLeads}`,
        `${offers.googleAdsCredit} for new clients`,
        `${offers.moneyBack}, ${lowerFirst(offers.noContracts)}`,
      ],
    },
    included: {
      title: "What's Included",
      intro:
        "Everything it takes to run Google Ads profitably, handled by our team from the first keyword to the monthly report.",
      items: [
        {
          title: "Keyword Research",
          description:
            "We find the searches your customers actually type, by service and city, and exclude the ones that waste money, like job seekers and DIY searches.",
          icon: "search",
        },
        {
          title: "Ad Copy That Gets Calls",
          description:
            "Ads written for your trade, with call buttons, service highlights and your reviews, so you stand out from the other ads on the page.",
          icon: "pen-tool",
        },
        {
          title: "Landing Pages",
          description:
            "Dedicated pages for each core service, built to turn clicks into calls and quote requests instead of sending traffic to your home page.",
          icon: "layout-template",
        },
        {
          title: "Call & Form Tracking",
          description:
            "Every call and form submission is tracked back to the keyword and ad that produced it, so you know exactly where your leads come from.",
          icon: "phone",
        },
        {
          title: "Bid & Budget Management",
          description:
            "We adjust bids, schedules and locations to put your budget where it produces jobs, and cut what doesn't.",
          icon: "target",
        },
        {
          title: "Clear Monthly Reports",
          description:
            "Leads, cost per lead and return on ad spend in plain English, plus what we're changing next month and why.",
          icon: "chart-column",
        },
      ],
    },
    whyItWorks: {
      title: "Why Google Ads Works for Service Businesses",
      items: [
        {
          title: "You reach people ready to hire",
          description:
            'Someone searching "AC repair Austin" has a problem today. Search ads put you in front of them at the moment of need, not while they\'re scrolling.',
        },
        {
          title: `Results in ${timelines.adsResults}, not months`,
          description: `SEO takes ${timelines.seoResults} to build. A well-built search campaign can start producing calls within ${timelines.adsResults} of going live.`,
        },
        {
          title: "Every dollar is tracked",
          description:
            "Call and conversion tracking show which keywords turn into jobs, so budget moves to what works instead of what looks busy.",
        },
        {
          title: "You control the budget",
          description:
            "Set a daily budget, target only the areas and hours you serve, and scale up in your busy season or pull back when your schedule is full.",
        },
        {
          title: "Exclusive to your market",
          description: `${claims.exclusivity}. We never run campaigns for your direct competitor in your service area.`,
        },
      ],
    },
    offer: {
      kind: "special-offer",
      badge: "Limited-Time Offer",
      title: "New Client Offer",
      price: prices.googleAds,
      value: offers.googleAdsCredit,
      items: [
        "Full campaign build and launch",
        "Landing pages for your core services",
        "Call and form conversion tracking",
        "Ongoing bid, keyword and ad optimization",
        "Monthly performance report and strategy review",
      ],
      guarantee: adsGuarantee,
    },
    leadSection: {
      layout: "section",
      badge: strategyCallBadge,
      title: "Ready to Dominate Google Search?",
      description:
        "Tell us about your business and service area. We'll review your market, your competitors and any ads you run today, and show you what a campaign could look like, with no obligation.",
    },
    closingCta: {
      title: "Stop Losing Searches to Your Competitors",
      description: `Book a free ${callMinutes}-minute strategy call (${strategyCallNote}). You'll leave with a keyword and budget plan for your market, whether or not you work with us.`,
      button: "Book My Free Strategy Call",
    },
    faqs: [
      {
        question: "How fast will I see leads from Google Ads?",
        answer: `Search ads start producing calls within ${timelines.adsResults} of going live, and clients typically see their first leads within ${timelines.leadsWithin}. Our ${claims.setupDays} covers research, tracking, landing pages and the campaign build.`,
      },
      {
        question: "Is ad spend included in the management fee?",
        answer: `No. The management fee (${lowerFirst(prices.googleAds)}) covers strategy, the campaign build, landing pages and ongoing optimization. ${terms.adSpend} We'll recommend a starting budget for your market on your strategy call.`,
      },
      {
        question: `What does the ${offers.moneyBack} cover?`,
        answer: `It's tied to results: ${lowerFirst(terms.guarantee)} ${terms.adSpend}`,
      },
      {
        question: "Am I locked into a long contract?",
        answer: `No. ${offers.noContracts}: you stay because the campaign is paying off. ${cancellationAnswer}`,
      },
    ],
  },

  "facebook-ads": {
    slug: "facebook-ads",
    metaTitle: "Facebook & Instagram Ads for Service Businesses",
    metaDescription: `Facebook and Instagram ads for contractors and local service businesses from ${prices.facebookAdsPageCopy}: local targeting, ad creative and lead forms. ${offers.noContracts}.`,
    keywords: [
      "facebook ads management",
      "facebook ads for contractors",
      "instagram ads for service businesses",
      "facebook lead generation",
      "social media advertising agency",
      "meta ads for home services",
    ],
    hero: {
      badge: "Facebook & Instagram Ads",
      headline: "Put Your Business in Front of Local Homeowners Every Day",
      subheadline:
        "Most homeowners don't search for a new roof or AC unit until they need one. Facebook and Instagram ads keep you top of mind so you're the first call when they do, and capture the ones ready to act now.",
      bullets: [
        "Targeted to your exact service area",
        "Free ad creative and audience research for new clients",
        `${offers.moneyBack}, ${lowerFirst(offers.noContracts)}`,
      ],
    },
    included: {
      title: "What's Included",
      intro:
        "From audience research to the monthly report, we handle every part of your Facebook and Instagram advertising.",
      items: [
        {
          title: "Audience Research",
          description:
            "We define who buys from you and where they live, then build audiences around your service radius, customer list and website visitors.",
          icon: "target",
        },
        {
          title: "Ad Creative",
          description:
            "Images, short videos and copy that stop the scroll: before-and-after photos, crew shots and clear offers, not generic stock imagery.",
          icon: "camera",
        },
        {
          title: "Lead Forms & Landing Pages",
          description:
            "Instant forms prefilled with the customer's details, or a landing page built for the offer, so asking for a quote takes seconds.",
          icon: "file-text",
        },
        {
          title: "Retargeting",
          description:
            "People who visited your site or engaged with an ad see a follow-up message, so interest doesn't go cold.",
          icon: "zap",
        },
        {
          title: "Pixel & Conversion Tracking",
          description:
            "We set up tracking so the platform learns who converts and every lead is tied back to the ad that produced it.",
          icon: "chart-line",
        },
        {
          title: "Testing & Reporting",
          description:
            "We test creative, offers and audiences against each other and report leads, cost per lead and return every month.",
          icon: "chart-column",
        },
      ],
    },
    whyItWorks: {
      title: "Why Facebook Ads Work for Service Businesses",
      items: [
        {
          title: "Reach customers before they search",
          description:
            "Facebook puts your business in front of homeowners before the need is urgent, so you're the name they remember when it is.",
        },
        {
          title: "Precise local targeting",
          description:
            "Ads run only within the cities, ZIP codes and radius you serve, so you never pay to reach people you can't work for.",
        },
        {
          title: "Your work sells itself",
          description:
            "Before-and-after photos and job-site videos show the quality of your work in a way a text ad can't.",
        },
        {
          title: `Leads in ${timelines.adsResults}`,
          description: `Ads start producing results in ${timelines.adsResults}, and clients typically see first leads within ${timelines.leadsWithin}.`,
        },
      ],
    },
    offer: {
      kind: "special-offer",
      badge: "Limited-Time Offer",
      title: "Free Creative Package for New Clients",
      price: prices.facebookAdsPageCopy,
      value: offers.facebookCreative,
      items: [
        "Campaign setup on Facebook and Instagram",
        "Instant lead forms with same-day notifications",
        "Pixel and conversion tracking",
        "Ongoing creative and audience testing",
        "Monthly performance report",
      ],
      guarantee: adsGuarantee,
    },
    leadSection: {
      layout: "section",
      badge: strategyCallBadge,
      title: "Ready to Fill Your Calendar From Facebook?",
      description:
        "Tell us about your business and the jobs you want more of. We'll show you the audiences, offers and creative we'd start with in your market.",
    },
    closingCta: {
      title: "Be the Business Locals Remember",
      description: `Book a free ${callMinutes}-minute strategy call (${strategyCallNote}) and get a Facebook and Instagram ad plan built around your service area.`,
      button: "Book My Free Strategy Call",
    },
    faqs: [
      {
        question: "Should I start with Facebook Ads or Google Ads?",
        answer:
          "Google Ads captures people already searching for your service; Facebook Ads reaches them before they search and builds demand. Many service businesses start with Google for immediate intent and add Facebook to scale. We'll recommend the right mix for your market on your strategy call.",
      },
      {
        question: "Is ad spend included in the price?",
        answer: `No. The ${prices.facebookAdsPageCopy} fee covers strategy, creative, setup and management. ${terms.adSpend} We'll recommend a starting budget based on your service area.`,
      },
      {
        question: "How quickly will I see leads?",
        answer: `Ads start producing results in ${timelines.adsResults}, and clients typically see first leads within ${timelines.leadsWithin}. Results improve over the first weeks as we test creative and the platform learns who converts.`,
      },
      {
        question: `What does the ${offers.moneyBack} cover?`,
        answer: `It's tied to results: ${lowerFirst(terms.guarantee)} ${terms.adSpend} ${offers.noContracts}, either.`,
      },
    ],
  },

  "website-design": {
    slug: "website-design",
    metaTitle: "Website Design for Contractors & Service Businesses",
    metaDescription: `Mobile-first websites for contractors, built to turn visitors into calls and delivered in ${timelines.websiteDelivery}. ${offers.seoWithWebsite}.`,
    keywords: [
      "website design for contractors",
      "service business website design",
      "web design austin texas",
      "contractor website",
      "lead generation website",
      "mobile-friendly website design",
    ],
    hero: {
      badge: "Website Design",
      headline: "A Website That Turns Visitors Into Booked Jobs",
      subheadline:
        "Your website is where customers decide whether to call you or the next company. We build fast, mobile-first sites with clear calls to action, so more visitors pick up the phone.",
      bullets: [
        `Live in ${timelines.websiteDelivery}`,
        "Designed mobile-first for customers searching from their phones",
        offers.seoWithWebsite,
      ],
    },
    included: {
      title: "What's Included",
      intro:
        "A complete, lead-ready website: design, build, content structure, SEO foundations and tracking.",
      items: [
        {
          title: "Custom Design",
          description:
            "A design built around your brand and your best work, not a recycled template with your logo swapped in.",
          icon: "layout-template",
        },
        {
          title: "Mobile-First Build",
          description:
            "Every page is designed for the phone first, with tap-to-call buttons and forms that are easy to fill in with a thumb.",
          icon: "smartphone",
        },
        {
          title: "Click-to-Call & Quote Forms",
          description:
            "Clear calls to action on every page, so visitors always know the next step: call now or request a quote.",
          icon: "phone",
        },
        {
          title: "Fast Load Speeds",
          description:
            "Optimized images and lean code, so pages load quickly on a job-site connection and visitors don't give up waiting.",
          icon: "zap",
        },
        {
          title: "SEO Foundations",
          description:
            "Service and service-area pages, clean page titles and local business markup, so Google understands what you do and where.",
          icon: "search",
        },
        {
          title: "Analytics & Lead Tracking",
          description:
            "See how many visitors you get, where they come from and how many turn into calls and form leads.",
          icon: "chart-line",
        },
      ],
    },
    whyItWorks: {
      title: "Why Our Websites Convert",
      items: [
        {
          title: "Built around one goal: the call",
          description:
            "Every page leads to a phone number or a quote form. Nothing distracts a ready customer from contacting you.",
        },
        {
          title: "Trust signals up front",
          description:
            "Reviews, licenses, warranties and photos of real jobs appear where visitors decide, not buried on an About page.",
        },
        {
          title: "Speed keeps visitors",
          description:
            "A slow page loses visitors before it finishes loading. We build for speed from the start instead of patching it later.",
        },
        {
          title: "Found on Google from day one",
          description: `Proper SEO foundations come standard, and right now there's a ${lowerFirst(offers.seoWithWebsite)}.`,
        },
      ],
    },
    offer: {
      kind: "special-offer",
      badge: "Limited-Time Offer",
      title: "Free SEO Package With Your New Website",
      price: prices.websiteDesign,
      value: offers.seoWithWebsite,
      items: [
        "Custom, mobile-first website design",
        "Service and service-area pages",
        "Click-to-call buttons and quote request forms",
        "Analytics and lead tracking setup",
        `Delivered in ${timelines.websiteDelivery}`,
      ],
    },
    leadSection: {
      layout: "inline",
      badge: strategyCallBadge,
      title: "Get Your Website Plan",
      description:
        "Tell us about your business and current site. We'll show you what your new website should include, how it will generate leads, and what it will cost, with no obligation.",
    },
    closingCta: {
      title: "Your Next Customer Is Judging Your Website Right Now",
      description: `Book a free ${callMinutes}-minute strategy call (${strategyCallNote}) and we'll review your current site and show you exactly what's costing you calls.`,
      button: "Book My Free Strategy Call",
    },
    faqs: [
      {
        question: "How long does a new website take?",
        answer: `We deliver in ${timelines.websiteDelivery} once we have your logo, photos and business details. If you don't have website copy, we can write it for you.`,
      },
      {
        question: "What does a website cost?",
        answer: `Website projects are priced ${lowerFirst(prices.websiteDesign)}, depending on the number of pages and features. We'll give you a clear quote before any work starts.`,
      },
      {
        question: "What's in the free SEO package?",
        answer:
          "The on-page SEO work most new sites skip: keyword research for your services and cities, optimized page titles and descriptions, local business markup, and setup in Google Search Console so your pages get indexed.",
      },
      {
        question: "Can you redesign my existing website?",
        answer:
          "Yes. We review what's working on your current site, keep the pages that already rank, redirect old addresses to the new ones, and rebuild the rest to convert.",
      },
    ],
  },

  seo: {
    slug: "seo",
    metaTitle: "Local SEO Services for Service Businesses",
    metaDescription: `SEO for local service businesses: technical fixes, local keywords, content and links that grow rankings and calls over ${timelines.seoResults}. Get a free SEO audit.`,
    keywords: [
      "seo services",
      "local seo for contractors",
      "seo for service businesses",
      "search engine optimization texas",
      "free seo audit",
      "rank higher on google",
    ],
    hero: {
      badge: "SEO Services",
      headline: "Rank Higher on Google and Get Calls Without Paying Per Click",
      subheadline: `SEO builds lasting visibility for the services and cities you work in. It takes ${timelines.seoResults} to build momentum, and the leads it brings keep coming without a cost per click.`,
      bullets: [
        "Local keyword strategy by service and city",
        "Technical, on-page and content work handled for you",
        `Free SEO audit, ${strategyCallNote}`,
      ],
    },
    included: {
      title: "What's Included",
      intro:
        "Ongoing SEO that covers the technical, on-page, content and local work Google weighs when it ranks service businesses.",
      items: [
        {
          title: "Technical SEO",
          description:
            "We fix crawl errors, slow pages, broken links and indexing problems that keep Google from ranking your site.",
          icon: "wrench",
        },
        {
          title: "Keyword Research",
          description:
            'We map the searches that bring paying customers, like "water heater replacement Round Rock", to the right pages on your site.',
          icon: "search",
        },
        {
          title: "On-Page Optimization",
          description:
            "Titles, headings, copy and internal links tuned on every service and location page you want to rank.",
          icon: "file-text",
        },
        {
          title: "Content Creation",
          description:
            "Helpful pages and articles that answer the questions your customers ask before they hire, written for your trade.",
          icon: "pen-tool",
        },
        {
          title: "Citations & Links",
          description:
            "Consistent business listings across directories and links from relevant local sites that build your authority.",
          icon: "globe",
        },
        {
          title: "Ranking Reports",
          description:
            "Monthly reports on rankings, organic traffic and the calls and forms it produced, with what we're doing next.",
          icon: "chart-line",
        },
      ],
    },
    whyItWorks: {
      title: "Why SEO Pays Off Long Term",
      items: [
        {
          title: "Leads without a cost per click",
          description:
            "Once you rank, every visit from organic search is free. The work you pay for keeps producing after it's done.",
        },
        {
          title: "Organic rankings earn trust",
          description:
            "Ranking on your own merit tells customers you're an established, reputable local business.",
        },
        {
          title: "Results compound",
          description:
            "Each optimized page, article and link builds on the last, so your visibility grows month over month.",
        },
        {
          title: "Honest timelines",
          description: `SEO isn't instant. Expect ${timelines.seoResults} before meaningful movement, and pair it with Google Ads if you need leads sooner.`,
        },
      ],
    },
    offer: {
      kind: "special-offer",
      badge: "Limited-Time Offer",
      title: "Free SEO Audit",
      // Named, so the plan's price under the free audit's title is not read as the audit's price.
      price: `SEO plans ${lowerFirst(prices.seo)}`,
      value: offers.strategyCall.note,
      items: [
        "Technical health check of your website",
        "Keyword gap analysis against local competitors",
        "Google Business Profile review",
        "Backlink and citation review",
        "A prioritized action plan you keep, whether or not you hire us",
      ],
    },
    leadSection: {
      layout: "section",
      badge: "Free SEO Audit",
      title: "Ready to Rank Higher on Google?",
      description:
        "Tell us your website and the services and cities you want to rank for. We'll audit your site against the local competition and show you where the opportunities are.",
    },
    closingCta: {
      title: "Find Out What's Holding Your Rankings Back",
      description: `Book a free ${callMinutes}-minute SEO audit call (${strategyCallNote}). We'll walk you through what's keeping your site off page one and what to fix first.`,
      button: "Book My Free SEO Audit",
    },
    faqs: [
      {
        question: "How long does SEO take to work?",
        answer: `Expect ${timelines.seoResults} before meaningful ranking and traffic gains. Technical fixes can help sooner, but competitive keywords take steady work. If you need leads right away, pair SEO with Google Ads.`,
      },
      {
        question: "Do you guarantee first-page rankings?",
        answer:
          "No. Nobody controls Google's rankings, and an agency that guarantees a top spot is promising something it can't deliver. We commit to the work, transparent monthly reporting and a clear plan you can hold us to.",
      },
      {
        question: "What's the difference between SEO and Google Ads?",
        answer: `Google Ads buys a spot at the top of the results and produces calls in ${timelines.adsResults}, but stops when you stop paying. SEO earns organic rankings over ${timelines.seoResults} and keeps producing leads without a cost per click.`,
      },
      {
        question: "What does SEO cost?",
        answer: `Ongoing SEO is ${lowerFirst(prices.seo)}, depending on how competitive your market is and how many services and cities you want to rank for. The audit is free, ${strategyCallNote}.`,
      },
    ],
  },

  "linkedin-ads": {
    slug: "linkedin-ads",
    metaTitle: "LinkedIn Ads for Commercial & B2B Contractors",
    metaDescription:
      "LinkedIn ads that reach property managers, facility directors and business owners by job title, so commercial contractors win bigger B2B contracts.",
    keywords: [
      "linkedin ads management",
      "linkedin ads for contractors",
      "b2b advertising",
      "commercial contractor marketing",
      "linkedin lead generation",
      "property manager marketing",
    ],
    hero: {
      badge: "LinkedIn Ads",
      headline: "Win Commercial Contracts by Reaching the People Who Sign Them",
      subheadline:
        "Commercial roofing, cleaning, HVAC service agreements and build-outs are decided by property managers, facility directors and business owners. LinkedIn is where you can reach them by job title.",
      bullets: [
        "Target decision-makers by job title, industry and company",
        "Lead Gen Forms that prefill contact details",
        `Management ${lowerFirst(prices.linkedinAds)}`,
      ],
    },
    included: {
      title: "What's Included",
      intro:
        "A complete LinkedIn advertising program built for contractors and service companies that sell to other businesses.",
      items: [
        {
          title: "Decision-Maker Targeting",
          description:
            "Audiences built by job title, seniority, industry and company size, like facility managers at multi-site companies in your metro.",
          icon: "target",
        },
        {
          title: "Sponsored Content",
          description:
            "Project showcases, case studies and offers that appear in your prospects' LinkedIn feeds.",
          icon: "megaphone",
        },
        {
          title: "Lead Gen Forms",
          description:
            "Forms prefilled from the prospect's LinkedIn profile, so requesting a bid or a walkthrough takes a couple of taps.",
          icon: "file-text",
        },
        {
          title: "Account-Based Campaigns",
          description:
            "Upload the companies you want to work with, from property management firms to general contractors, and reach their teams directly.",
          icon: "briefcase",
        },
        {
          title: "Message Ads",
          description:
            "Direct messages to targeted prospects with a clear, specific offer, such as a free roof inspection for commercial properties.",
          icon: "message-square",
        },
        {
          title: "Tracking & Reporting",
          description:
            "Conversion tracking and monthly reports on leads, cost per lead and the pipeline each campaign produces.",
          icon: "chart-column",
        },
      ],
    },
    whyItWorks: {
      title: "Why LinkedIn Works for B2B Service Companies",
      items: [
        {
          title: "Target by job title",
          description:
            "LinkedIn lets you reach a facility director or property manager by the role they hold, which consumer ad platforms can't match.",
        },
        {
          title: "Bigger contracts, fewer leads needed",
          description:
            "One commercial account or service agreement can be worth many residential jobs, so a handful of good conversations pays off.",
        },
        {
          title: "Professional context",
          description:
            "People are on LinkedIn thinking about work, which makes them more receptive to vendor offers than on personal social media.",
        },
        {
          title: "Stay in front of long sales cycles",
          description:
            "Commercial decisions take time. Retargeting keeps your company in front of the people involved until they're ready to request a bid.",
        },
      ],
    },
    offer: {
      kind: "pricing",
      badge: "Simple Pricing",
      title: "LinkedIn Ads Management",
      price: prices.linkedinAds,
      items: [
        "Audience and account targeting strategy",
        "Campaign setup and ad creative",
        "Lead Gen Forms with instant notifications",
        "Ongoing optimization and testing",
        "Monthly performance report",
      ],
    },
    leadSection: {
      layout: "section",
      badge: strategyCallBadge,
      title: "Ready to Land Bigger Commercial Contracts?",
      description:
        "Tell us who you sell to and the contracts you want more of. We'll show you how many decision-makers LinkedIn can reach in your market and how we'd approach them.",
    },
    closingCta: {
      title: "Reach the People Who Award Commercial Work",
      description: `Book a free ${callMinutes}-minute strategy call (${strategyCallNote}) and we'll map out a LinkedIn campaign for the commercial clients you want.`,
      button: "Book My Free Strategy Call",
    },
    faqs: [
      {
        question: "Is LinkedIn Ads right for my business?",
        answer:
          "It fits when your customers are businesses: commercial roofing, janitorial, facility maintenance, HVAC service agreements or subcontracting for general contractors. For residential work, Google Ads and Facebook Ads are usually a better fit.",
      },
      {
        question: "How is LinkedIn different from Facebook Ads?",
        answer:
          "Facebook reaches homeowners by location and interests. LinkedIn reaches professionals by job title, company and industry, so it's the better tool when the buyer is a business.",
      },
      {
        question: "Is ad spend included in the price?",
        answer: `No. Management is ${lowerFirst(prices.linkedinAds)}. ${terms.adSpend} LinkedIn clicks cost more than on consumer platforms, so we'll recommend a budget that matches the value of the contracts you're after.`,
      },
    ],
  },

  "review-management": {
    slug: "review-management",
    metaTitle: "Review Management for Service Businesses",
    metaDescription:
      "Get more 5-star Google reviews with automated review requests, monitoring and professional responses. Built for contractors and local service businesses.",
    keywords: [
      "review management",
      "get more google reviews",
      "online reputation management",
      "review management for contractors",
      "google review software",
      "reputation management texas",
    ],
    hero: {
      badge: "Review Management",
      headline: "Turn Happy Customers Into 5-Star Reviews",
      subheadline:
        "Customers compare reviews before they call anyone. We make asking for reviews automatic and answer every one, so your reputation reflects the quality of your work.",
      bullets: [
        "Automatic review requests after every job",
        "Every review answered, good or bad",
        offers.moneyBack,
      ],
    },
    included: {
      title: "What's Included",
      intro:
        "A complete system to earn more reviews, respond professionally and keep your reputation working for you.",
      items: [
        {
          title: "Automated Review Requests",
          description:
            "A friendly text and email goes out after each completed job, with a direct link to leave a Google review.",
          icon: "send",
        },
        {
          title: "Review Monitoring",
          description:
            "We watch Google, Facebook and Yelp for new reviews so nothing goes unnoticed or unanswered.",
          icon: "star",
        },
        {
          title: "Professional Responses",
          description:
            "Every review gets a timely, personal reply in your voice, thanking happy customers and handling complaints calmly.",
          icon: "message-circle",
        },
        {
          title: "Negative Review Alerts",
          description:
            "You hear about unhappy customers right away, so you can reach out and resolve the issue while it's still fresh.",
          icon: "shield-check",
        },
        {
          title: "Website Review Widget",
          description:
            "Your best recent reviews displayed on your website, where they help turn visitors into calls.",
          icon: "thumbs-up",
        },
        {
          title: "Reputation Reports",
          description:
            "Monthly reports on new reviews, average rating and how you compare with local competitors.",
          icon: "chart-column",
        },
      ],
    },
    whyItWorks: {
      title: "Why Review Management Works",
      items: [
        {
          title: "Reviews decide who gets the call",
          description:
            "When three companies show up side by side, the one with more recent, positive reviews usually wins the click.",
        },
        {
          title: "Asking is the hard part",
          description:
            "Most happy customers will leave a review if asked at the right moment. Automation makes sure every one of them is asked.",
        },
        {
          title: "Responses show you care",
          description:
            "A thoughtful reply to a complaint can reassure future customers more than another five stars.",
        },
        {
          title: "Reviews support local rankings",
          description:
            "Google counts review quantity and rating among the signals it uses to rank local businesses in Maps.",
        },
        {
          title: "Done by the rules",
          description:
            "We ask every customer, with no review gating and no incentives, both of which Google's policies prohibit.",
        },
      ],
    },
    offer: {
      kind: "special-offer",
      badge: "Limited-Time Offer",
      title: "Free Reputation Audit",
      price: prices.reviewManagement,
      value: offers.reputationAudit,
      items: [
        "Review requests by text and email after every job",
        "Monitoring across Google, Facebook and Yelp",
        "Professional responses to every review",
        "Website review widget",
        "Monthly reputation report",
      ],
      guarantee: offers.moneyBack,
    },
    leadSection: {
      layout: "inline",
      badge: "Free Reputation Audit",
      title: "Get Your Free Reputation Audit",
      description:
        "See how your reviews stack up against local competitors, where you're losing trust, and how many more reviews it takes to stand out in your market.",
    },
    closingCta: {
      title: "Let Your Reputation Win the Job",
      description: `Book a free ${callMinutes}-minute strategy call (${strategyCallNote}) and we'll show you how your reviews compare and how to start earning more this month.`,
      button: "Book My Free Strategy Call",
    },
    faqs: [
      {
        question: "Is it allowed to ask customers for reviews?",
        answer:
          "Yes. Google allows and encourages businesses to ask for reviews. What it prohibits is offering incentives or only asking customers you expect to be happy. Our system asks every customer the same way.",
      },
      {
        question: "Can you remove bad reviews?",
        answer:
          "Genuine reviews can't be removed, and no one can honestly promise otherwise. We flag reviews that break the platform's rules, such as spam or reviews from non-customers, and we help you respond to fair criticism in a way that reassures future customers.",
      },
      {
        question: "Do my customers need to download anything?",
        answer:
          "No. They get a short text or email with a link that opens the review form directly. It only takes a moment.",
      },
      {
        question: "What does review management cost?",
        answer: `Review management is ${lowerFirst(prices.reviewManagement)} and comes with a ${offers.moneyBack}. Right now new clients also get a ${lowerFirst(offers.reputationAudit)}.`,
      },
    ],
  },

  "email-text-marketing": {
    slug: "email-text-marketing",
    metaTitle: "Email & Text Marketing for Service Businesses",
    metaDescription:
      "Automated email and text marketing for contractors and local service businesses: lead follow-up, seasonal reminders and promotions that bring repeat jobs.",
    keywords: [
      "email marketing for service businesses",
      "text message marketing",
      "sms marketing for contractors",
      "customer follow-up automation",
      "email marketing for hvac",
      "repeat customer marketing",
    ],
    hero: {
      badge: "Email & Text Marketing",
      headline: "Get More Jobs From the Customers You Already Have",
      subheadline:
        "Your past customers already trust you. Automated emails and texts bring them back for maintenance, upgrades and referrals, and make sure no new lead goes cold.",
      bullets: [
        "Automated follow-up so no lead goes cold",
        "Seasonal reminders that bring customers back",
        offers.moneyBack,
      ],
    },
    included: {
      title: "What's Included",
      intro:
        "We set up, write and run your email and text marketing, so your customer list keeps producing work.",
      items: [
        {
          title: "List Setup & Segmentation",
          description:
            "We import and clean your customer list and group it by service, location and last job, so every message is relevant.",
          icon: "users",
        },
        {
          title: "Lead Follow-Up Sequences",
          description:
            "New leads get an immediate text and a series of follow-ups, so you're not the company that never called back.",
          icon: "send",
        },
        {
          title: "Seasonal Reminders",
          description:
            "Timely reminders for tune-ups, inspections and maintenance, sent before the busy season starts.",
          icon: "calendar",
        },
        {
          title: "Promotions & Referrals",
          description:
            "Campaigns for slow months and referral requests that turn happy customers into your sales team.",
          icon: "gift",
        },
        {
          title: "Compliant Text Messaging",
          description:
            "Texts go only to customers who opted in, with opt-out instructions and automatic handling of unsubscribes.",
          icon: "smartphone",
        },
        {
          title: "Performance Reporting",
          description: "Monthly reports on opens, clicks, replies and the jobs your campaigns booked.",
          icon: "chart-line",
        },
      ],
    },
    whyItWorks: {
      title: "Why Email & Text Marketing Works",
      items: [
        {
          title: "You already own the list",
          description:
            "Every past customer and quote request is a contact you've already paid to earn. Marketing to them costs no ad spend.",
        },
        {
          title: "Follow-up wins jobs",
          description:
            "Many leads hire whoever responds first and keeps in touch. Automation follows up even when you're on a job site.",
        },
        {
          title: "Texts get seen",
          description:
            "A short, useful text is read quickly, which makes it ideal for reminders, appointment confirmations and time-sensitive offers.",
        },
        {
          title: "Repeat work is easier to win",
          description:
            "Customers who were happy with your work are far easier to book again than strangers are to win for the first time.",
        },
      ],
    },
    offer: {
      kind: "pricing",
      badge: "Simple Pricing",
      title: "Email & Text Marketing",
      price: prices.emailTextMarketing,
      items: [
        "Setup and customer list import",
        "Automated lead follow-up sequences",
        "Seasonal reminder and promotion campaigns",
        "Text messaging with opt-in and opt-out handling",
        "Monthly performance report",
      ],
      guarantee: offers.moneyBack,
    },
    leadSection: {
      layout: "inline",
      badge: strategyCallBadge,
      title: "Turn Your Customer List Into Booked Jobs",
      description:
        "Tell us about your business and your customer list. We'll show you the follow-up and reminder campaigns we'd set up first, and what they could bring in.",
    },
    closingCta: {
      title: "Stop Leaving Repeat Business on the Table",
      description: `Book a free ${callMinutes}-minute strategy call (${strategyCallNote}) and get an email and text plan built around your services and seasons.`,
      button: "Book My Free Strategy Call",
    },
    faqs: [
      {
        question: "Will texts and emails annoy my customers?",
        answer:
          "Not when they're useful. We send relevant messages at sensible intervals, like a tune-up reminder before summer, rather than weekly blasts, and every message includes an easy way to opt out.",
      },
      {
        question: "Is text message marketing legal?",
        answer:
          "Yes, with the customer's consent. We only text customers who have opted in, include opt-out instructions and honor unsubscribes automatically.",
      },
      {
        question: "I don't have an organized customer list. Can you still help?",
        answer:
          "Yes. We can build your list from invoices, your scheduling or CRM software, and past quote requests, then clean and organize it before the first campaign.",
      },
      {
        question: "What does it cost?",
        answer: `Email and text marketing is ${lowerFirst(prices.emailTextMarketing)} and comes with a ${offers.moneyBack}.`,
      },
    ],
  },

  "google-business-optimization": {
    slug: "google-business-optimization",
    metaTitle: "Google Business Profile Optimization",
    metaDescription: `Google Business Profile optimization for local service businesses: categories, photos, posts and reviews that win calls from Maps. Set up in ${timelines.googleBusinessSetup}.`,
    keywords: [
      "google business profile optimization",
      "google my business management",
      "google maps ranking",
      "local seo for contractors",
      "google business profile for service businesses",
      "map pack optimization",
    ],
    hero: {
      badge: "Google Business Profile",
      headline: "Get Found on Google Maps When Locals Need You",
      subheadline:
        'When someone searches "plumber near me", the Maps results appear before the websites. We optimize and actively manage your Google Business Profile so you show up and get the call.',
      bullets: [
        `Fully set up and optimized in ${timelines.googleBusinessSetup}`,
        "Posts, photos and reviews managed every month",
        offers.setupPackage,
      ],
    },
    included: {
      title: "What's Included",
      intro:
        "Everything Google looks at when it decides which local businesses to show, set up correctly and kept active.",
      items: [
        {
          title: "Profile Setup & Verification",
          description:
            "We complete every field, fix errors and guide you through Google's verification so your profile is live and trusted.",
          icon: "badge-check",
        },
        {
          title: "Categories & Services",
          description:
            "The right primary and secondary categories, a full services list and accurate service areas, which are key ranking factors.",
          icon: "map-pin",
        },
        {
          title: "Posts & Photos",
          description:
            "Regular posts about your work, offers and seasonal services, plus fresh photos of real jobs and your crew.",
          icon: "camera",
        },
        {
          title: "Citation Consistency",
          description:
            "Your business name, address and phone number made consistent across the directories Google cross-checks.",
          icon: "globe",
        },
        {
          title: "Review Responses",
          description:
            "Every review answered promptly and professionally, which customers and Google both notice.",
          icon: "message-square",
        },
        {
          title: "Insights Reporting",
          description:
            "Monthly reports on calls, direction requests, website clicks and the searches that found you.",
          icon: "chart-column",
        },
      ],
    },
    whyItWorks: {
      title: "Why Google Business Profile Optimization Works",
      items: [
        {
          title: "Maps results come first",
          description:
            "For local searches, the Maps results sit above the regular listings. Being there puts you ahead of most websites.",
        },
        {
          title: "Built for calls",
          description:
            "Customers can call you, get directions or read your reviews straight from the profile, without ever visiting a website.",
        },
        {
          title: "Active profiles stand out",
          description:
            "Fresh photos, posts and review replies show customers you're busy, responsive and still in business.",
        },
        {
          title: "Fast to get right",
          description: `Unlike full SEO, which takes ${timelines.seoResults}, a properly set-up profile is ready in ${timelines.googleBusinessSetup}.`,
        },
      ],
    },
    offer: {
      kind: "special-offer",
      badge: "Limited-Time Offer",
      title: "Free Setup Package",
      price: prices.googleBusinessPageCopy,
      value: offers.setupPackage,
      items: [
        "Full profile audit and optimization",
        "Categories, services and service areas set up correctly",
        "Photo and post plan for your services",
        "Citation cleanup for a consistent name, address and phone",
        `Profile setup completed in ${timelines.googleBusinessSetup}`,
        "Monthly insights report",
      ],
    },
    leadSection: {
      layout: "section",
      badge: strategyCallBadge,
      title: "Ready to Show Up on Google Maps?",
      description:
        "Tell us your business and service area. We'll review your profile against the businesses that outrank you and show you what to fix first.",
    },
    closingCta: {
      title: "Be the First Business They See on Maps",
      description: `Book a free ${callMinutes}-minute strategy call (${strategyCallNote}) and we'll review your Google Business Profile with you, live.`,
      button: "Book My Free Strategy Call",
    },
    faqs: [
      {
        question: "How long does setup take?",
        answer: `Setup and optimization take ${timelines.googleBusinessSetup}. If your profile still needs verification, Google controls that step, and we'll guide you through it.`,
      },
      {
        question: "What's the difference between this and SEO?",
        answer:
          "Google Business Profile optimization focuses on your Maps listing. SEO focuses on your website's rankings in the regular results. They support each other, and many service businesses start with the profile because it's faster to improve.",
      },
      {
        question: "I don't have a storefront. Can I still show up on Maps?",
        answer:
          "Yes. Service-area businesses can hide their address and list the areas they serve instead. We set that up correctly so you're not penalized.",
      },
      {
        question: "My profile was suspended. Can you help?",
        answer:
          "We'll find the likely cause, fix what's out of line with Google's guidelines and help you file for reinstatement. The decision is Google's, so we can't promise the outcome, but we'll make the strongest case the guidelines allow.",
      },
    ],
  },

  "social-media-management": {
    slug: "social-media-management",
    metaTitle: "Social Media Management for Contractors",
    metaDescription: `Social media management for contractors and service businesses: planned content, branded posts and reels on Facebook and Instagram, with results in ${timelines.socialResults}.`,
    keywords: [
      "social media management",
      "social media for contractors",
      "social media marketing for service businesses",
      "facebook and instagram management",
      "social media agency texas",
      "contractor social media content",
    ],
    hero: {
      badge: "Social Media Management",
      headline: "Show Off Your Work and Stay Top of Mind",
      subheadline:
        "Customers check your Facebook and Instagram before they call. We plan, create and post content that shows your work, your crew and your reviews, so you look like the obvious choice.",
      bullets: [
        "Done-for-you content every month",
        "Facebook and Instagram managed for you",
        `Results in ${timelines.socialResults}`,
      ],
    },
    included: {
      title: "What's Included",
      intro:
        "We handle the planning, creating, posting and monitoring. You just send us photos from the job site.",
      items: [
        {
          title: "Content Calendar",
          description:
            "A monthly plan built around your services, seasons and promotions, approved by you before anything goes live.",
          icon: "calendar",
        },
        {
          title: "Branded Graphics",
          description:
            "On-brand graphics for tips, offers and reviews that make your page look professional and consistent.",
          icon: "pen-tool",
        },
        {
          title: "Project Photos & Reels",
          description:
            "Your job-site photos and videos turned into before-and-after posts and short reels that show the quality of your work.",
          icon: "camera",
        },
        {
          title: "Posting & Scheduling",
          description:
            "Posts published on Facebook and Instagram on a consistent schedule, so your pages never go quiet.",
          icon: "clock",
        },
        {
          title: "Community Management",
          description:
            "We monitor comments and messages and flag inquiries to you quickly, so potential customers get an answer.",
          icon: "message-circle",
        },
        {
          title: "Monthly Reporting",
          description:
            "Reach, engagement, follower growth and inquiries, with what's working and what we'll do next.",
          icon: "chart-line",
        },
      ],
    },
    whyItWorks: {
      title: "Why Social Media Works for Service Businesses",
      items: [
        {
          title: "Customers check before they call",
          description:
            "An active page with recent projects reassures people that you're real, busy and proud of your work.",
        },
        {
          title: "Word of mouth, online",
          description:
            "Likes, shares and tags put your work in front of your customers' friends and neighbors, the way referrals always have.",
        },
        {
          title: "Consistency beats bursts",
          description:
            "Regular posting keeps your business top of mind for the months between when someone first sees you and when they need you.",
        },
        {
          title: "Results you can see quickly",
          description: `Expect engagement and inquiries to build within ${timelines.socialResults} of consistent posting.`,
        },
      ],
    },
    offer: {
      kind: "special-offer",
      badge: "Limited-Time Offer",
      title: "Get Your First Month Free",
      price: prices.socialMediaPageCopy,
      value: offers.socialFirstMonth,
      items: [
        "Monthly content calendar",
        "Branded graphics and project posts",
        "Short reels from your job-site footage",
        "Posting on Facebook and Instagram",
        "Comment and message monitoring",
        "Monthly engagement report",
      ],
    },
    leadSection: {
      layout: "section",
      badge: strategyCallBadge,
      title: "Ready to Grow Your Social Media Presence?",
      description:
        "Tell us about your business and your current pages. We'll show you the content plan we'd start with and how it fits your services and seasons.",
    },
    closingCta: {
      title: "Make Your Pages Work as Hard as You Do",
      description: `Book a free ${callMinutes}-minute strategy call (${strategyCallNote}) and we'll review your social media and map out your first month of content.`,
      button: "Book My Free Strategy Call",
    },
    faqs: [
      {
        question: "Do I need to provide photos and videos?",
        answer:
          "Real job-site photos perform best, so we'll ask you to snap a few on each job and send them over. We handle the editing, captions and graphics.",
      },
      {
        question: "Which platforms do you manage?",
        answer:
          "Facebook and Instagram, where most homeowners look up local service businesses. If another platform fits your customers better, we'll recommend it on your strategy call.",
      },
      {
        question: "How is this different from Facebook Ads?",
        answer:
          "Social media management is your organic presence: the posts people see when they follow or check out your page. Facebook Ads is paid advertising that reaches new people in your service area. They work best together.",
      },
      {
        question: "How long until I see results?",
        answer: `Expect engagement and inquiries to build within ${timelines.socialResults} of consistent posting. Social media is a long game, and results grow as your following does.`,
      },
    ],
  },
};
