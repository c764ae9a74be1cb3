import { listedPrices, lowerFirst, offers, prices } from "../offers";
import { callMinutes, strategyCallNote } from "./copy";
import type { ServiceContent } from "./types";

export const reviewManagement: ServiceContent = {
  entry: {
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
    price: listedPrices.reviewManagement,
    category: "Reputation",
  },
  detail: {
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
      price: listedPrices.reviewManagement,
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
};
