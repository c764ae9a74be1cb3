/** Case studies for /results: together 370 leads and about $142k, a share of the site-wide claims, never more. */
import type { Photo } from "./media";
import { claims, offers } from "./offers";

/** A result as a stat tile shows it: the figure, then what it counts ("38", "leads in 90 days"); `amount` for charts. */
export interface ResultFigure {
  value: string;
  detail: string;
  amount: number;
}

const usdFormat = new Intl.NumberFormat("en-US", {
  style: "currency",
  currency: "USD",
  maximumFractionDigits: 0,
});
const count = (amount: number, detail: string): ResultFigure => ({ value: String(amount), detail, amount });
const usd = (amount: number, detail: string): ResultFigure => ({
  value: usdFormat.format(amount),
  detail,
  amount,
});
const multiple = (amount: number, detail: string): ResultFigure => ({
  value: `${amount.toFixed(1)}x`,
  detail,
  amount,
});

export const figureText = (figure: ResultFigure) => `${figure.value} ${figure.detail}`;

/** The trades the agency sells to first, in the order /results shows them, then everyone else. */
export const trades = [
  { id: "roofing", label: "Roofing" },
  { id: "hvac", label: "HVAC" },
  { id: "plumbing", label: "Plumbing" },
  { id: "electrical", label: "Electrical" },
  { id: "landscaping", label: "Landscaping" },
  { id: "contractors", label: "Contractors" },
  { id: "local", label: "Other Local Businesses" },
] as const;

export type Trade = (typeof trades)[number]["id"];

export interface CaseStudy {
  id: string;
  slug: string;
  business: string;
  owner: string;
  location: string;
  industry: string;
  challenge: string;
  solution: string;
  results: { leads: ResultFigure; revenue: ResultFigure; roi: ResultFigure };
  /** The owner's photo beside their words; a monogram until the agency supplies one (content/media.ts). */
  ownerPhoto?: Photo;
  /** The trade /results groups and filters by. */
  trade: Trade;
  testimonial: string;
  logo: { src: string; width: number; height: number };
  /** Anchor on /portfolio; only the four businesses with a portfolio block have one. */
  portfolioAnchor?: string;
}

const logoSize = { width: 280, height: 64 } as const;

function logo(slug: string): CaseStudy["logo"] {
  return { src: `/logos/${slug}.svg`, ...logoSize };
}

