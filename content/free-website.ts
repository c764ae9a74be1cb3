/** Free-website funnel copy (/free-website and its thank-you page); facts come from offers.ts. */
import { claims, offers, scarcity, timelines } from "./offers";
import type { IconItem, PageMeta, StatItem, TitledItem } from "./site-sections";

export interface FormOption<V extends string> {
  value: V;
  label: string;
}

export interface FreeWebsitePageContent extends PageMeta {
  urgencyBanner: string;
  stickyHeader: { ctaLabel: string };
  hero: {
    badge: string;
    title: string;
    subtitle: string;
    benefits: [IconItem, IconItem, IconItem, IconItem, IconItem];
  };
  form: {
    title: string;
    subtitle: string;
    step1Title: string;
    step2Title: string;
    businessStatusLabel: string;
    businessStatusOptions: [FormOption<"established">, FormOption<"starting">];
    businessTypeLabel: string;
    businessTypePlaceholder: string;
    websiteGoalLabel: string;
    websiteGoalOptions: [
      FormOption<"generate-leads">,
      FormOption<"establish-presence">,
      FormOption<"replace-website">,
      FormOption<"all">,
    ];
    nextLabel: string;
    backLabel: string;
  };
  process: [IconItem, IconItem, IconItem, IconItem];
  processSection: { badge: string; title: string; subtitle: string; stepLabel: string };
  testimonialsTitle: string;
  testimonialsSubtitle: string;
  proofSection: { title: string; subtitle: string };
  proofPoints: [StatItem, StatItem, StatItem];
  finalCta: { title: string; subtitle: string; buttonLabel: string };
}

export const freeWebsitePage: FreeWebsitePageContent = {
  metaTitle: "Get a Free Website for Your Service Business",
  metaDescription: `A free website for your service business, built to turn visitors into calls and delivered in ${timelines.freeWebsite}. Only ${scarcity.freeWebsiteBuildsLeft} builds left this month.`,
  keywords: [
    "free website for small business",
    "free contractor website",
    "service business website",
    "free website design",
    "website for roofers",
    "lead generation website",
  ],
  urgencyBanner: scarcity.freeWebsiteBanner,
  stickyHeader: { ctaLabel: "Get Started" },
  hero: {
    badge: "Free Website Build",
    title: "Get a Professional Website for Your Service Business, Free",
    subtitle: `Answer a few quick questions and we'll design and build a website that makes customers call you, delivered in ${timelines.freeWebsite}.`,
    benefits: [
      {
        title: `Ready in ${timelines.freeWebsite}`,
        description: "No months-long projects. You see your new site within days, not quarters.",
        icon: "clock",
      },
      {
        title: "Built to Get Calls",
        description: "Click-to-call buttons, short quote forms and clear offers on every page.",
        icon: "phone",
      },
      {
        title: "Looks Great on Phones",
        description: "Your customers are likely to find you on a phone, so we design for mobile first.",
        icon: "smartphone",
      },
      {
        title: "Written for Your Trade",
        description: "Copy about your services and the areas you serve, in words your customers use.",
        icon: "pen-tool",
      },
      {
        title: "Fast and Search-Friendly",
        description: "Clean, quick-loading pages structured so Google can understand your business.",
        icon: "search",
      },
    ],
  },
  form: {
    title: "Claim Your Free Website",
    subtitle: "Two short steps. It takes about a minute.",
    step1Title: "Tell Us About Your Business",
    step2Title: "Where Should We Reach You?",
    businessStatusLabel: "Which best describes your business?",
    businessStatusOptions: [
      { value: "established", label: "Established business" },
      { value: "starting", label: "Just getting started" },
    ],
    businessTypeLabel: "What type of business do you run?",
    // Short enough to show whole in a phone-wide field.
    businessTypePlaceholder: "e.g. Roofing, HVAC, plumbing",
    websiteGoalLabel: "What's the main goal for your website?",
    websiteGoalOptions: [
      { value: "generate-leads", label: "Generate more leads and calls" },
      { value: "establish-presence", label: "Establish an online presence" },
      { value: "replace-website", label: "Replace my current website" },
      { value: "all", label: "All of the above" },
    ],
    nextLabel: "Next Step",
    backLabel: "Back",
  },
  process: [
    {
      title: "You Submit the Form",
      description: "Tell us about your business and what you want your website to do.",
      icon: "send",
    },
    {
      title: "We Reach Out",
      description: `We contact you ${offers.callbackWithin} to confirm the details, your services and your service area.`,
      icon: "phone",
    },
    {
      title: "We Build Your Site",
      description: `Our team designs and builds your website in ${timelines.freeWebsite}.`,
      icon: "hammer",
    },
    {
      title: "You Launch",
      description: "You review the site, we make your changes, and you go live ready to take calls.",
      icon: "rocket",
    },
  ],
  processSection: {
    badge: "How It Works",
    title: "Your New Website in 4 Simple Steps",
    subtitle: "You tell us about your business. We do the design, the writing and the build.",
    stepLabel: "Step",
  },
  testimonialsTitle: "Business Owners Who Got Their Free Website",
  testimonialsSubtitle: "Service businesses that launched a new website with us, at no cost.",
  proofSection: {
    title: "Proven Results for Service Businesses",
    subtitle: "We build websites for local service businesses every month, and our clients say so.",
  },
  proofPoints: [
    { value: claims.websitesBuilt, label: "Websites Built" },
    { value: "5-Star", label: "Client Reviews" },
    { value: timelines.freeWebsite, label: "Turnaround" },
  ],
  finalCta: {
    title: "Your New Website Is a Form Away",
    subtitle: `${scarcity.freeWebsiteBanner}. Claim yours before the builds are gone.`,
    buttonLabel: "Claim My Free Website",
  },
};

