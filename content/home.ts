/** Home page copy; facts come from offers.ts, contact details from site.ts. */
import type { IconName } from "@/components/ui/icon";

import { resultsStats } from "./case-studies";
import { claims, offers, timelines } from "./offers";
import { siteConfig } from "./site";
import type { PageMeta } from "./site-sections";

export interface HomeStep {
  title: string;
  description: string;
  icon: IconName;
}

export interface ComparisonColumn {
  title: string;
  points: [string, string, string, string, string];
}

export interface HomePageContent extends PageMeta {
  hero: {
    badges: [string, string, string];
    title: string;
    subtitle: string;
    serviceBullets: string[];
    callButtonLabel: string;
    formTitle: string;
    formSubtitle: string;
  };
  testimonialsSection: {
    badge: string;
    title: string;
    subtitle: string;
    /** Carousel UI labels; "{n}" and "{total}" are replaced with the slide number and count. */
    carousel: {
      autoplayDelayMs: number;
      previousLabel: string;
      nextLabel: string;
      pauseLabel: string;
      playLabel: string;
      position: string;
      slideLabel: string;
    };
  };
  system: {
    badge: string;
    title: string;
    subtitle: string;
    steps: [HomeStep, HomeStep, HomeStep];
  };
  whyFullService: {
    badge: string;
    title: string;
    subtitle: string;
    piecemeal: ComparisonColumn;
    fullService: ComparisonColumn;
  };
  problems: {
    /** Heading of the solution paragraph inside each open problem. */
    solutionLabel: string;
  };
  guide: {
    badge: string;
    title: string;
    subtitle: string;
    bullets: string[];
    value: string;
    emailPlaceholder: string;
    /** Idle label only; the form owns its submitting and done labels. */
    buttonLabel: string;
  };
  founder: {
    name: string;
    role: string;
    title: string;
    story: string[];
    highlights: [string, string, string];
    /** Scrolls to the free-website form. */
    buttonLabel: string;
  };
  /** Rendered in the section with id form-section. */
  formSection: {
    badge: string;
    title: string;
    subtitle: string;
    bullets: string[];
  };
}

const call = offers.strategyCall;

