import { listedPrices, lowerFirst, prices, terms, timelines } from "../offers";
import { callMinutes, strategyCallBadge, strategyCallNote } from "./copy";
import type { ServiceContent } from "./types";

export const linkedinAds: ServiceContent = {
  entry: {
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
    price: listedPrices.linkedinAds,
    category: "B2B Advertising",
  },
  detail: {
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
      price: listedPrices.linkedinAds,
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
};
