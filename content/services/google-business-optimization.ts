import { listedPrices, offers, timelines } from "../offers";
import { callMinutes, strategyCallBadge, strategyCallNote } from "./copy";
import type { ServiceContent } from "./types";

export const googleBusinessOptimization: ServiceContent = {
  entry: {
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
    price: listedPrices.googleBusiness,
    category: "Local SEO",
  },
  detail: {
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
      price: listedPrices.googleBusiness,
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
};
