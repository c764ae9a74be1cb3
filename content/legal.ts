/** The three legal pages; contact details come from the site config, rendered after the last section. */

import { termNumbers, terms } from "./offers";
import { siteConfig } from "./site";
import { breadcrumbHome } from "./site-sections";

export interface LegalSection {
  heading: string;
  paragraphs: string[];
  bullets?: string[];
}

export interface LegalPage {
  slug: "privacy-policy" | "terms-of-service" | "disclaimer";
  title: string;
  description: string;
  keywords: readonly string[];
  /** ISO date (YYYY-MM-DD). */
  lastUpdated: string;
  intro: string;
  sections: LegalSection[];
}

/** UI labels shared by the three legal pages. */
export const legalLabels = {
  lastUpdated: "Last updated:",
  breadcrumbHome,
  breadcrumbLabel: "Breadcrumb",
  contactTitle: "Contact Information",
  address: "Address",
  phone: "Phone",
  email: "Email",
} as const;

export const privacyPolicy: LegalPage = {
  slug: "privacy-policy",
  title: "Privacy Policy",
  description:
    "How Bluebonnet Digital collects, uses, keeps and protects the information you share through our website, and how to opt out of texts, calls and emails.",
  keywords: [
    "privacy policy",
    `${siteConfig.name} privacy`,
    "marketing agency privacy policy",
    "how we use your information",
    "opt out of texts and calls",
  ],
  lastUpdated: "2025-02-28",
  intro:
    "Bluebonnet Digital is a digital marketing agency in Austin, Texas. This policy explains what information our website collects, why we collect it, who we share it with, how long we keep it and the choices you have. It applies to this website and to the forms, chat and booking tools on it. We have tried to write it in plain English; if anything is unclear, contact us and we will explain.",
  sections: [
    {
      heading: "Information you give us",
      paragraphs: [
        "You do not need to give us any personal information to read this website. We only collect information about you when you choose to send it to us through one of our forms: the strategy call and audit request form, the roofing and free-website forms, the guide download form, the quick contact form and the contact form in our chat window.",
        "Depending on the form, this can include:",
      ],
      bullets: [
        "Your name, email address and phone number.",
        "Details about your business, such as its name, city, website address, type of business, whether it is established or just starting, your goal for a website and a revenue range you select.",
        "The messages and notes you type, and the service you are interested in.",
        "If you book a call, the date and time you pick and the time zone reported by your browser.",
        'Your answer to the marketing-communications consent checkbox (see "Your consent record" below).',
      ],
    },
    {
      heading: "Marketing-attribution data",
      paragraphs: [
        "Like most businesses that advertise online, we want to know which ads and pages bring us inquiries. When you arrive on our website, we store a small amount of attribution information in a first-party cookie (a cookie set by our own website, not by an advertising network). The cookie expires after 90 days.",
        "If you later send us a form, this attribution information is attached to your inquiry so we can see which campaign or page it came from. We do not use it to follow you across other websites. You can block or delete cookies in your browser settings; our forms still work without them.",
        "The cookie can contain:",
      ],
      bullets: [
        "Campaign tags in the link you followed (UTM parameters such as utm_source, utm_medium, utm_campaign, utm_term and utm_content).",
        "Ad click identifiers that advertising platforms add to links, such as gclid (Google) and fbclid (Meta).",
        "The referrer, meaning the website address you came from, if your browser shares it.",
        "The landing page, meaning the first page of our site you visited.",
      ],
    },
    {
      heading: "Your consent record",
      paragraphs: [
        "Several of our forms ask you to agree to receive marketing communications from us. When you tick that box and submit the form, we keep a record of your agreement together with your inquiry, so we can show when and how you gave it; the law expects a business that calls or texts people to be able to prove it had permission.",
        "The record contains:",
      ],
      bullets: [
        "The exact consent wording you agreed to and its version.",
        "The date and time you submitted the form.",
        "The page of our website the form was on.",
        "Your IP address and your browser's user agent (a short technical description of your browser and device).",
      ],
    },
    {
      heading: "How we use your information",
      paragraphs: [
        "Every inquiry sent through our website is forwarded to Bluebonnet Digital's own lead-management system, where our team keeps track of requests, calls and follow-ups.",
        "We use the information described above only to:",
      ],
      bullets: [
        "Reply to your inquiry, prepare your free audit or strategy call and hold the call you booked.",
        "Send you the guide you requested.",
        "Follow up with you by email, phone call or text message about our services, when you have agreed to that.",
        "Understand which of our ads, pages and channels bring inquiries, so we can spend our own marketing budget sensibly.",
        "Keep evidence of your consent and of any opt-out, so we can honor your choices.",
        "Protect our website and our forms against spam, fraud and abuse, and meet our legal obligations.",
      ],
    },
    {
      heading: "Texts, calls and emails: consent and opting out",
      paragraphs: [
        "When you agree to receive marketing communications, you allow Bluebonnet Digital to contact you at the email address and phone number you gave us, by email, phone call and text message, about your request and our services. Calls and texts may be sent using automated technology. Message frequency varies, and message and data rates from your mobile carrier may apply. Agreeing is not a condition of buying any service from us; if you would rather not give that consent, you can call us instead.",
        "Opting out of marketing messages does not stop messages you need about a call you booked or a service you buy from us, unless you ask us to stop those as well. We keep a record of your opt-out so that we do not contact you again by mistake.",
        "You can withdraw your consent at any time, in any of these ways:",
      ],
      bullets: [
        "Texts: reply STOP to any text message from us.",
        "Email: use the unsubscribe option in any marketing email, or email us and ask to be removed.",
        "Calls: tell the person calling you, or email us.",
      ],
    },
    {
      heading: "Who we share it with",
      paragraphs: [
        'We do not sell your personal information for money, and we do not share it with other businesses for their own marketing. Reporting to the advertising platforms described below can count as "sharing" under some state laws; you can opt out of it.',
        "We share information only with service providers that work on our behalf, such as the companies that host this website, run our lead-management and scheduling tools and deliver our emails and text messages. They may use it only to provide their service to us. We may also disclose information when the law requires it, to protect our rights or the safety of others, or to a buyer or successor if our business is ever sold or reorganized, in which case this policy continues to apply to it.",
      ],
    },
    {
      heading: "Advertising platforms and your choice to opt out",
      paragraphs: [
        "We advertise on Google Ads and Meta (Facebook and Instagram) and measure our website with Google Analytics 4. To learn which ads bring us inquiries, this website may load Google's tag (directly or through Google Tag Manager) and the Meta pixel, and when you send a form or book a call our server reports that to those platforms.",
        "What is sent: that an inquiry or booked call happened, when, on which page, and its reference number; the ad click identifier from the link you arrived by (gclid, gbraid, wbraid or fbclid) and the platforms' own cookies (_ga, _fbp, _fbc); your browser's user agent and IP address; and your email address and phone number only in scrambled (hashed) form, which the platforms use to match the inquiry to an ad click. If our team later marks the inquiry as qualified, the call as held, or the job as won, that event (with the job's value) is reported the same way. We never send your message or other form answers.",
        'How to opt out: use the "Do not sell or share my information" control at the bottom of every page, or turn on Global Privacy Control (GPC) in your browser, which we treat as the same request. From then on, the advertising tags are not loaded, and nothing about your visit or your inquiry is sent to Google or Meta from your browser or from our server; your inquiry still reaches us as usual. Your choice is kept in a first-party cookie for a year; if you clear it, use the control again.',
        "The information we keep for this reporting (click identifiers, user agent and IP address) is erased 90 days after your inquiry, once nothing is left to report.",
      ],
    },
    {
      heading: "Information stored in your browser",
      paragraphs: [
        "Besides the attribution cookie described above, if you start our roofing call-booking process, the details you entered in the first step are saved temporarily in your browser's local storage so that the scheduling step can use them. They are removed from your browser once your call is booked. You can remove them at any time by clearing this website's data in your browser settings.",
      ],
    },
    {
      heading: "How long we keep it",
      paragraphs: ["We keep information only as long as we have a reason to:"],
      bullets: [
        "Inquiries (leads) and consent records: as long as needed for our business relationship with you, and for at least 5 years as evidence of consent.",
        "Opt-out records: for as long as we keep your contact details, so your choice continues to be respected.",
        "The attribution cookie: 90 days in your browser, unless you delete it sooner.",
      ],
    },
    {
      heading: "Security and your choices",
      paragraphs: [
        "Our website is served over an encrypted connection (HTTPS), and we limit access to inquiries to the people and providers who need it to do their work. No website or system can be guaranteed completely secure, but we take reasonable care to protect your information.",
        "You can ask us to tell you what personal information we hold about you, to correct it, or to delete it. We will answer within 45 days. If you ask us to delete your information, we may keep a minimal record of your consent and opt-out where we need it to honor your choice or meet a legal obligation.",
      ],
    },
    {
      heading: "Age limit",
      paragraphs: [
        `Our website and services are meant for business owners and are not directed to anyone under ${terms.minimumAge}. We do not knowingly collect information from anyone under ${terms.minimumAge}. If you believe someone under ${terms.minimumAge} has sent us their information, contact us and we will delete it.`,
      ],
    },
    {
      heading: "Changes to this policy",
      paragraphs: [
        `We may update this policy as our website or the law changes. If we make a material change, we will give at least ${termNumbers.changeNoticeDays} days' notice by posting the updated policy on this page before it takes effect, and we will update the date at the top of the page.`,
      ],
    },
    {
      heading: "Contact us",
      paragraphs: [
        'Questions about this policy, or a request about your information? Contact Bluebonnet Digital using the details below. Write "Privacy" in the subject line of your email so it reaches the right person.',
      ],
    },
  ],
};