export const caseStudies: readonly CaseStudy[] = [
  {
    id: "aaa-water-well",
    slug: "aaa-water-well",
    business: "AAA Water Well",
    owner: "Travis Dunn",
    location: "Dripping Springs, TX",
    industry: "Water Well Drilling",
    challenge:
      "Nearly every job came from word of mouth and a decade-old website that didn't work on phones. Landowners searching for well drilling in Hays and Travis counties found two larger competitors first, and most of the calls AAA did get were for pump repairs, not new wells.",
    solution:
      "We rebuilt the website around their three core services (new well drilling, pump installation and repair, and water testing) with click-to-call and a quote form on every page. Then we launched Google Ads on drilling and pump searches within a 40-mile radius and filled out their Google Business Profile with job photos, service areas and a review request after each job.",
    results: {
      leads: count(38, "leads in 90 days"),
      revenue: usd(18_500, "added revenue"),
      roi: multiple(3.4, "ROAS"),
    },
    testimonial:
      "We drill wells, we don't do marketing. Bluebonnet built us a site that actually works on a phone and had the ads running in about two weeks. Now the calls are for new wells, not just somebody's pump acting up.",
    logo: logo("aaa-water-well"),
    trade: "contractors",
    portfolioAnchor: "aaa-water-well-portfolio",
  },
  {
    id: "double-a-ranch",
    slug: "double-a-ranch",
    business: "Double A Ranch",
    owner: "Amanda Alvarez",
    location: "Brenham, TX",
    industry: "Ranch Event Venue",
    challenge:
      "Amanda and her husband host weddings and corporate events on their working ranch, but bookings depended on one listing site that took a cut and sent mostly price shoppers. Their Facebook page was active, yet it rarely turned into tour requests.",
    solution:
      "We built a venue website with photo galleries, capacity and package details, and a tour-request form that asks for the date, guest count and budget up front. Facebook and Instagram ads reached engaged couples in the Houston and Austin areas, with retargeting for anyone who viewed the packages page.",
    results: {
      leads: count(29, "tour requests in 60 days"),
      revenue: usd(16_800, "in booked events"),
      roi: multiple(4.0, "ROAS"),
    },
    testimonial:
      "The inquiries we get now already know our dates, our capacity and our price range. We went from answering the same questions all day to booking tours.",
    logo: logo("double-a-ranch"),
    trade: "local",
    portfolioAnchor: "double-a-ranch-portfolio",
  },
  {
    id: "estrada-interiors",
    slug: "estrada-interiors",
    business: "Estrada Interiors",
    owner: "Gabriela Estrada",
    location: "San Antonio, TX",
    industry: "Interior Design & Remodeling",
    challenge:
      "Gabriela's design work was strong, but Instagram was the only place to see it and her old site had no way to book a consultation. Most inquiries wanted a quick paint-color opinion, not full-room or remodel projects.",
    solution:
      "We built a portfolio-first website with project galleries by room, a services page that says where projects start, and a consultation form that screens by project type and timeline. Neighborhood pages for Alamo Heights, Stone Oak and Boerne, plus Instagram ads with before-and-after work, brought in qualified visitors.",
    results: {
      leads: count(34, "consultation requests in 90 days"),
      revenue: usd(14_200, "added revenue"),
      roi: multiple(3.1, "return on marketing spend"),
    },
    testimonial:
      "People find me by searching now, not just by scrolling Instagram. And because the form asks the right questions, the consultations I take are real projects.",
    logo: logo("estrada-interiors"),
    trade: "contractors",
    portfolioAnchor: "estrada-interiors-portfolio",
  },
  {
    id: "metanoia-cinema",
    slug: "metanoia-cinema",
    business: "Metanoia Cinema",
    owner: "Elias Navarro",
    location: "Fort Worth, TX",
    industry: "Video Production",
    challenge:
      "Elias runs a small studio filming weddings and brand videos. His reels were excellent but lived on a video-hosting profile, and his site gave no pricing guidance, so he spent hours on calls with couples whose budgets didn't fit.",
    solution:
      "We designed a video-forward website with film collections, starting-at packages and an inquiry form that captures the event date and budget range. Google Ads targeted wedding videographer and corporate video searches across Dallas-Fort Worth, and every inquiry gets an automatic follow-up email series.",
    results: {
      leads: count(26, "project inquiries in 60 days"),
      revenue: usd(9_600, "added revenue"),
      roi: multiple(2.8, "ROAS"),
    },
    testimonial:
      "The site finally looks like the work we do. Couples come to the call having watched our films and seen our packages, so we spend the time planning instead of explaining prices.",
    logo: logo("metanoia-cinema"),
    trade: "local",
    portfolioAnchor: "metanoia-cinema-portfolio",
  },
  {
    id: "lone-star-ridge-roofing",
    slug: "lone-star-ridge-roofing",
    business: "Lone Star Ridge Roofing",
    owner: "Cody Whitaker",
    location: "Round Rock, TX",
    industry: "Roofing",
    challenge:
      "After hail season, Cody's crew was competing with out-of-town storm chasers running heavy ads. He had been buying from a lead service that sold the same homeowner to several other roofers, and his close rate kept falling.",
    solution:
      "We launched Google Ads on high-intent searches such as roof replacement, hail damage inspection and roof leak repair in Round Rock, Georgetown and Pflugerville, sent that traffic to two dedicated landing pages with a free-inspection form, and added call tracking. Every lead goes to his team and no one else.",
    results: {
      leads: count(52, "leads in 60 days"),
      revenue: usd(34_000, "added revenue"),
      roi: multiple(4.6, "ROAS"),
    },
    testimonial:
      "These leads aren't shared with anybody. When a homeowner calls, they called us. We closed three full replacements off the first two months of ads.",
    logo: logo("lone-star-ridge-roofing"),
    trade: "roofing",
  },
  {
    id: "brazos-comfort-hvac",
    slug: "brazos-comfort-hvac",
    business: "Brazos Comfort HVAC",
    owner: "Luis Serrano",
    location: "Waco, TX",
    industry: "HVAC",
    challenge:
      "Luis's phones were slammed in July and quiet in October and March. He had nothing to fill the shoulder seasons and leaned on a home-warranty company that paid below his normal rates.",
    solution:
      "We built Google Ads campaigns that change with the season (AC repair in summer, furnace tune-ups and heat-pump installs in fall and winter), overhauled his Google Business Profile, and sent a text campaign offering maintenance checkups to past customers.",
    results: {
      leads: count(61, "service calls in 60 days"),
      revenue: usd(15_400, "added revenue"),
      roi: multiple(3.6, "ROAS"),
    },
    testimonial:
      "October used to be dead. This year we had tune-ups booked out a week, and a lot of them came from customers who'd forgotten about us until they got the text.",
    logo: logo("brazos-comfort-hvac"),
    trade: "hvac",
  },
  {
    id: "pecan-valley-plumbing",
    slug: "pecan-valley-plumbing",
    business: "Pecan Valley Plumbing",
    owner: "Ray Dominguez",
    location: "Pflugerville, TX",
    industry: "Plumbing",
    challenge:
      "Ray was paying another agency every month and couldn't say what it produced. The ads ran on broad keywords and brought in calls about pool repair and appliance installs, work he doesn't do.",
    solution:
      "We rebuilt the account around emergency plumbing, water heater and drain cleaning searches in Pflugerville, Hutto and north Austin, added the negative keywords the old campaigns lacked, and set up call recording with a simple report showing every call by source.",
    results: {
      leads: count(44, "leads in 45 days"),
      revenue: usd(9_800, "added revenue"),
      roi: multiple(3.2, "ROAS"),
    },
    testimonial:
      "For the first time I can see which calls came from the ads and what they turned into. Fewer junk calls, more water heaters.",
    logo: logo("pecan-valley-plumbing"),
    trade: "plumbing",
  },
  {
    id: "guadalupe-greenscapes",
    slug: "guadalupe-greenscapes",
    business: "Guadalupe Greenscapes",
    owner: "Kelsey Brandt",
    location: "New Braunfels, TX",
    industry: "Landscaping",
    challenge:
      "Kelsey wanted more landscape design and hardscape projects, but almost every call was for low-margin weekly mowing. Her website listed everything in one paragraph and didn't show a single finished project.",
    solution:
      "We rebuilt her site with separate pages for landscape design, patios and retaining walls, and xeriscaping, each with project photos. Facebook ads with before-and-after carousels reached homeowners in New Braunfels, Canyon Lake and Seguin, and we tuned her Google Business Profile for design searches.",
    results: {
      leads: count(39, "leads in 60 days"),
      revenue: usd(12_600, "added revenue"),
      roi: multiple(3.9, "ROAS"),
    },
    testimonial:
      "We're quoting patios and full backyard redesigns now instead of fighting over mowing contracts. The before-and-after ads do the selling for us.",
    logo: logo("guadalupe-greenscapes"),
    trade: "landscaping",
  },
  {
    id: "bright-line-electric",
    slug: "bright-line-electric",
    business: "Bright Line Electric",
    owner: "Andre Mitchell",
    location: "Plano, TX",
    industry: "Electrical",
    challenge:
      "Andre had great reviews but only eleven of them, while competitors with hundreds showed up first on the map. His site had no pages for the panel upgrades and EV charger installs he most wanted to sell.",
    solution:
      "We added service pages for panel upgrades, EV charger installation and whole-home generators, launched Google Ads for those searches in Plano, Frisco and Allen, and set up automatic review requests by text after every completed job.",
    results: {
      leads: count(47, "leads in 60 days"),
      revenue: usd(11_300, "added revenue"),
      roi: multiple(3.0, "ROAS"),
    },
    testimonial:
      "The review requests alone were worth it. We've more than tripled our Google reviews, and we finally show up on the map for our own city.",
    logo: logo("bright-line-electric"),
    trade: "electrical",
  },
];

