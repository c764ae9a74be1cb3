/** Roofing funnel copy (landing, schedule, final thank-you); facts come from offers.ts, contact details from site.ts. */
import type { IconName } from "@/components/ui/icon";

import { claimedResults, claims, offers, scarcity, terms } from "./offers";
import { breadcrumbHome, type PageMeta, type TitledItem } from "./site-sections";

type TitleCase<S extends string> = S extends `${infer Word} ${infer Rest}`
  ? `${Capitalize<Word>} ${TitleCase<Rest>}`
  : Capitalize<S>;

function titleCase<S extends string>(text: S): TitleCase<S> {
  return text
    .split(" ")
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join(" ") as TitleCase<S>;
}

/** The spec's lead-form title, built from the offer so the credit amount is stated once. */
const leadFormTitle = `Get ${titleCase(offers.googleAdsCredit)}` as const;
// Breaks the build if offers.ts drifts from the page's exact title.
const specLeadFormTitle: "Get $500 Free Ad Credit + Free Landing Pages" = leadFormTitle;

const ctaLabel = "Get Roofing Leads Now";
/** What the form leads to, worded as the header's button and the schedule page word it. */
const callPromise = "free strategy call";

export interface RoofingBenefit {
  title: string;
  description: string;
  icon: IconName;
}

export interface RoofingPageContent extends PageMeta {
  header: { ctaLabel: string };
  scarcityBanner: string;
  hero: {
    badge: string;
    title: string;
    subtitle: string;
    bullets: [string, string, string];
    ctaLabel: string;
    /** Shown before the click-to-call number, which the page renders from site.ts. */
    callLabel: string;
  };
  guide: { badge: string; title: string; subtitle: string; emailPlaceholder: string; buttonLabel: string };
  leadForm: { title: string; subtitle: string };
  benefits: [
    RoofingBenefit,
    RoofingBenefit,
    RoofingBenefit,
    RoofingBenefit,
    RoofingBenefit,
    RoofingBenefit,
    RoofingBenefit,
  ];
  benefitsSection: { badge: string; title: string; subtitle: string };
  process: [TitledItem, TitledItem, TitledItem];
  processSection: { badge: string; title: string; subtitle: string; stepLabel: string };
  testimonialsTitle: string;
  testimonialsSubtitle: string;
  /** Section holding the embedded booking widget (or, without one, a call-to-book fallback). */
  booking: {
    title: string;
    subtitle: string;
    /** Accessible name of the booking iframe. */
    iframeTitle: string;
    /** Shown instead of the widget when no booking URL is configured. */
    fallbackText: string;
    callLabel: string;
  };
  stickyMobileCta: string;
  finalCta: { title: string; subtitle: string; buttonLabel: string };
}

