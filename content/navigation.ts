import { servicePath, services, type ServiceSlug } from "./services";
import { headerCopy } from "./site-sections";

export interface NavLink {
  href: string;
  label: string;
}

/** Header navigation, in the spec's order; "Services" is a dropdown rendered between Results and Portfolio. */
export const primaryNav = {
  before: [
    { href: "/how-it-works", label: "How It Works" },
    { href: "/results", label: "Results" },
  ],
  after: [
    { href: "/portfolio", label: "Portfolio" },
    { href: "/blog", label: "Blog" },
    { href: "/contact", label: "Contact" },
  ],
} satisfies Record<string, NavLink[]>;

/** The header's and the menu's services list: the link to every service first, then each service. */
export const serviceNav: NavLink[] = [
  { href: "/services", label: headerCopy.viewAllServices },
  ...services.map((service) => ({ href: servicePath(service.slug), label: service.navLabel })),
];

/** The footer lists seven of the nine services: all but SEO and LinkedIn Ads. */
const footerExcludedServices: readonly ServiceSlug[] = ["seo", "linkedin-ads"];

export const footerNav = {
  company: [
    { href: "/how-it-works", label: "How It Works" },
    { href: "/results", label: "Results" },
    { href: "/portfolio", label: "Portfolio" },
    { href: "/blog", label: "Blog" },
    { href: "/contact", label: "Contact" },
  ],
  services: services
    .filter((service) => !footerExcludedServices.includes(service.slug))
    .map((service) => ({ href: servicePath(service.slug), label: service.navLabel })),
  legal: [
    { href: "/privacy-policy", label: "Privacy Policy" },
    { href: "/terms-of-service", label: "Terms of Service" },
    { href: "/disclaimer", label: "Disclaimer" },
  ],
} satisfies Record<string, NavLink[]>;

/** Where a visitor has just converted: no scarcity banner and no bottom action bar asking them again. */
export const afterConversionPaths = ["/thank-you", "/roofing-google-ads/final-thank-you"] as const;

/** Pages without the site's "claim your spot" banner: after a conversion, and the roofing funnel, which has its own. */
export const ownBannerPaths = [...afterConversionPaths, "/roofing-google-ads"] as const;

/** Pages with their own bottom button (the roofing funnel): the site's action bar stays off them. */
export const ownActionBarPaths = ["/roofing-google-ads"] as const;
