import { listedPrices, lowerFirst, offers, prices } from "../offers";
import { callMinutes, strategyCallBadge, strategyCallNote } from "./copy";
import type { ServiceContent } from "./types";

export const emailTextMarketing: ServiceContent = {
  entry: {
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
    price: listedPrices.emailTextMarketing,
    category: "Email Marketing",
  },
  detail: {
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
      price: listedPrices.emailTextMarketing,
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
};
