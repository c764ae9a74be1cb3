/** Testimonials of the home carousel and both funnels; **bold** allowed; case-study clients reuse its facts. */
import { caseStudies, figureText, type CaseStudy } from "./case-studies";
import type { Photo } from "./media";

export interface Testimonial {
  id: string;
  name: string;
  business: string;
  location: string;
  rating: 5;
  text: string;
  /** Short badge, e.g. "52 leads in 60 days". */
  result?: string;
  logo?: { src: string; width: number; height: number };
  /** The person's photo; a monogram portrait until the agency supplies one (content/media.ts). */
  photo?: Photo;
}

function caseStudy(slug: string): CaseStudy {
  const found = caseStudies.find((study) => study.slug === slug);
  if (!found) throw new Error(`Unknown case study: ${slug}`);
  return found;
}

/** A testimonial from a case-study client: name, business, location and logo come from the case study. */
function fromCaseStudy(
  id: string,
  slug: string,
  text: string,
  result: (study: CaseStudy) => string,
): Testimonial {
  const study = caseStudy(slug);
  return {
    id,
    name: study.owner,
    business: study.business,
    location: study.location,
    rating: 5,
    text,
    result: result(study),
    logo: study.logo,
    photo: study.ownerPhoto,
  };
}

export const homeTestimonials: readonly Testimonial[] = [
  fromCaseStudy(
    "home-lone-star-ridge-roofing",
    "lone-star-ridge-roofing",
    "We were buying shared leads and losing half of them to storm chasers. Bluebonnet set up Google Ads and landing pages just for us, and **every lead is ours alone**. We closed **three full roof replacements** in the first two months.",
    (study) => figureText(study.results.revenue),
  ),
  fromCaseStudy(
    "home-brazos-comfort-hvac",
    "brazos-comfort-hvac",
    "Our slow months used to be brutal. The seasonal campaigns and a text to past customers **filled our fall schedule with tune-ups**, and I can see exactly which calls came from where.",
    (study) => figureText(study.results.leads),
  ),
  fromCaseStudy(
    "home-guadalupe-greenscapes",
    "guadalupe-greenscapes",
    "I wanted design and hardscape work, not more mowing. The new site and before-and-after ads brought in **39 leads in 60 days**, and most of them were patio and backyard projects.",
    (study) => figureText(study.results.leads),
  ),
  fromCaseStudy(
    "home-aaa-water-well",
    "aaa-water-well",
    "I was skeptical of agencies. They rebuilt our website, had ads live in about two weeks and **explained everything in plain English**. The phone now rings for **new wells, not just repairs**.",
    (study) => figureText(study.results.leads),
  ),
];

export const roofingTestimonials: readonly Testimonial[] = [
  fromCaseStudy(
    "roofing-lone-star-ridge-roofing",
    "lone-star-ridge-roofing",
    "The **$500 ad credit** got us started with very little risk, and the landing pages they built convert far better than our old website. We closed **three full replacements** in the first two months, and none of those leads were shared.",
    (study) => figureText(study.results.leads),
  ),
  {
    id: "roofing-summit-peak-roofing",
    name: "Jake Holloway",
    business: "Summit Peak Roofing",
    location: "Killeen, TX",
    rating: 5,
    text: "I liked that they only take **one roofer per city**, so they aren't running my competitor's ads from the same playbook. We had **17 inspection requests in the first month**, and my sales guy hasn't been this busy since the last hailstorm.",
    result: "17 leads in month one",
  },
  {
    id: "roofing-gulf-coast-roof-pros",
    name: "Marisol Vega",
    business: "Gulf Coast Roof Pros",
    location: "Corpus Christi, TX",
    rating: 5,
    text: "Other agencies sent me reports full of clicks and impressions. Bluebonnet reports on **calls, inspections and signed contracts**. The first month brought 14 leads and two signed reroofs.",
    result: "14 leads in 30 days",
  },
  {
    id: "roofing-red-oak-roofing",
    name: "Dwayne Carter",
    business: "Red Oak Roofing & Restoration",
    location: "Tyler, TX",
    rating: 5,
    text: "Keyword research, landing pages and call tracking were all live within two weeks. The leads are homeowners who **need a roof now**, not folks collecting quotes for next year.",
    result: "21 leads in 30 days",
  },
];

export const freeWebsiteTestimonials: readonly Testimonial[] = [
  {
    id: "free-website-hernandez-fence",
    name: "Miguel Hernandez",
    business: "Hernandez Fence & Gate",
    location: "San Marcos, TX",
    rating: 5,
    text: "I'd put off getting a website for years because of the cost. Bluebonnet built it for free and **it was live in three days**, with my project gallery, service area and a quote form. Customers tell me it looks like a big company's site.",
    result: "Live in 3 days",
  },
  {
    id: "free-website-tidy-nest-cleaning",
    name: "Brianna Cole",
    business: "Tidy Nest Cleaning Co.",
    location: "Georgetown, TX",
    rating: 5,
    text: "I was just starting my cleaning business and didn't know what a website needed. I answered a few questions, and **48 hours later** I had a clean, mobile-friendly site with a booking request form. My new business looked established from day one.",
    result: "Launched in 48 hours",
  },
  {
    id: "free-website-jensen-pro-painting",
    name: "Kyle Jensen",
    business: "Jensen Pro Painting",
    location: "Temple, TX",
    rating: 5,
    text: "Our old site was from 2014 and looked it. The free rebuild **loads fast on phones**, shows our before-and-after photos and puts a call button on every page. They walked me through it on one call and handled the rest.",
    result: "Replaced a 2014 website",
  },
];
