/** /contact copy; contact details come from site.ts, the quick form's toasts from the form. */
import type { IconName } from "@/components/ui/icon";

import { claimedResults, claims, offers, terms, timelines } from "./offers";
import { siteConfig } from "./site";
import type { PageMeta } from "./site-sections";

export type ContactCardId = "call" | "email" | "location" | "strategy-call";

export interface ContactCard {
  id: ContactCardId;
  title: string;
  description: string;
  actionLabel: string;
  icon: IconName;
}

export interface ContactFaq {
  question: string;
  answer: string;
}

export interface ContactPageContent extends PageMeta {
  hero: { badge: string; title: string; subtitle: string };
  /** Heading of the contact cards (read by screen readers). */
  cardsTitle: string;
  cards: [ContactCard, ContactCard, ContactCard, ContactCard];
  hours: { title: string; text: string };
  quickForm: {
    title: string;
    subtitle: string;
    nameLabel: string;
    emailLabel: string;
    messageLabel: string;
    namePlaceholder: string;
    emailPlaceholder: string;
    messagePlaceholder: string;
    submitLabel: string;
  };
  faqTitle: string;
  faqs: [ContactFaq, ContactFaq, ContactFaq, ContactFaq];
  /** Sticky lead form with id lead-form. */
  leadForm: { title: string; subtitle: string };
  callExpectations: { title: string; items: string[] };
  strategyCall: { title: string; length: string; note: string };
}

const call = offers.strategyCall;

/** Anchor of the quick message form's section (the location card's button leads there). */
export const quickMessageSectionId = "quick-message";

export const contactPage: ContactPageContent = {
  metaTitle: "Contact Us: Book Your Free Strategy Call",
  metaDescription: `Call, email or message our team ${claims.availability}. Book a free ${call.lengthMinutes}-minute strategy call for your service business and get a reply ${offers.callbackWithin}.`,
  keywords: [
    "contact marketing agency",
    "free strategy call",
    "free marketing audit",
    "contractor marketing agency",
    `${siteConfig.address.city} marketing agency`,
    "service business marketing help",
  ],
  hero: {
    badge: "Contact Us",
    title: "Let's Talk About Getting You More Jobs",
    subtitle: `Call, email or send a quick message. A real person on our team will get back to you ${offers.callbackWithin}, and if you'd rather skip the back-and-forth, book a free strategy call.`,
  },
  cardsTitle: "Ways to Reach Us",
  cards: [
    {
      id: "call",
      title: "Call Us",
      description: `Talk to our team ${claims.availability}. The fastest way to get your questions answered.`,
      actionLabel: "Call Now",
      icon: "phone",
    },
    {
      id: "email",
      title: "Email Us",
      description: `Send us the details of your business and what you need. We reply ${offers.callbackWithin}.`,
      actionLabel: "Send an Email",
      icon: "mail",
    },
    {
      id: "location",
      title: "Visit Our Office",
      description: `We're based in ${siteConfig.address.city}, ${siteConfig.address.regionName}, and work with service businesses across the US. Office visits are by appointment.`,
      // Leads to the quick message form: a visit is asked for in a message, not booked as a strategy call.
      actionLabel: "Request a Visit",
      icon: "map-pin",
    },
    {
      id: "strategy-call",
      title: "Free Strategy Call",
      description: `A ${call.lengthMinutes}-minute call to review your marketing and map out your next steps. ${call.note}.`,
      actionLabel: "Book My Free Call",
      icon: "calendar",
    },
  ],
  hours: {
    title: "Business Hours",
    text: `We're available ${claims.availability}: call, email or message us any day, any time, and a real person will respond.`,
  },
  quickForm: {
    title: "Send Us a Quick Message",
    subtitle: `Have a question before you book a call? Send it here and we'll reply ${offers.callbackWithin}.`,
    nameLabel: "Full Name",
    emailLabel: "Email Address",
    messageLabel: "Message",
    namePlaceholder: "Jane Smith",
    emailPlaceholder: "jane@yourbusiness.com",
    messagePlaceholder: "Tell us about your business, where you work and what you'd like help with.",
    submitLabel: "Send Message",
  },
  faqTitle: "Frequently Asked Questions",
  faqs: [
    {
      question: "How quickly will I hear back?",
      answer: `We reply to every message and form ${offers.callbackWithin}, usually much sooner. If it's urgent, call us: our line is staffed ${claims.availability}.`,
    },
    {
      question: "How soon will I start getting leads?",
      answer: `It depends on the channel. Ads can show results within ${timelines.adsResults}, social media in ${timelines.socialResults} and SEO in ${timelines.seoResults}. For paid campaigns our target is ${claimedResults.leadsWithin.toLowerCase()} of launch.`,
    },
    {
      question: "Am I locked into a long-term contract?",
      answer: `Our Google Ads and Facebook Ads services have ${offers.noContracts.toLowerCase()} and a ${offers.moneyBack}. For every service the cancellation terms are simple: ${terms.cancellation} ${terms.adSpend}`,
    },
    {
      question: "Do you work with my competitors?",
      answer: `No. We work with ${claims.exclusivity.toLowerCase()}, so once you're on board we won't take on a direct competitor in your service area. If we already work with a business like yours nearby, we'll tell you before the call.`,
    },
  ],
  leadForm: {
    title: `Get Your ${call.name}`,
    subtitle: `${call.note}. Three quick steps, about a minute.`,
  },
  callExpectations: {
    title: "What to Expect on Your Free Strategy Call",
    items: [
      `A focused ${call.lengthMinutes}-minute conversation about your business, services and service area`,
      "A quick review of your current ads, website and Google Business Profile",
      "Where competitors are winning the customers you want, and why",
      "The channels and budget we'd recommend for your goals",
      "A clear next step, with no pressure to sign anything on the call",
    ],
  },
  strategyCall: {
    title: call.name,
    length: `${call.lengthMinutes} minutes`,
    note: `${call.note}.`,
  },
};