/** The case studies in the order of their trades: the trades the agency sells to first. */
export const caseStudiesByTrade: readonly CaseStudy[] = trades.flatMap((trade) =>
  caseStudies.filter((study) => study.trade === trade.id),
);

export const resultsStats: readonly {
  value: string;
  label: string;
  description: string;
}[] = [
  {
    value: claims.leads,
    label: "Leads Generated",
    description: "Calls and form requests delivered to our clients' phones and inboxes.",
  },
  {
    value: claims.addedRevenueShort,
    label: "Added Revenue",
    description: `Closed jobs our clients traced back to our campaigns, across ${claims.clients} clients.`,
  },
  {
    value: claims.revenueMultiplier,
    label: "Average Revenue Increase",
    description: "The average revenue lift our clients see from the campaigns we run for them.",
  },
];

export const resultsPage = {
  metaTitle: "Results & Case Studies",
  metaDescription: `How Texas roofers, HVAC companies, plumbers and other service businesses grew with us: ${claims.leads} leads and ${claims.addedRevenue.toLowerCase()}.`,
  keywords: [
    "marketing agency results",
    "case studies",
    "service business marketing",
    "roofing leads",
    "HVAC marketing",
    "plumbing marketing",
    "Texas marketing agency",
  ],
  hero: {
    badge: "Real Clients, Real Numbers",
    title: "Real Results From Service Businesses",
    subtitle:
      "Nine case studies from Texas roofers, HVAC companies, plumbers and other local businesses: what wasn't working, what we changed and what it produced.",
  },
  casesTitle: "Client Case Studies",
  casesSubtitle:
    "Each result is from one client over the period shown. Yours will depend on your market, your offer and how quickly your team follows up on new leads.",
  portfolioLinkLabel: "View Portfolio Work",
  tradeFilterLabel: "Case studies by trade",
  allTradesLabel: "All Trades",
  statsTitle: "Results at a Glance",
  labels: {
    challenge: "The Challenge",
    solution: "Our Solution",
    results: "The Results",
    leads: "Leads",
    revenue: "Revenue",
    roi: "Return",
    testimonial: "In their words",
    logoAlt: "logo",
  },
  cta: {
    title: "Want Results Like These?",
    subtitle: `Book a free ${offers.strategyCall.lengthMinutes}-minute strategy call (${offers.strategyCall.note.toLowerCase()}). We'll review your current marketing and show you where your next leads should come from.`,
    button: "Get My Free Strategy Call",
    // /results has no form: the button goes to the lead form on /contact.
    href: "/contact#lead-form",
  },
} as const satisfies {
  metaTitle: string;
  metaDescription: string;
  keywords: readonly string[];
  hero: { badge: string; title: string; subtitle: string };
  casesTitle: string;
  casesSubtitle: string;
  portfolioLinkLabel: "View Portfolio Work";
  tradeFilterLabel: string;
  allTradesLabel: string;
  statsTitle: string;
  labels: {
    challenge: string;
    solution: string;
    results: string;
    leads: string;
    revenue: string;
    roi: string;
    testimonial: string;
    logoAlt: string;
  };
  cta: { title: string; subtitle: string; button: string; href: string };
};