export interface FreeWebsiteThankYouPageContent extends PageMeta {
  title: string;
  subtitle: string;
  badges: [string, string, string];
  nextStepsTitle: string;
  nextSteps: [TitledItem, TitledItem, TitledItem, TitledItem, TitledItem];
  /** 2025 marketing guide PDF download; the toast confirms the download started. */
  guide: {
    title: string;
    subtitle: string;
    buttonLabel: string;
    toastTitle: "Download Started!";
    toastDescription: string;
  };
  /** The page renders the phone number as the call link. */
  callPrompt: { title: string; text: string; buttonLabel: string };
}

export const freeWebsiteThankYouPage: FreeWebsiteThankYouPageContent = {
  metaTitle: "Your Free Website Request Is In",
  metaDescription: `Thanks for requesting your free website. Here's what happens next, when we'll reach out and how we deliver your new site in ${timelines.freeWebsite}.`,
  keywords: [
    "free website request",
    "free contractor website",
    "service business website",
    "website build process",
    "free website design",
  ],
  title: "You're In! We Have Your Free Website Request",
  subtitle: `We've received your details. Our team will reach out ${offers.callbackWithin} to get started on your build.`,
  badges: ["Request Received", `Reply ${offers.callbackWithin}`, `Built in ${timelines.freeWebsite}`],
  nextStepsTitle: "What Happens Next",
  nextSteps: [
    {
      title: "We Review Your Answers",
      description: "We look at your business type, your goal and any current website you shared.",
    },
    {
      title: "We Reach Out",
      description: `Expect a call or email ${offers.callbackWithin} to confirm your services, service area and style.`,
    },
    {
      title: "Gather Your Details",
      description:
        "Have your logo, a few job photos and the list of services and cities you want to highlight ready. If you don't have them, we'll work with what you have.",
    },
    {
      title: "We Build Your Website",
      description: `Your site is designed and built in ${timelines.freeWebsite} once we have what we need.`,
    },
    {
      title: "Review and Launch",
      description: "You review it, we make your changes, and your new website goes live.",
    },
  ],
  guide: {
    title: "While You Wait: Free 2025 Marketing Guide",
    subtitle: `Get the guide we give our clients (${offers.guideValue}): how to turn your new website into a steady source of calls.`,
    buttonLabel: "Download the Guide",
    toastTitle: "Download Started!",
    toastDescription: "Your 2025 Marketing Guide is downloading now. Check your downloads folder.",
  },
  callPrompt: {
    title: "Want to Get Started Sooner?",
    text: "Give us a call and we'll go over your website today.",
    buttonLabel: "Call Us Now",
  },
};
