import { listedPrices, offers, timelines } from "../offers";
import { callMinutes, strategyCallBadge, strategyCallNote } from "./copy";
import type { ServiceContent } from "./types";

export const socialMediaManagement: ServiceContent = {
  entry: {
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
    price: listedPrices.socialMedia,
    category: "Social Media",
  },
  detail: {
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
      price: listedPrices.socialMedia,
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
