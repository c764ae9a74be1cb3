/** The one site configuration: brand, contact details, socials and the public URLs ops set. */
import { PLACEHOLDER_PHONE, usPhone } from "@/lib/phone-number";

const env = {
  siteUrl: process.env.NEXT_PUBLIC_SITE_URL,
  bookingWidgetUrl: process.env.NEXT_PUBLIC_BOOKING_WIDGET_URL,
  formEmbedScriptUrl: process.env.NEXT_PUBLIC_FORM_EMBED_SCRIPT_URL,
  phone: process.env.NEXT_PUBLIC_AGENCY_PHONE,
};

function blankToUndefined(value: string | undefined): string | undefined {
  const trimmed = value?.trim();
  return trimmed ? trimmed : undefined;
}

export const siteConfig = {
  name: "Bluebonnet Digital",
  legalName: "Bluebonnet Digital LLC",
  tagline: "Lead generation for Texas service businesses",
  description:
    "Bluebonnet Digital is a Texas marketing agency that gets local service businesses 10+ leads in the first month with Google Ads, Facebook Ads, SEO and high-converting websites.",
  url: (blankToUndefined(env.siteUrl) ?? "http://localhost:3000").replace(/\/+$/, ""),
  // 2021: the spec claims "5 years" of experience, and the site launches in 2026.
  founder: { name: "Marcus Reyes", title: "Founder & Lead Strategist", foundedYear: 2021 },
  // Validated at build (lib/env.ts); the placeholder stands in only where the build's check did not run.
  phone: usPhone(blankToUndefined(env.phone) ?? PLACEHOLDER_PHONE) ?? usPhone(PLACEHOLDER_PHONE)!,
  email: "hello@bluebonnetdigital.com",
  address: {
    street: "2300 S Lamar Blvd, Suite 210",
    city: "Austin",
    region: "TX",
    regionName: "Texas",
    postalCode: "78704",
    country: "US",
  },
  hours: "24/7 (CST)",
  /** schema.org openingHours for around-the-clock availability. */
  openingHours: "Mo-Su 00:00-23:59",
  socials: [
    { name: "Facebook", href: "https://www.facebook.com/bluebonnetdigital", icon: "facebook" },
    { name: "Instagram", href: "https://www.instagram.com/bluebonnetdigital", icon: "instagram" },
    { name: "LinkedIn", href: "https://www.linkedin.com/company/bluebonnetdigital", icon: "linkedin" },
    { name: "YouTube", href: "https://www.youtube.com/@bluebonnetdigital", icon: "youtube" },
  ],
  /** Booking widget iframe on the roofing page; unset leaves the widget out. */
  bookingWidgetUrl: blankToUndefined(env.bookingWidgetUrl),
  /** External form-embed script on the roofing page; unset leaves it out. */
  formEmbedScriptUrl: blankToUndefined(env.formEmbedScriptUrl),
} as const;

export type SocialIcon = (typeof siteConfig.socials)[number]["icon"];

export const mailtoHref = `mailto:${siteConfig.email}`;
export const fullAddress = `${siteConfig.address.street}, ${siteConfig.address.city}, ${siteConfig.address.region} ${siteConfig.address.postalCode}`;
