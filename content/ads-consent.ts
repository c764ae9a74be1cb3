/** The ads-consent controls: the footer's opt-out (US law's "sale or sharing") and the opt-in banner. */
export const adsConsentCopy = {
  footerOptOut: "Do not sell or share my information",
  footerOptedOut: "You have opted out of ad sharing",
  footerOptedOutByBrowser: "Your browser's Global Privacy Control is on: we share nothing with ad platforms",
  optOutDone: "Done: we will share nothing about your visit with ad platforms.",
  bannerLabel: "Advertising cookies",
  bannerText:
    "May we use advertising cookies and tell Google and Meta when you contact us, so we can see which ads work? Nothing is shared until you choose.",
  bannerAccept: "Allow",
  bannerDecline: "Decline",
  privacyLink: "Privacy policy",
} as const;