export const homePage: HomePageContent = {
  metaTitle: "Marketing Agency for Local Service Businesses",
  metaDescription: `Google Ads, Facebook Ads, SEO and websites for roofers, HVAC pros and contractors, built to deliver ${claims.firstMonthLeads}. Book a free strategy call.`,
  keywords: [
    "marketing agency for service businesses",
    "contractor marketing",
    "roofing marketing",
    "HVAC marketing",
    "Google Ads for contractors",
    "local SEO",
    "lead generation Texas",
  ],
  hero: {
    // The numbers are the metrics band's, once on the page: the badges say what else a client gets.
    badges: [claims.exclusivity, claims.setupDays, `${claims.availability} Support`],
    title: "More Calls. More Booked Jobs. One Marketing Team.",
    subtitle: `Ads, website and reviews run as one plan for local service businesses, aimed at ${claims.firstMonthLeads}.`,
    serviceBullets: [
      "Google Ads that show up when customers search for your service",
      "Facebook Ads that reach homeowners in your service area",
      "Websites and landing pages built to turn visitors into calls",
      "Local SEO and Google Business optimization for map-pack visibility",
      "Review management, email and text follow-up that bring customers back",
    ],
    callButtonLabel: "Call Now",
    formTitle: `Get Your ${call.name}`,
    formSubtitle: `${call.note}. Takes about a minute, and we reply ${offers.callbackWithin}.`,
  },
  testimonialsSection: {
    badge: "Client Results",
    title: "Service Business Owners Who Stopped Guessing",
    subtitle: `Roofers, contractors and home-service companies share what changed once their marketing ran as one system. Together our clients have seen ${claims.addedRevenue.toLowerCase()}.`,
    carousel: {
      autoplayDelayMs: 4000,
      previousLabel: "Previous testimonial",
      nextLabel: "Next testimonial",
      pauseLabel: "Pause testimonials",
      playLabel: "Play testimonials",
      position: "Testimonial {n} of {total}",
      slideLabel: "{n} of {total}",
    },
  },
  system: {
    badge: "Our 3-Step System",
    title: "How We Turn Searches Into Booked Jobs",
    subtitle: `Every piece of your marketing has one job: get the phone to ring. We set it up in a ${claims.setupDays}, then keep improving it every month.`,
    steps: [
      {
        title: "Get Found",
        description:
          "Google Ads, Facebook Ads and local SEO put your business in front of people who need your service right now, in the areas you actually serve.",
        icon: "target",
      },
      {
        title: "Get Chosen",
        description:
          "A fast, mobile-first website or landing page, strong reviews and a clear offer give visitors a reason to call you instead of the next company on the list.",
        icon: "monitor",
      },
      {
        title: "Get Booked",
        description:
          "Call tracking, quick follow-up by email and text, and monthly reporting show which leads became jobs, so your budget moves to what works.",
        icon: "trending-up",
      },
    ],
  },
  whyFullService: {
    badge: "Why full-service",
    title: "One Team, One Plan, One Number to Call",
    subtitle:
      "Most owners we talk to have tried hiring a different vendor for each channel. Here is why that usually costs more and delivers less.",
    piecemeal: {
      title: "Piecemeal Marketing",
      points: [
        "Separate vendors for ads, website and SEO, each blaming the others when leads dry up",
        "Ads send paid clicks to a website that was never built to convert them",
        "Reports from different tools that never agree on how many leads you got",
        "You end up as the project manager, chasing updates between calls and jobs",
        "Several invoices every month and nobody who owns the result",
      ],
    },
    fullService: {
      title: `Full-Service With ${siteConfig.name}`,
      points: [
        "One team owns the plan from the first click to the booked job",
        "Ads, landing pages, reviews and follow-up built to work together",
        "One report that tracks calls, form leads and booked jobs",
        `A ${claims.setupDays} and one point of contact who knows your business`,
        `${claims.exclusivity}: we won't market your direct competitor`,
      ],
    },
  },
  problems: {
    solutionLabel: "How we fix it",
  },
  guide: {
    badge: "Free Download",
    title: "Free 2025 Complete Marketing Guide",
    subtitle:
      "The playbook we use with our own clients, written for service business owners who want more calls without wasting ad spend.",
    bullets: [
      "How to set a Google Ads budget that pays for itself",
      "A local SEO checklist for showing up in the map pack",
      "Website fixes that turn more visitors into phone calls",
      "Email and text follow-up that brings past customers back",
      "A 90-day marketing plan you can start this week",
    ],
    value: offers.guideValue,
    emailPlaceholder: "Enter your email address",
    buttonLabel: "Get the Free Guide",
  },
  founder: {
    name: siteConfig.founder.name,
    role: `${siteConfig.founder.title}, ${siteConfig.name}`,
    title: "A Marketing Partner Who Picks Up the Phone",
    story: [
      `I started ${siteConfig.name} in ${siteConfig.founder.foundedYear} because local service businesses deserve better than five vendors, three logins and no clear answer to "did my marketing work this month?"`,
      `In ${claims.yearsExperience} years we've worked with ${claims.clients} clients and generated ${claims.leads} leads for roofers, contractors and home-service companies. We only take ${claims.exclusivity.toLowerCase()}, so the strategy we build for you is never shared with the shop down the road.`,
      `If your website is holding you back, start here: we'll build you a new one for free and deliver it in ${timelines.freeWebsite}. See the work before you spend a dollar with us.`,
    ],
    highlights: [
      `${claims.yearsExperience} years helping local service businesses grow`,
      claims.exclusivity,
      `A ${claims.setupDays} for every new client`,
    ],
    buttonLabel: "Get My Free Website",
  },
  formSection: {
    badge: "Free Marketing Audit",
    title: "Find Out Where Your Next Jobs Will Come From",
    subtitle: `Tell us about your business and book your ${call.name.toLowerCase()}. ${call.note}.`,
    bullets: [
      `A ${call.lengthMinutes}-minute call with a strategist, not a salesperson`,
      "A review of your ads, website and Google Business Profile",
      "A plan for your market you can use whether or not you hire us",
      `A reply ${offers.callbackWithin}`,
    ],
  },
};

/** The strip of client logos under the home hero: the trades the agency sells to first. */
export const clientLogoStrip = {
  title: `Trusted by ${claims.clients} Texas service businesses`,
  slugs: [
    "lone-star-ridge-roofing",
    "brazos-comfort-hvac",
    "pecan-valley-plumbing",
    "bright-line-electric",
    "guadalupe-greenscapes",
    "estrada-interiors",
  ],
} as const;

/** The band of key numbers on the home page: the clients served, then the figures /results opens with. */
export const metricsBand = {
  title: `${siteConfig.name} by the numbers`,
  metrics: [
    { value: claims.clients, label: "Clients Served" },
    ...resultsStats.map(({ value, label }) => ({ value, label })),
  ],
};
