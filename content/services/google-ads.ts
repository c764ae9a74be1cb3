import {
  claimedResults,
  claims,
  listedPrices,
  lowerFirst,
  offers,
  prices,
  terms,
  timelines,
} from "../offers";
import { adsGuarantee, callMinutes, cancellationAnswer, strategyCallBadge, strategyCallNote } from "./copy";
import type { ServiceContent } from "./types";

export const googleAds: ServiceContent = {
  entry: {
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
    price: listedPrices.googleAds,
    category: "Paid Advertising",
  },
  detail: {
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
        `Aimed at ${claims.firstMonthLeads}`,
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
      price: listedPrices.googleAds,
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
};