export const roofingPage: RoofingPageContent = {
  metaTitle: "Google Ads for Roofers: Exclusive Roofing Leads",
  metaDescription: `Google Ads for roofing companies: ${offers.googleAdsCredit}, campaigns aimed at ${claims.firstMonthLeads}, and only one roofer per city.`,
  keywords: [
    "roofing Google Ads",
    "roofing leads",
    "roofer marketing",
    "roofing PPC",
    "roofing lead generation",
    "roof replacement leads",
    "exclusive roofing leads",
  ],
  header: { ctaLabel },
  scarcityBanner: scarcity.roofingBanner,
  hero: {
    badge: "Google Ads for Roofing Companies",
    title: "Get Roof Replacement Leads From Homeowners Searching Right Now",
    subtitle: `We build and run Google Ads campaigns for roofers, aimed at ${claims.firstMonthLeads}. Start with a ${callPromise}; new clients get ${offers.googleAdsCredit}.`,
    bullets: [
      `${claims.exclusivity}: your city's leads go to you, not your competitors`,
      `${claimedResults.leadsWithin}, with every call and form tracked`,
      `${offers.moneyBack} and ${offers.noContracts.toLowerCase()}`,
    ],
    ctaLabel,
    callLabel: "Prefer to talk? Call",
  },
  guide: {
    badge: "Free Guide",
    title: "Free Roofing Lead Guide",
    subtitle:
      "Not ready for a call yet? Get the guide that shows where roofing leads come from online, what a lead should cost and how to stop paying for clicks that never call.",
    emailPlaceholder: "Enter your email address",
    buttonLabel: "Download Free Guide",
  },
  leadForm: {
    title: specLeadFormTitle,
    subtitle: `Tell us about your company, then pick a time for your ${callPromise}.`,
  },
  benefits: [
    {
      title: "One Roofer Per City",
      description: `${claims.exclusivity}. We never run ads for two roofers competing for the same homeowners.`,
      icon: "shield-check",
    },
    {
      title: "Ad Credit to Start",
      description: `New roofing clients get ${offers.googleAdsCredit}, so your first campaigns go further.`,
      icon: "gift",
    },
    {
      title: "Landing Pages Built for Roofing",
      description:
        "Pages for roof replacement, repair and storm damage, with click-to-call, reviews and a short estimate form that works on a phone.",
      icon: "layout-template",
    },
    {
      title: "Homeowners With Intent",
      description:
        'We bid on the searches people make when they need a roofer, like "roof replacement near me", and block the ones that waste budget.',
      icon: "target",
    },
    {
      title: "Leads Fast",
      description: `${claimedResults.leadsWithin}. Our goal once campaigns mature is ${claimedResults.leadsPerMonth}.`,
      icon: "zap",
    },
    {
      title: "Every Lead Tracked",
      description:
        "Call tracking and form tracking show exactly which keywords and ads produced each lead, in a plain monthly report.",
      icon: "chart-column",
    },
    {
      title: "Backed by a Guarantee",
      description: `${terms.guarantee} Plus a ${offers.moneyBack} and ${offers.noContracts.toLowerCase()}.`,
      icon: "badge-check",
    },
  ],
  benefitsSection: {
    badge: "Why Roofers Choose Us",
    title: "Everything You Need to Win More Roofing Jobs",
    subtitle:
      "Campaigns, landing pages and tracking built only for roofing companies, with one roofer per city so your budget never competes with ours.",
  },
  process: [
    {
      title: "Claim Your City",
      description: `Fill out the form and pick a time for your ${callPromise}. We confirm your city is open and look at your current marketing.`,
    },
    {
      title: "We Build Your Campaign",
      description: `We set up your Google Ads, keywords and roofing landing pages in a ${claims.setupDays}, with call and form tracking from day one.`,
    },
    {
      title: "Your Phone Starts Ringing",
      description:
        "Leads come straight to you by phone and form. Each month we cut wasted spend and put more budget behind what books jobs.",
    },
  ],
  processSection: {
    badge: "How It Works",
    title: "From Form to Phone Calls in 3 Steps",
    subtitle: `No long onboarding and no guesswork: your campaign is live after a ${claims.setupDays}.`,
    stepLabel: "Step",
  },
  testimonialsTitle: "What Roofers Say About Working With Us",
  testimonialsSubtitle: "Texas roofing companies getting exclusive leads from Google Ads.",
  booking: {
    title: "Prefer to Pick a Time Now?",
    subtitle: `Book your free ${offers.strategyCall.lengthMinutes}-minute roofing strategy call directly on our calendar. ${offers.strategyCall.note}.`,
    iframeTitle: "Book your free roofing strategy call",
    fallbackText:
      "Call us now to check whether your city is still open, or fill out the form and we'll help you pick a time.",
    callLabel: "Call",
  },
  stickyMobileCta: ctaLabel,
  finalCta: {
    title: "Your Competitors Are Already Bidding on Your Customers",
    // The scarcity sentence is the banner's, once on the page.
    subtitle:
      "Every roofer we take on gets their city to themselves. Claim yours before another roofer does.",
    buttonLabel: ctaLabel,
  },
};

/** The roofing funnel's one count, from the form to the final page. */
export const roofingFunnel = {
  steps: ["Your Details", "Pick a Time", "Call Booked"] as const,
  stepLabel: (step: 1 | 2 | 3) => `Step ${step} of 3`,
};

export interface SchedulePageContent extends PageMeta {
  title: string;
  subtitle: string;
  dateLabel: string;
  timeLabel: string;
  callLengthNote: string;
  confirmLabel: string;
  backLabel: string;
  covers: { title: string; items: [string, string, string] };
}

