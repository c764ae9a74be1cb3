/** /portfolio: each item's id is the anchor /results links to; liveUrl is only an outbound link, never fetched. */
import { caseStudies, figureText } from "./case-studies";
import { portfolioScreenshots, type Photo, type Screenshots } from "./media";
import { offers } from "./offers";
import { newTabHint } from "./site-sections";

export interface PortfolioItem {
  id: string;
  business: string;
  industry: string;
  location: string;
  summary: string;
  services: readonly string[];
  highlights: readonly string[];
  liveUrl?: string;
  /** The home page on a desktop and on a phone: the drawn mock-ups until real screenshots are dropped in. */
  screenshots: { desktop: Photo; phone: Photo; illustration: boolean };
}

/**
 * The drawn mock-ups (`npm run mockups`). Real screenshots go in `portfolioScreenshots` (content/media.ts): a
 * `Photo` for `desktop` (1280 x 800) and for `phone` (390 x 780), each with its alt text (docs/design.md).
 */
function screenshots(
  id: string,
  business: string,
  real: Screenshots = portfolioScreenshots[id] ?? {},
): PortfolioItem["screenshots"] {
  return {
    // A drawn picture must never pass for a client's screenshot: its alt and its caption say so.
    illustration: !real.desktop || !real.phone,
    desktop: real.desktop ?? {
      src: `/portfolio/${id}-desktop.svg`,
      width: 1280,
      height: 800,
      alt: `Illustration: a drawn mock-up of the ${business} home page on a desktop`,
    },
    phone: real.phone ?? {
      src: `/portfolio/${id}-phone.svg`,
      width: 390,
      height: 780,
      alt: `Illustration: a drawn mock-up of the ${business} home page on a phone`,
    },
  };
}

/** The headline result of the matching case study, so both pages state the same number. */
function caseStudyResult(anchor: string): string {
  const study = caseStudies.find((item) => item.portfolioAnchor === anchor);
  if (!study) throw new Error(`No case study links to ${anchor}`);
  return `${figureText(study.results.leads)}, ${figureText(study.results.revenue).toLowerCase()}`;
}

export const portfolioItems: readonly PortfolioItem[] = [
  {
    id: "aaa-water-well-portfolio",
    business: "AAA Water Well",
    industry: "Water Well Drilling",
    location: "Dripping Springs, TX",
    summary:
      "A mobile-first rebuild for a family-run well drilling company, organized around its three core services with click-to-call and a quote form on every page.",
    services: ["Website Design", "Google Ads", "Google Business Optimization"],
    highlights: [
      "Service pages for well drilling, pump repair and water testing",
      "Service-area page covering Hays, Travis and Blanco counties",
      "Quote form that asks for the property location and current water source",
      caseStudyResult("aaa-water-well-portfolio"),
    ],
    liveUrl: "https://aaawaterwell.com",
    screenshots: screenshots("aaa-water-well-portfolio", "AAA Water Well"),
  },
  {
    id: "double-a-ranch-portfolio",
    business: "Double A Ranch",
    industry: "Ranch Event Venue",
    location: "Brenham, TX",
    summary:
      "A venue website for a working ranch that hosts weddings and corporate events, built to turn Facebook and Instagram traffic into booked tours.",
    services: ["Website Design", "Facebook Ads", "Social Media Management"],
    highlights: [
      "Photo galleries for the barn, pavilion and grounds",
      "Package and capacity details answered before the first call",
      "Tour-request form that captures date, guest count and budget",
      caseStudyResult("double-a-ranch-portfolio"),
    ],
    liveUrl: "https://doublearanchtx.com",
    screenshots: screenshots("double-a-ranch-portfolio", "Double A Ranch"),
  },
  {
    id: "estrada-interiors-portfolio",
    business: "Estrada Interiors",
    industry: "Interior Design & Remodeling",
    location: "San Antonio, TX",
    summary:
      "A portfolio-first site for an interior designer, letting finished rooms do the selling and screening inquiries before they reach the calendar.",
    services: ["Website Design", "SEO", "Facebook Ads"],
    highlights: [
      "Project galleries organized by room",
      "Neighborhood pages for Alamo Heights, Stone Oak and Boerne",
      "Consultation form that screens by project type and timeline",
      caseStudyResult("estrada-interiors-portfolio"),
    ],
    liveUrl: "https://estradainteriors.com",
    screenshots: screenshots("estrada-interiors-portfolio", "Estrada Interiors"),
  },
  {
    id: "metanoia-cinema-portfolio",
    business: "Metanoia Cinema",
    industry: "Video Production",
    location: "Fort Worth, TX",
    summary:
      "A dark, video-forward website for a wedding and brand film studio, with packages published up front so couples arrive at the call ready to plan.",
    services: ["Website Design", "Google Ads", "Email & Text Marketing"],
    highlights: [
      "Film collections for weddings and brand work",
      "Starting-at packages on a dedicated pricing page",
      "Inquiry form that captures event date and budget range",
      caseStudyResult("metanoia-cinema-portfolio"),
    ],
    liveUrl: "https://metanoiacinema.com",
    screenshots: screenshots("metanoia-cinema-portfolio", "Metanoia Cinema"),
  },
  {
    id: "megahtx-portfolio",
    business: "MegaHTX",
    industry: "Junk Removal & Hauling",
    location: "Houston, TX",
    summary:
      "A bold, fast-loading site for a Houston junk removal and light demolition crew, built around booking a pickup by phone or text in under a minute.",
    services: ["Website Design", "Google Business Optimization", "Google Ads"],
    highlights: [
      "Sticky call and text buttons on every mobile page",
      "Pricing guide by truckload size",
      "Service-area pages for Katy, Pearland, Sugar Land and the Heights",
      "Quote form with photo upload for faster estimates",
    ],
    liveUrl: "https://megahtx.com",
    screenshots: screenshots("megahtx-portfolio", "MegaHTX"),
  },
];

