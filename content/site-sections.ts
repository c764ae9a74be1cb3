/** Copy for the shared site chrome (header, footer, 404, blog lead banner) and the types page copy shares. */
import type { IconName } from "@/components/ui/icon";

import { claims } from "./offers";
import { siteConfig } from "./site";

/** The first crumb of every breadcrumb trail (visible trails and BreadcrumbList structured data). */
export const breadcrumbHome = "Home";

/** Said to screen readers after a link that opens another site in a new tab. */
export const newTabHint = "(opens in a new tab)";

/** Every page export starts with these; the layout's title template appends the brand name. */
export interface PageMeta {
  /** Under 60 characters, without the brand name. */
  metaTitle: string;
  /** 120-160 characters. */
  metaDescription: string;
  /** 5-8 keywords. */
  keywords: string[];
}

export interface TitledItem {
  title: string;
  description: string;
}

export interface IconItem extends TitledItem {
  icon: IconName;
}

export interface StatItem {
  value: string;
  label: string;
}

export interface HeaderCopy {
  ctaLabel: string;
  /** Label beside the click-to-call number, which the header renders from site.ts. */
  callLabel: string;
  menuLabel: string;
  /** The landmark holding the top banner (the spots left this month). */
  bannerLabel: string;
  servicesLabel: string;
  viewAllServices: string;
  /** The phone's bottom action bar: a call link and the button to the free audit form. */
  actionBar: { label: string; call: string; audit: string };
}

export const headerCopy: HeaderCopy = {
  ctaLabel: "Get Free Strategy Call",
  callLabel: "Call Now",
  menuLabel: "Menu",
  bannerLabel: "This month's offer",
  servicesLabel: "Services",
  viewAllServices: "View All Services",
  actionBar: { label: "Quick actions", call: "Call", audit: "Free Audit" },
};

export interface FooterCopy {
  about: string;
  companyTitle: string;
  servicesTitle: string;
  legalTitle: string;
  contactTitle: string;
  copyright: (year: number) => string;
}

export const footerCopy: FooterCopy = {
  about: `${siteConfig.name} is a digital marketing agency in ${siteConfig.address.city}, ${siteConfig.address.regionName}, that helps local service businesses turn ads, websites and reviews into booked jobs. One team runs your whole plan, so one team answers for the results.`,
  companyTitle: "Company",
  servicesTitle: "Services",
  legalTitle: "Legal",
  contactTitle: "Contact",
  copyright: (year: number) => `© ${year} ${siteConfig.legalName}. All rights reserved.`,
};

export interface NotFoundCopy {
  /** The browser tab's title on a 404. */
  metaTitle: string;
  metaDescription: string;
  keywords: readonly string[];
  title: string;
  text: string;
  homeLabel: string;
  /** Where else a lost visitor can go: the services, the blog and a call. */
  servicesLabel: string;
  blogLabel: string;
  callLabel: string;
}

export const notFoundCopy: NotFoundCopy = {
  metaTitle: "Page not found",
  metaDescription: `This page doesn't exist or has moved. Find ${siteConfig.name}'s marketing services, client results and free strategy call from our home page.`,
  keywords: ["page not found", siteConfig.name, "digital marketing agency", "service business marketing"],
  title: "Oops! Page not found",
  text: "The page you were looking for doesn't exist or has moved. Head back home to find our services, results and free strategy call.",
  homeLabel: "Return to Home",
  servicesLabel: "Browse Our Services",
  blogLabel: "Read the Blog",
  callLabel: "Call Us",
};

/** Closing banner appended to every blog article. */
export interface LeadCaptureBannerCopy {
  title: string;
  subtitle: string;
  buttonLabel: string;
}

export const leadCaptureBanner: LeadCaptureBannerCopy = {
  title: "Want Us to Put This Into Practice for You?",
  subtitle: `Get a free marketing audit of your ads, website and Google Business Profile. We'll show you where your leads are leaking and how we'd aim for ${claims.firstMonthLeads}.`,
  buttonLabel: "Get My Free Marketing Audit",
};
