/** Every word the chatbot says or shows; only the lazily loaded panel imports it, so pages do not ship it. */
import { claimedResults, claims, lowerFirst, offers, prices, terms, timelines } from "./offers";
import { siteConfig } from "./site";

/** One scripted answer per keyword, plus the fallback for free text that matches none. */
export type ChatReplyId =
  | "leads"
  | "cost"
  | "services"
  | "included"
  | "adSpend"
  | "googleAds"
  | "websites"
  | "results"
  | "human"
  | "book"
  | "call"
  | "caseStudies"
  | "resultsPage"
  | "leaveInfo"
  | "fallback";

export interface ChatLink {
  href: string;
  label: string;
}

export interface ChatReply {
  text: string;
  /** Quick-reply labels offered under the answer. */
  options: readonly string[];
  link?: ChatLink;
}

/** The quick-reply labels; each one contains the keyword that picks its answer (lib/chatbot/replies.ts). */
export const chatOptions = {
  leads: "How do you get leads?",
  cost: "How much does it cost?",
  services: "What services do you offer?",
  included: "What's included?",
  adSpend: "What about ad spend?",
  googleAds: "Google Ads",
  websites: "Websites",
  results: "See results",
  human: "Talk to a human",
  book: "Book a free call",
  call: "Call us",
  caseStudies: "Case studies",
  resultsPage: "View Results page",
  leaveInfo: "Leave Your Info",
} as const satisfies Record<Exclude<ChatReplyId, "fallback">, string>;

const o = chatOptions;
const call = offers.strategyCall;

export const chatbotLauncherCopy = {
  openLabel: "Open chat",
} as const;

export const chatbotCopy = {
  title: `Chat with ${siteConfig.name}`,
  status: `Online ${claims.availability}`,
  closeLabel: "Close chat",
  backLabel: "Back to chat",
  logLabel: "Chat messages",
  optionsLabel: "Suggested replies",
  speakers: { bot: `${siteConfig.name} assistant:`, user: "You:" },
  inputLabel: "Type your message",
  inputPlaceholder: "Type your message...",
  sendLabel: "Send message",
  greeting: {
    text: `Hi there! I'm the ${siteConfig.name} assistant. We help local service businesses get more leads and booked jobs. What can I help you with today?`,
    options: [o.leads, o.cost, o.services, o.human],
  } satisfies ChatReply,
  /** Added after the contact form is sent, whatever the result. */
  confirmation: {
    text: "Thanks! Your message is on its way. Our team will get back to you within a few hours.",
    options: [o.results, o.services],
  } satisfies ChatReply,
} as const;

export const chatReplies: Readonly<Record<ChatReplyId, ChatReply>> = {
  leads: {
    text: `We put your business in front of people already searching for your service, with Google Ads, Facebook Ads and a landing page built to turn clicks into calls. Most clients see ${claims.firstMonthLeads}, and we work with ${lowerFirst(claims.exclusivity)}, so your leads are never shared with a competitor.`,
    options: [o.adSpend, o.results, o.book],
  },
  cost: {
    text: `Plans depend on your goals and your market. Google Ads management is ${lowerFirst(prices.googleAds)}, Facebook Ads ${lowerFirst(prices.facebookAds)} and website design ${lowerFirst(prices.websiteDesign)}. Google Ads and Facebook Ads come with ${lowerFirst(offers.noContracts)} and a ${lowerFirst(offers.moneyBack)}.`,
    options: [o.included, o.adSpend, o.book],
  },
  services: {
    text: "We offer Google Ads, Facebook Ads, website design, SEO, LinkedIn Ads, review management, email and text marketing, Google Business optimization and social media management, all built for local service businesses.",
    options: [o.googleAds, o.websites, o.caseStudies],
  },
  included: {
    // The guarantee covers only paid search, social ads, review and email, so the services are named.
    text: `Our Google Ads and Facebook Ads plans include a ${claims.setupDays}, keyword and audience research, ad copy written for your trade, landing pages, call and form tracking, and a monthly report in plain English. Both also carry our guarantee: ${lowerFirst(terms.guarantee)}`,
    options: [o.cost, o.book],
  },
  adSpend: {
    text: `Ad spend is separate from our fee. ${terms.adSpend} You stay in control of the budget, and we'll recommend one for your market on your free strategy call.`,
    options: [o.included, o.book],
  },
  googleAds: {
    text: `Our Google Ads management puts you at the top of Google the moment homeowners search for your service. It's ${lowerFirst(prices.googleAds)}, typically brings ${claimedResults.leadsPerMonth}, and new clients get ${offers.googleAdsCredit}.`,
    options: [o.adSpend, o.results, o.book],
  },
  websites: {
    text: `We build fast, mobile-first websites designed to turn visitors into calls and quote requests, ${lowerFirst(prices.websiteDesign)} and launched in ${timelines.websiteDelivery}. ${offers.seoWithWebsite}.`,
    options: [o.caseStudies, o.book],
  },
  results: {
    text: `Our clients have generated ${claims.leads} leads and ${lowerFirst(claims.addedRevenue)}, with a ${claims.revenueMultiplier} average revenue increase across ${claims.clients} clients.`,
    options: [o.caseStudies, o.resultsPage, o.book],
  },
  human: {
    text: `Happy to connect you with our team. Book a free ${call.lengthMinutes}-minute strategy call, leave your info for a callback, or call us now. We're available ${claims.availability}.`,
    options: [o.book, o.leaveInfo, o.call],
  },
  book: {
    text: `Great choice! Our ${call.name} is ${lowerFirst(call.note)}. Taking you to the form now.`,
    options: [],
  },
  call: {
    text: `Call us at ${siteConfig.phone.display}. We answer ${claims.availability}.`,
    options: [o.book, o.leaveInfo],
    link: { href: siteConfig.phone.href, label: `Call ${siteConfig.phone.display}` },
  },
  caseStudies: {
    text: "From roofers to well drillers, our case studies show the challenge, what we did and the leads, revenue and ROI each business got.",
    options: [o.resultsPage, o.book],
  },
  resultsPage: {
    text: "Opening our results page for you now.",
    options: [o.book, o.leaveInfo],
  },
  leaveInfo: {
    text: "Sure! Leave your contact info and our team will reach out within a few hours.",
    options: [o.book, o.call],
  },
  fallback: {
    text: "I'm not sure I caught that. Would you like to book a free call, leave your contact info, or call us?",
    options: [o.book, o.leaveInfo, o.call],
  },
};

export const chatContactFormCopy = {
  title: "Leave Your Info",
  intro: "Share your details and our team will get back to you within a few hours.",
  fields: {
    name: { label: "Name", placeholder: "Jane Smith", missing: "Please enter your name." },
    email: {
      label: "Email",
      placeholder: "jane@yourbusiness.com",
      missing: "Please enter your email address.",
    },
    phone: {
      label: "Phone",
      placeholder: "Best number to reach you",
      missing: "Please enter your phone number.",
    },
    message: { label: "Message", placeholder: "How can we help?", missing: "Please enter a message." },
  },
  submitLabel: "Send Message",
  submittingLabel: "Sending...",
  /** Shown whether or not the lead reached the webhook. */
  toast: {
    title: "Message Sent!",
    description: `Thanks for reaching out! ${siteConfig.name} will contact you soon.`,
  },
} as const;