export const comingSoon: readonly { title: string; industry: string }[] = [
  { title: "Storm Restoration Roofing Website", industry: "Roofing" },
  { title: "Heating & Air Service Website", industry: "HVAC" },
  { title: "Outdoor Living & Hardscape Website", industry: "Landscaping" },
];

export const portfolioPage = {
  metaTitle: "Portfolio: Websites & Campaigns",
  metaDescription:
    "Websites and campaigns we built for Texas service businesses: a water well driller, a ranch venue, an interior designer, a film studio and a junk removal crew.",
  keywords: [
    "marketing agency portfolio",
    "service business website design",
    "contractor website examples",
    "Texas web design",
    "small business websites",
  ],
  hero: {
    badge: "Our Work",
    title: "Websites Built to Make the Phone Ring",
    subtitle:
      "A look at sites and campaigns we've built for Texas service businesses, from a Hill Country well driller to a Houston junk removal crew.",
  },
  projectsTitle: "Featured Projects",
  servicesLabel: "Services Provided",
  highlightsLabel: "Project Highlights",
  liveSiteLabel: "Visit Live Site",
  newTabHint,
  illustrationNote: "Illustration of the finished site, not a screenshot",
  comingSoonLabel: "Coming soon",
  comingSoonTitle: "More Projects on the Way",
  comingSoonSubtitle: "These client sites are being built right now and will be added here once they launch.",
  cta: {
    title: "Want a Website Like These?",
    subtitle: `Tell us about your business and we'll show you what we'd build. ${offers.seoWithWebsite}.`,
    button: "Start My Project",
    // /portfolio has no form: the button goes to the home page's form section.
    href: "/#form-section",
  },
} as const satisfies {
  metaTitle: string;
  metaDescription: string;
  keywords: readonly string[];
  hero: { badge: string; title: string; subtitle: string };
  projectsTitle: string;
  servicesLabel: string;
  highlightsLabel: string;
  liveSiteLabel: string;
  newTabHint: string;
  illustrationNote: string;
  comingSoonLabel: "Coming soon";
  comingSoonTitle: string;
  comingSoonSubtitle: string;
  cta: { title: string; subtitle: string; button: string; href: string };
};