export const termsOfService: LegalPage = {
  slug: "terms-of-service",
  title: "Terms of Service",
  description:
    "The terms for using the Bluebonnet Digital website and our marketing services: billing, ad spend, cancellation, our lead guarantee, liability and Texas law.",
  keywords: [
    "terms of service",
    `${siteConfig.name} terms`,
    "marketing services terms",
    "lead guarantee terms",
    "ad spend billing terms",
  ],
  lastUpdated: "2025-02-28",
  intro:
    "These terms apply when you use the Bluebonnet Digital website and when you buy marketing services from us. Please read them carefully. By using this website, or by signing up for our services, you agree to them. If you and Bluebonnet Digital sign a written proposal or service agreement, that document sets out the details of your services; where it says something different from these terms, the signed document wins.",
  sections: [
    {
      heading: "Using this website",
      paragraphs: [
        "You may use this website to learn about our services, read our articles, download our guides and contact us. You agree not to misuse it: do not send false information or spam through our forms, try to break into or overload the site, or copy its content for commercial use without our permission.",
        `You must be at least ${terms.minimumAge} years old to submit our forms or to buy services from us, and if you sign up on behalf of a business, you confirm that you are authorized to do so.`,
      ],
    },
    {
      heading: "Offers and availability",
      paragraphs: [
        "Our free offers, such as the free strategy call or marketing audit, the free guides, the $500 free ad credit with free landing pages and the free website build, are available for a limited time and while we have capacity. We may change or end an offer at any time, but we will honor an offer that we have already confirmed to you in writing.",
        "We work with one provider per area per niche, and we take on a limited number of new clients each month. That means we may decline or postpone a request, for example when we already work with a competing business in your area.",
      ],
    },
    {
      heading: "Our services",
      paragraphs: [
        "Before any paid work starts, we agree with you in writing on the services, the monthly fee or project price, the advertising budget and the start date. Prices shown on our website are starting prices; your actual price is the one in your proposal or agreement.",
        "We manage your campaigns and marketing with skill and care, following the rules of the advertising platforms we use. Those platforms (for example Google, Meta and LinkedIn) decide on their own whether to approve, show or suspend ads, and we do not control their decisions.",
      ],
    },
    {
      heading: "Fees, billing and ad spend",
      paragraphs: ["Fees work as follows:"],
      bullets: [
        "Monthly fees are billed in advance, at the start of each monthly billing period.",
        "Project fees, such as website design, are billed as set out in your proposal.",
        "Ad spend is paid directly to the advertising platforms (for example Google or Meta) from your own account and payment method. It is separate from our fees and is non-refundable.",
        "Any ad credit we provide as part of an offer is applied as described in that offer and has no cash value.",
      ],
    },
    {
      heading: "Cancellation",
      paragraphs: [
        `Either party may cancel the services with ${termNumbers.cancellationNoticeDays} days' written notice. Email is fine as written notice. We do not lock you into long-term contracts on our paid search and social ads services.`,
        "During the notice period, we keep working and the monthly fee for that period remains due. When the services end, you keep your ad accounts, your data and the content we have delivered and you have paid for, and we help hand everything over.",
      ],
    },
    {
      heading: "Our lead guarantee",
      paragraphs: [
        `On the services that carry it (the services whose page or written agreement states the guarantee), we guarantee ${terms.guarantee}`,
        "How the guarantee works:",
      ],
      bullets: [
        "A qualified lead is a genuine inquiry by form, call or message from a potential customer in your service area about a service you offer, generated by the campaigns we manage. Spam, duplicates, job seekers, sales pitches and your existing customers do not count.",
        "The 30 days start when your campaigns go live, and the guarantee assumes they run for the full 30 days with the ad budget we agreed on.",
        "The refund is of our monthly fee for that first month. Ad spend paid to the platforms is not refunded.",
        `To claim a refund, contact us in writing once the first ${termNumbers.guaranteePeriodDays} days have ended. We review the lead records with you and refund the fee if fewer than ${termNumbers.guaranteedLeads} qualified leads came in.`,
      ],
    },
    {
      heading: "Your responsibilities",
      paragraphs: ["Good marketing needs your help. You agree to:"],
      bullets: [
        "Give us accurate information about your business, the services you offer and the areas you serve.",
        "Give us the access we need to your ad accounts, website, Google Business Profile and tracking tools, and review and approve work in a reasonable time.",
        "Make sure the claims, prices, licenses and offers in your ads are true and that your business complies with the laws that apply to it.",
        "Respond to the leads you receive promptly; how quickly and how well leads are answered has a large effect on results.",
      ],
    },
    {
      heading: "Content and ownership",
      paragraphs: [
        "The text, design, graphics and guides on this website belong to Bluebonnet Digital, and you may not copy them for commercial use without our written permission. Sharing a link to our content is always welcome.",
        "Your logos, photos and business information remain yours, and you allow us to use them only to provide our services to you. Once paid for, the ads, landing pages and websites we create for you belong to you, except for third-party tools, themes, fonts or stock images, which remain subject to their own licenses.",
      ],
    },
    {
      heading: "Results and limitation of liability",
      paragraphs: [
        "Apart from the lead guarantee described above, we do not guarantee specific results, such as a number of leads, sales or a return on ad spend, because they depend on many things outside our control. Our Disclaimer explains this in more detail.",
        `To the fullest extent the law allows, our total liability for any claim relating to this website or our services is capped at the fees you paid us in the ${termNumbers.liabilityMonths} months before the claim arose. We are not liable for indirect or consequential losses, such as lost profits, lost revenue or lost data, or for the decisions and outages of advertising platforms and other third parties.`,
      ],
    },
    {
      heading: "Changes to these terms",
      paragraphs: [
        `We may update these terms from time to time. For material changes, we will give at least ${termNumbers.changeNoticeDays} days' notice by posting the new terms on this page and, if you are a client, by email. The changes take effect at the end of the notice period; if you do not agree with them, you may cancel as described above.`,
      ],
    },
    {
      heading: "Governing law",
      paragraphs: [
        "These terms, and any dispute relating to this website or our services, are governed by the laws of the State of Texas, without regard to its conflict-of-law rules. If a part of these terms is found unenforceable, the rest stays in effect.",
      ],
    },
    {
      heading: "Contact us",
      paragraphs: [
        "Questions about these terms, or want to send a cancellation or guarantee request? Contact Bluebonnet Digital using the details below.",
      ],
    },
  ],
};

