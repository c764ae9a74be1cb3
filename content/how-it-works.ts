/** /how-it-works copy: the three phases with their timeline labels, then the lead form. */
import type { IconName } from "@/components/ui/icon";

import { claimedResults, claims, offers, timelines } from "./offers";
import type { PageMeta } from "./site-sections";

export type HowItWorksTimeline = "Week 1" | "Week 2-4" | "Month 2+";

export interface HowItWorksStep {
  timeline: HowItWorksTimeline;
  title: string;
  description: string;
  deliverables: string[];
  icon: IconName;
}

export interface HowItWorksPageContent extends PageMeta {
  hero: { badge: string; title: string; subtitle: string };
  steps: [HowItWorksStep, HowItWorksStep, HowItWorksStep];
  formSection: { title: string; subtitle: string };
}

export const howItWorksPage: HowItWorksPageContent = {
  metaTitle: "How It Works: From Strategy Call to Booked Jobs",
  metaDescription: `See how we take a service business from audit to launch to growth: a ${claims.setupDays}, campaigns live within the first month, then monthly optimization.`,
  keywords: [
    "how our marketing works",
    "marketing process for contractors",
    "Google Ads setup",
    "lead generation process",
    "service business marketing plan",
    "marketing onboarding",
  ],
  hero: {
    badge: "How It Works",
    title: "From First Call to a Full Schedule in Three Steps",
    subtitle: `No mystery, no long ramp-up. Here is exactly what happens after you book your free strategy call, and what you get at each stage. Our target: ${claimedResults.leadsWithin.toLowerCase()} of launch.`,
  },
  steps: [
    {
      timeline: "Week 1",
      title: "Audit & Strategy",
      description:
        "We start with your numbers: which services make you the most money, where your customers live and what your competitors are doing. Then we agree on a plan and a budget before anything is built.",
      deliverables: [
        "Audit of your current ads, website and Google Business Profile",
        "Competitor and keyword research for your service area",
        "A channel plan and ad budget matched to your goals",
        "Call and form tracking set up so every lead is counted",
      ],
      icon: "search",
    },
    {
      timeline: "Week 2-4",
      title: "Build & Launch",
      description: `We build the campaigns, landing pages and follow-up that turn clicks into calls, then launch. Our ${claims.setupDays} means you're live quickly, and ads typically start producing results within ${timelines.adsResults}.`,
      deliverables: [
        "Google Ads and Facebook Ads campaigns written for your services",
        "Landing pages built to convert mobile visitors",
        "Google Business Profile optimized for local searches",
        "Email and text follow-up for every new lead",
      ],
      icon: "rocket",
    },
    {
      timeline: "Month 2+",
      title: "Optimize & Scale",
      description: `With real lead data coming in, we cut what doesn't work and put more behind what does. Our goal for established campaigns is ${claimedResults.leadsPerMonth} and ${claimedResults.returnOnAdSpend}.`,
      deliverables: [
        "Monthly report on calls, leads and cost per lead",
        "Ongoing ad, keyword and landing-page testing",
        "Review requests that build your reputation over time",
        "Monthly strategy call to plan the next move",
      ],
      icon: "trending-up",
    },
  ],
  formSection: {
    title: "Start With Week 1: Book Your Free Strategy Call",
    subtitle: `Tell us about your business and we'll reply ${offers.callbackWithin}. ${offers.strategyCall.note}.`,
  },
};
