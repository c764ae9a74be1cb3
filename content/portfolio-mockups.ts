/**
 * What each portfolio mock-up shows until the agency supplies real screenshots: the business's own home page as
 * we built it (host, colours, headline, services), drawn by `npm run mockups` into public/portfolio/.
 */
export interface MockupPage {
  id: string;
  host: string;
  brand: string;
  /** Header and button colours, and the hero's two-tone backdrop. */
  colors: { primary: string; accent: string; heroFrom: string; heroTo: string };
  headline: [string, string];
  subline: string;
  cta: string;
  phone: string;
  services: [string, string, string];
  /** The hero's picture: a scene drawn in flat shapes. */
  scene: "hills-rig" | "barn" | "interior" | "camera" | "truck";
  rating: string;
}

export const mockupPages: readonly MockupPage[] = [
  {
    id: "aaa-water-well-portfolio",
    host: "aaawaterwell.com",
    brand: "AAA Water Well",
    colors: { primary: "#0c4a6e", accent: "#0ea5e9", heroFrom: "#082f49", heroTo: "#0369a1" },
    headline: ["Texas Water Wells,", "Drilled Right."],
    subline: "New wells, pump repair and water testing across Hays, Travis and Blanco counties.",
    cta: "Get a Free Quote",
    phone: "(512) 555-0190",
    services: ["Well Drilling", "Pump Repair", "Water Testing"],
    scene: "hills-rig",
    rating: "4.9 from 86 Google reviews",
  },
  {
    id: "double-a-ranch-portfolio",
    host: "doublearanchtx.com",
    brand: "Double A Ranch",
    colors: { primary: "#5b3a1e", accent: "#d97706", heroFrom: "#3f2a14", heroTo: "#92400e" },
    headline: ["Say “I Do” Under", "Texas Skies"],
    subline: "Weddings and corporate events on a working ranch in Brenham. Barn, pavilion, 40 acres.",
    cta: "Book a Tour",
    phone: "(979) 555-0134",
    services: ["Weddings", "Corporate Events", "Venue Packages"],
    scene: "barn",
    rating: "5.0 from 64 Google reviews",
  },
  {
    id: "estrada-interiors-portfolio",
    host: "estradainteriors.com",
    brand: "Estrada Interiors",
    colors: { primary: "#1f2937", accent: "#b45309", heroFrom: "#292524", heroTo: "#57534e" },
    headline: ["Kitchens and Homes", "Designed to Last"],
    subline: "Interior design and remodeling in San Antonio, from the first sketch to the final walkthrough.",
    cta: "Book a Consultation",
    phone: "(210) 555-0177",
    services: ["Kitchen Remodels", "Full-Home Design", "Bath Renovations"],
    scene: "interior",
    rating: "4.9 from 52 Google reviews",
  },
  {
    id: "metanoia-cinema-portfolio",
    host: "metanoiacinema.com",
    brand: "Metanoia Cinema",
    colors: { primary: "#111827", accent: "#e11d48", heroFrom: "#030712", heroTo: "#1f2937" },
    headline: ["Films That Move", "Your Audience"],
    subline: "Brand films, commercials and event coverage from a Fort Worth production studio.",
    cta: "Start a Project",
    phone: "(817) 555-0162",
    services: ["Brand Films", "Commercials", "Event Coverage"],
    scene: "camera",
    rating: "5.0 from 41 Google reviews",
  },
  {
    id: "megahtx-portfolio",
    host: "megahtx.com",
    brand: "MegaHTX",
    colors: { primary: "#14532d", accent: "#f59e0b", heroFrom: "#052e16", heroTo: "#166534" },
    headline: ["Junk Gone Today.", "Same-Day Hauling."],
    subline: "Junk removal, cleanouts and demolition across Houston. Upfront pricing, no surprises.",
    cta: "Get My Price",
    phone: "(713) 555-0148",
    services: ["Junk Removal", "Property Cleanouts", "Light Demolition"],
    scene: "truck",
    rating: "4.8 from 120 Google reviews",
  },
];