export const schedulePage: SchedulePageContent = {
  metaTitle: "Schedule Your Free Roofing Strategy Call",
  metaDescription: `Pick a date and time for your free ${offers.strategyCall.lengthMinutes}-minute roofing strategy call: a keyword audit, an ad spend strategy and a plan for your first month of leads.`,
  keywords: [
    "roofing strategy call",
    "schedule roofing consultation",
    "roofing Google Ads audit",
    "roofing marketing call",
    "roofing leads plan",
  ],
  // The step is on the funnel's progress above, so the heading does not repeat it.
  title: "Schedule Your Free Strategy Call",
  subtitle:
    "Your details are saved. Choose a day and time that suits you and we'll call you at the number you gave us.",
  dateLabel: "Choose a date",
  timeLabel: "Choose a time",
  callLengthNote: `The call takes ${offers.strategyCall.lengthMinutes} minutes.`,
  confirmLabel: "Confirm My Call",
  backLabel: "Back to Form",
  covers: {
    title: "What We'll Cover on the Call",
    items: [
      "A keyword audit: the roofing searches in your city worth paying for, and the ones to block",
      "An ad spend strategy: how much to budget and where it goes to get the most booked inspections",
      `A plan for ${claims.thirtyDayLeads}`,
    ],
  },
};

export interface FinalThankYouPageContent extends PageMeta {
  title: string;
  subtitle: string;
  /** Structured-data breadcrumb: Home > roofing page > this page. */
  breadcrumbHome: string;
  nextStepsTitle: string;
  nextSteps: TitledItem[];
  /** The page renders the phone number and email beside this text. */
  reschedule: { title: string; text: string; callLabel: string; emailLabel: string };
  /** The page reached without a valid booking: what to do instead (no word of a confirmed call). */
  unbooked: { title: string; subtitle: string; cardTitle: string; pickLabel: string; callText: string };
  /** Direct PDF download, no email needed. */
  guide: { title: string; subtitle: string; buttonLabel: string };
}

export const finalThankYouPage: FinalThankYouPageContent = {
  metaTitle: "Your Roofing Strategy Call",
  metaDescription: `Your free ${offers.strategyCall.lengthMinutes}-minute roofing strategy call: what happens next, how to reschedule and your free roofing lead guide.`,
  keywords: [
    "roofing strategy call",
    "roofing Google Ads",
    "roofing leads",
    "roofing lead guide",
    "roofer marketing",
  ],
  breadcrumbHome,
  title: "Your Call Is Confirmed",
  subtitle: `Your free ${offers.strategyCall.lengthMinutes}-minute strategy call is booked. Here's what happens between now and then.`,
  nextStepsTitle: "What Happens Next",
  nextSteps: [
    {
      title: "Save the Time",
      description:
        "Put the date and time you picked in your calendar and keep your phone handy. We'll call the number you gave us.",
    },
    {
      title: "We Research Your Market",
      description:
        "Before the call we look at roofing searches in your city, your competitors' ads and your current website.",
    },
    {
      title: "Your Strategy Call",
      description: `We walk you through the keyword audit, an ad spend strategy and our plan to hit ${claims.firstMonthLeads}.`,
    },
    {
      title: "Launch If It's a Fit",
      description: `If you decide to move forward, we build your campaign in a ${claims.setupDays}, including your ${offers.googleAdsCredit}.`,
    },
  ],
  reschedule: {
    title: "Need to Reschedule?",
    text: "No problem. Change it online, or call or email us and we'll find a new time that works.",
    callLabel: "Call",
    emailLabel: "Email",
  },
  unbooked: {
    title: "No Call Booked Yet",
    subtitle:
      "We can't find a booked call for this page. Fill out the form on the roofing page to pick a time, or call us and we'll book it with you.",
    cardTitle: "Book Your Strategy Call",
    pickLabel: "Pick a Time",
    callText: "Prefer to talk it through? Call or email us and we'll find a time together.",
  },
  guide: {
    title: "Get Your Free Roofing Lead Guide",
    subtitle:
      "Read it before the call so you can bring your questions. No email needed, the PDF downloads right away.",
    buttonLabel: "Download the Guide",
  },
};
