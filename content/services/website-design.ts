import { listedPrices, lowerFirst, offers, prices, timelines } from "../offers";
import { callMinutes, strategyCallBadge, strategyCallNote } from "./copy";
import type { ServiceContent } from "./types";

export const websiteDesign: ServiceContent = {
  entry: {
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
    price: listedPrices.websiteDesign,
    category: "Website",
  },
  detail: {
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
      price: listedPrices.websiteDesign,
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
};
