import { claimedResults, listedPrices, lowerFirst, offers, prices, terms, timelines } from "../offers";
import { adsGuarantee, callMinutes, strategyCallBadge, strategyCallNote } from "./copy";
import type { ServiceContent } from "./types";

export const facebookAds: ServiceContent = {
  entry: {
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
    price: listedPrices.facebookAds,
    category: "Social Media",
  },
  detail: {
    slug: "facebook-ads",
    metaTitle: "Facebook & Instagram Ads for Service Businesses",
    metaDescription: `Facebook and Instagram ads for contractors and local service businesses, ${lowerFirst(prices.facebookAds)}: local targeting, ad creative and lead forms. ${offers.noContracts}.`,
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
      price: listedPrices.facebookAds,
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
        answer: `No. The management fee (${lowerFirst(prices.facebookAds)}) covers strategy, creative, setup and management. ${terms.adSpend} We'll recommend a starting budget based on your service area.`,
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
};
