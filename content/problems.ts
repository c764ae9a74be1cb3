/** The home page's expandable "common problems" list. */
import type { IconName } from "@/components/ui/icon";

import { claims, lowerFirst, offers, terms, timelines } from "./offers";

export interface CommonProblem {
  id: string;
  problem: string;
  description: string;
  solution: string;
  icon: IconName;
}

export const commonProblems: readonly CommonProblem[] = [
  {
    id: "phone-not-ringing",
    problem: "My phone isn't ringing",
    description:
      "You do good work, but referrals come and go, and slow seasons leave gaps in the schedule you can't fill. Word of mouth alone doesn't grow a business on your timeline.",
    solution: `We put you in front of people who are already searching for your service: Google Ads on high-intent local searches, an optimized Google Business Profile and a landing page built to get the call. Leads typically start within ${timelines.leadsWithin}.`,
    icon: "phone",
  },
  {
    id: "burned-by-agencies",
    problem: "I've been burned by agencies",
    description:
      "You've signed long contracts, received vague reports and dealt with an account manager who stopped returning calls. Now every agency pitch sounds the same.",
    solution: `Our Google Ads and Facebook Ads plans have no long-term contracts, and paid search, social ads, review management and email marketing come with a ${offers.moneyBack.toLowerCase()}. Our terms put it in writing: ${terms.guarantee}`,
    icon: "handshake",
  },
  {
    id: "tire-kicker-leads",
    problem: "I get leads but they're tire-kickers",
    description:
      "The form fills come in, but they're price shoppers, people outside your service area or requests for work you don't do, and your team wastes hours on callbacks.",
    solution:
      "We bid on buying-intent keywords, exclude the searches that waste your budget, limit ads to the areas you serve and add qualifying questions to your forms, so the leads that reach you are ready to hire.",
    icon: "target",
  },
  {
    id: "outdated-website",
    problem: "My website looks outdated",
    description:
      "Your site was built years ago, loads slowly on phones and doesn't make it obvious how to call you. Visitors leave before they ever reach out.",
    solution: `We design fast, mobile-first websites with click-to-call, clear service pages, reviews up front and a short quote form on every page. A full build is delivered in ${timelines.websiteDelivery}.`,
    icon: "layout-template",
  },
  {
    id: "competitors-outrank-me",
    problem: "Competitors outrank me on Google",
    description:
      "When someone in your town searches for your service, the same few competitors show up on the map and in the results, and you don't.",
    solution: `Local SEO and Google Business optimization: a complete profile, service-area and city pages, consistent listings and a steady flow of new reviews. SEO builds over ${timelines.seoResults}, so we pair it with ads that bring in leads while your rankings climb.`,
    icon: "search",
  },
  {
    id: "no-time-for-marketing",
    problem: "I don't have time for marketing",
    description:
      "You're on job sites all day and writing estimates at night. Marketing keeps sliding to the bottom of the list.",
    solution: `We run it for you across ${claims.channels} channels: ads, your website, reviews, email and text. After a ${claims.setupDays}, your main job is answering the phone and closing the work.`,
    icon: "clock",
  },
  {
    id: "cant-tell-whats-working",
    problem: "I can't tell what's working",
    description:
      "You're paying for ads, directories and mailers, but you can't say which of them bring in paying customers.",
    solution:
      "We track every call and form lead by source, so you can see where each lead came from and what it cost. You get a plain-English report on calls, leads and cost per lead, not a page of clicks and impressions.",
    icon: "chart-column",
  },
  {
    id: "reviews-hurting-me",
    problem: "Reviews are hurting me",
    description:
      "A couple of bad reviews sit at the top of your profile, or competitors simply have more of them, and prospects pick someone else.",
    solution: `Review management sends a request after every job, makes it easy for happy customers to leave a review and helps you answer the negative ones professionally. It starts with a ${lowerFirst(offers.reputationAudit)}.`,
    icon: "star",
  },
];

export const commonProblemsSection = {
  badge: "Sound Familiar?",
  title: "The Problems We Fix Every Week",
  subtitle:
    "Tap a problem to see how we solve it. If more than one of these sounds like your business, you're who we built this for.",
} as const satisfies { badge: string; title: string; subtitle: string };
