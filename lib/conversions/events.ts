// A new event kind is one entry in CONVERSION_EVENT_NAMES plus its Google Ads action in ./config.ts.
export const CONVERSION_DESTINATIONS = ["google", "meta", "ga4"] as const;
export type ConversionDestination = (typeof CONVERSION_DESTINATIONS)[number];

// `source` says where the event happened: the visitor's browser, or the agency's records (a CRM stage, a call).
// A platform without a name for an event gets none of it.
export const CONVERSION_EVENT_NAMES = {
  lead: { meta: "Lead", ga4: "generate_lead", source: "web" },
  booked_call: { meta: "Schedule", ga4: "book_call", source: "web" },
  // Outcomes of a stored lead (lib/leads/stages.ts): GA4's recommended lead events; Meta's value event for won.
  qualified: { meta: "QualifiedLead", ga4: "qualify_lead", source: "crm" },
  showed: { meta: "CallShowed", ga4: "working_lead", source: "crm" },
  won: { meta: "Purchase", ga4: "close_convert_lead", source: "crm" },
  // Lost before it was qualified, and lost after: GA4 only (Meta and Google have no negative lead events).
  disqualified: { meta: undefined, ga4: "disqualify_lead", source: "crm" },
  lost: { meta: undefined, ga4: "close_unconvert_lead", source: "crm" },
} as const satisfies Record<string, { meta: string | undefined; ga4: string; source: "web" | "crm" }>;

export type ConversionEvent = keyof typeof CONVERSION_EVENT_NAMES;

export function isConversionEvent(value: string): value is ConversionEvent {
  return Object.hasOwn(CONVERSION_EVENT_NAMES, value);
}

export interface ConversionValue {
  amount: number;
  currency: string;
}

export const CONVERSION_STATUSES = ["pending", "sent", "failed", "expired"] as const;
export type ConversionStatus = (typeof CONVERSION_STATUSES)[number];

const HOUR_MS = 60 * 60_000;
const DAY_MS = 24 * HOUR_MS;

// How long after the event each platform still accepts it; later rows are marked expired, not sent.
export const CONVERSION_WINDOW_MS: Record<ConversionDestination, number> = {
  // Google Ads takes click conversions up to 90 days after the click.
  google: 90 * DAY_MS,
  meta: 7 * DAY_MS,
  ga4: 72 * HOUR_MS,
};

export const AD_CLICK_IDS = ["gclid", "gbraid", "wbraid"] as const;
export type AdClickIdType = (typeof AD_CLICK_IDS)[number];

// Captured at submission. No raw email or phone: hashes only.
export interface ConversionContext {
  // `at`: when the click landed (ms); Google's 90 days run from it.
  clickId?: { type: AdClickIdType; value: string; at?: number };
  fbc?: string;
  fbp?: string;
  gaClientId?: string;
  gaSessionId?: string;
  userAgent?: string;
  ip?: string;
  pageUrl: string;
  consent: { adUserData: boolean; adPersonalization: boolean };
  // Per platform: Google and Meta normalise differently before hashing.
  hashed: {
    google: { email?: string; phone?: string };
    meta: { em?: string; ph?: string };
  };
}
