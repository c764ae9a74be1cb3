import { listedPrices, lowerFirst, offers, prices, timelines } from "../offers";
import { callMinutes, strategyCallNote } from "./copy";
import type { ServiceContent } from "./types";

export const seo: ServiceContent = {
  entry: {
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
    price: listedPrices.seo,
    category: "Organic Growth",
  },
  detail: {
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
      price: listedPrices.seo,
      priceLabel: "SEO plans",
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
};
