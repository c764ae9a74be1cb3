/** /thank-you copy (noindex), shown after the main lead form. */
import { claims, offers } from "./offers";
import type { PageMeta, StatItem, TitledItem } from "./site-sections";

export interface ThankYouPageContent extends PageMeta {
  title: string;
  subtitle: string;
  whatNextTitle: string;
  whatNext: [TitledItem, TitledItem, TitledItem];
  /** call renders the phone link; results goes to /results; home goes to /. */
  buttons: { call: string; results: string; home: string };
  claimsTitle: string;
  claims: [StatItem, StatItem, StatItem];
  /** Shown with the lead's booking link: the same open times as the roofing schedule. */
  pickTime: { title: string; subtitle: string };
}

const call = offers.strategyCall;

export const thankYouPage: ThankYouPageContent = {
  metaTitle: "Request Received: Your Free Marketing Audit",
  metaDescription: `Thanks for requesting your free marketing audit. A strategist will reach out ${offers.callbackWithin} to set up your ${call.lengthMinutes}-minute strategy call.`,
  keywords: [
    "free marketing audit",
    "strategy call request",
    "service business marketing",
    "contractor marketing",
    "lead generation",
  ],
  title: "Request Received!",
  pickTime: {
    title: "Pick a Time Now",
    subtitle: `Skip the back-and-forth: choose a time for your ${call.lengthMinutes}-minute call and we'll call you at the number you gave us.`,
  },
  subtitle: `We've received your request for a ${call.name.toLowerCase()} (${call.note.toLowerCase()}). Here's what happens next.`,
  whatNextTitle: "What Happens Next",
  whatNext: [
    {
      title: "We Review Your Business",
      description:
        "A strategist looks at your website, your Google Business Profile and the competitors showing up for your services.",
    },
    {
      title: "We Reach Out",
      description: `Expect a call or email ${offers.callbackWithin} to pick a time for your ${call.lengthMinutes}-minute call.`,
    },
    {
      title: "You Get Your Plan",
      description:
        "On the call we share what we found and the steps we'd take to get you more leads, whether or not you work with us.",
    },
  ],
  buttons: {
    call: "Call Us Now",
    results: "See Client Results",
    home: "Back to Home",
  },
  claimsTitle: "Why Service Businesses Trust Us",
  claims: [
    { value: claims.clients, label: "Clients Served" },
    { value: claims.leads, label: "Leads Generated" },
    { value: claims.addedRevenueShort, label: "Revenue Added for Clients" },
  ],
};