export const disclaimer: LegalPage = {
  slug: "disclaimer",
  title: "Disclaimer",
  description:
    "Results vary. Read how to understand the figures, case studies and advice on the Bluebonnet Digital website, and our note on Google, Meta and LinkedIn.",
  keywords: [
    "disclaimer",
    "results disclaimer",
    "marketing results vary",
    "case study disclaimer",
    `${siteConfig.name} disclaimer`,
  ],
  lastUpdated: "2024-01-23",
  intro:
    "This website is here to help owners of local service businesses understand how digital marketing can bring them customers. To use it well, please read what the figures, examples and advice on it do and do not mean.",
  sections: [
    {
      heading: "Results vary",
      paragraphs: [
        "Every business is different. The results you get from marketing depend on your market, your competition, your prices, your reviews, the season, your advertising budget and, above all, how quickly and how well your team follows up on the leads you receive. Two businesses running similar campaigns can see very different outcomes.",
      ],
    },
    {
      heading: "Figures from past clients are not promises",
      paragraphs: [
        "The numbers on this website, such as leads generated, added revenue, return on ad spend and the results in our case studies and testimonials, come from the work we have done for past clients. They describe what happened for those businesses. They are not promises or predictions of what will happen for yours.",
        "The same is true of the ranges and timelines we quote, for example 10-25 leads per month, a 2-5x return on ad spend, first leads within 7-14 days, or results in days for ads, in 2-4 weeks for social media and in 3-6 months for SEO. They describe what we typically aim for and often see, not a guaranteed outcome. The only guarantee we give is the one described in our Terms of Service, on the services that carry it.",
      ],
    },
    {
      heading: "Testimonials and case studies",
      paragraphs: [
        "Testimonials reflect the individual experiences and opinions of the clients who gave them, based on their own results. Case studies are summaries of client projects; we may round figures and shorten details to keep them readable.",
      ],
    },
    {
      heading: "Information, not legal or financial advice",
      paragraphs: [
        "Our articles, guides, chat replies and free audits are general information about marketing. They are not legal, tax, accounting or financial advice, and they do not take your full circumstances into account. Before you make decisions about contracts, licensing, advertising rules in your industry, taxes or major investments, speak with a qualified professional.",
        "Examples in our content, such as budgets, costs per lead or campaign settings, are illustrations to explain an idea. Costs and platform features change often, so check current figures before you rely on them.",
      ],
    },
    {
      heading: "Third-party platforms and trademarks",
      paragraphs: [
        "We mention and work with platforms owned by other companies. Google, Google Ads and Google Business Profile are trademarks of Google LLC. Facebook, Instagram and Meta are trademarks of Meta Platforms, Inc. LinkedIn is a trademark of LinkedIn Corporation. All other trademarks belong to their owners.",
        "Bluebonnet Digital is an independent agency. We are not affiliated with, endorsed by or sponsored by any of these companies. Each platform sets its own rules and prices and may approve, limit or remove ads at its own discretion.",
      ],
    },
    {
      heading: "Links to client websites",
      paragraphs: [
        "Our portfolio links to websites we built for clients. Those sites are run by their owners, who are responsible for their content and their privacy practices, and they may have changed since we delivered them.",
      ],
    },
    {
      heading: "Questions",
      paragraphs: [
        "If you have a question about anything on this website, or about what results might be realistic for your business, contact Bluebonnet Digital using the details below. We would rather give you an honest estimate than a big promise.",
      ],
    },
  ],
};