/** The words of a case study's chart: what the ads cost against what they brought back (spend = revenue / ROAS). */
export const resultChartCopy = {
  spend: "Ad spend",
  revenue: "Revenue back",
  summary: (business: string, spend: string, revenue: string, roas: string) =>
    `${business}: about ${spend} in ad spend brought back ${revenue}, ${roas} the spend.`,
} as const;

/** Each service page's own result: the case study whose work was most that service. */
export const serviceResults = {
  "google-ads": "pecan-valley-plumbing",
  "facebook-ads": "double-a-ranch",
  "website-design": "estrada-interiors",
  seo: "bright-line-electric",
  "review-management": "bright-line-electric",
  "linkedin-ads": "metanoia-cinema",
  "email-text-marketing": "brazos-comfort-hvac",
  "google-business-optimization": "aaa-water-well",
  "social-media-management": "guadalupe-greenscapes",
} as const satisfies Record<string, string>;

/** The roofing ad page's proof under its hero. */
export const roofingResultSlug = "lone-star-ridge-roofing";

export function caseStudyBySlug(slug: string): CaseStudy {
  const found = caseStudies.find((study) => study.slug === slug);
  if (!found) throw new Error(`Unknown case study: ${slug}`);
  return found;
}

export const resultSpotlightCopy = {
  badge: "Client Result",
  title: (study: CaseStudy) => `${study.business}: ${figureText(study.results.leads)}`,
  allResults: "See All Client Results",
} as const;
