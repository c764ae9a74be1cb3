// The receiving side's automation routes on these values, so they must not change.
export const LEAD_TAGS = {
  website: "website",
  roofingGoogleAds: "roofing-google-ads",
  freeWebsite: "free-website",
  freeGuide: "free-guide",
  roofingLeadMagnet: "roofing-lead-magnet",
  quickContact: "quick-contact",
  roofingScheduledCall: "roofing-scheduled-call",
  roofingCallRescheduled: "roofing-call-rescheduled",
  roofingCallCancelled: "roofing-call-cancelled",
  roofingCallShowed: "roofing-call-showed",
  roofingCallNoShow: "roofing-call-no-show",
  chatbot: "chatbot",
} as const;

export type LeadTag = (typeof LEAD_TAGS)[keyof typeof LEAD_TAGS];

const tagValues: ReadonlySet<string> = new Set(Object.values(LEAD_TAGS));

export function isLeadTag(value: unknown): value is LeadTag {
  return typeof value === "string" && tagValues.has(value);
}
