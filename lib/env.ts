// No `server-only`: next.config.ts imports this file. Only server code may call getServerEnv() (secrets).
import { z } from "zod";

import {
  AGENDA_TIME_PATTERN,
  MIN_REMINDER_MINUTES,
  parseReminderOffsets,
  REMINDER_LIST_PATTERN,
} from "./booking/reminder-offsets";
import { isTimeZone } from "./booking/zoned-time";
import { ADS_CONSENT_MODES } from "./consent/ads-consent";
import {
  blankToUndefined,
  commaList,
  emailList,
  NO_CREDENTIALS,
  optionalUrl,
  optionalUrlWithoutCredentials,
  UNLIMITED,
  wholeNumber,
} from "./env-fields";
import { PLACEHOLDER_PHONE, usPhone } from "./phone-number";
import { isProxyEntry, proxyEntries } from "./server/proxy-addresses";

export interface EnvVariable {
  name: string;
  default?: string;
  description: string;
}

export const ENV_DEFAULTS = {
  NEXT_PUBLIC_SITE_URL: "http://localhost:3000",
  NEXT_PUBLIC_AGENCY_PHONE: PLACEHOLDER_PHONE,
  LEAD_WEBHOOK_TIMEOUT_MS: 10_000,
  LEADS_SQLITE_PATH: "data/leads.db",
  LEAD_RATE_LIMIT_PER_MINUTE: 10,
  LEAD_RATE_LIMIT_PER_DAY: 50,
  LEAD_MIN_FILL_MS: 1500,
  LEAD_RETRY_POLL_MS: 15_000,
  LEAD_ALERT_AFTER_MINUTES: 30,
  LEAD_SPAM_RETENTION_DAYS: 30,
  TRUSTED_PROXY_HOPS: 0,
  // The loopback addresses: a proxy on this host (nginx, Caddy).
  TRUSTED_PROXY_ADDRESSES: "127.0.0.0/8,::1",
  BOOKING_TIME_ZONE: "America/Chicago",
  BOOKING_MIN_NOTICE_HOURS: 12,
  PORT: 3000,
  // --- ad conversions (docs/conversions.md) ---
  GTM_SCRIPT_URL: "https://www.googletagmanager.com",
  META_PIXEL_SCRIPT_URL: "https://connect.facebook.net/en_US/fbevents.js",
  GOOGLE_DATA_MANAGER_URL: "https://datamanager.googleapis.com",
  META_GRAPH_URL: "https://graph.facebook.com",
  META_GRAPH_VERSION: "v26.0",
  GA4_MP_URL: "https://www.google-analytics.com",
  CONVERSION_TIMEOUT_MS: 10_000,
  // --- end ad conversions ---
  // --- booked-call follow-up (reminders, agenda, CRM stages) ---
  BOOKING_REMINDERS: "24h,1h",
  BOOKING_AGENDA_TIME: "08:00",
  // --- end booked-call follow-up ---
} as const;

export const ENV_VARIABLES: readonly EnvVariable[] = [
  {
    name: "NEXT_PUBLIC_SITE_URL",
    default: ENV_DEFAULTS.NEXT_PUBLIC_SITE_URL,
    description:
      "Public URL of the site: canonical links, sitemap, the page URL in consent records and the origin allowed to post server actions.",
  },
  {
    name: "NEXT_PUBLIC_AGENCY_PHONE",
    default: ENV_DEFAULTS.NEXT_PUBLIC_AGENCY_PHONE,
    description:
      "The agency's phone number (10-digit US), shown and dialled by every call link. Set at build time; a production server still showing the placeholder logs a warning.",
  },
  {
    name: "NEXT_PUBLIC_BOOKING_WIDGET_URL",
    description: "https URL of the booking widget iframe on the roofing page; unset leaves the widget out.",
  },
  {
    name: "NEXT_PUBLIC_FORM_EMBED_SCRIPT_URL",
    description: "https URL of the external form-embed script on the roofing page; unset leaves it out.",
  },
  {
    name: "LEAD_WEBHOOK_URL",
    description:
      "Where each lead is POSTed as JSON (your CRM or automation webhook), without user:password@ in it. Unset: leads are only stored and logged.",
  },
  {
    name: "LEAD_WEBHOOK_SECRET",
    description:
      'When set, every webhook request carries X-Signature: t=<unix seconds>,v1=<hex HMAC-SHA256 of "t.body">.',
  },
  {
    name: "LEAD_WEBHOOK_TIMEOUT_MS",
    default: String(ENV_DEFAULTS.LEAD_WEBHOOK_TIMEOUT_MS),
    description: "How long one webhook request may take before it counts as failed and is retried later.",
  },
  {
    name: "LEADS_SQLITE_PATH",
    default: ENV_DEFAULTS.LEADS_SQLITE_PATH,
    description: "SQLite file holding the leads, created on first use. Ignored when DATABASE_URL is set.",
  },
  {
    name: "DATABASE_URL",
    description:
      "postgres:// URL: store leads in PostgreSQL instead of SQLite (use it when several server instances run).",
  },
  {
    name: "LEAD_RATE_LIMIT_PER_MINUTE",
    default: String(ENV_DEFAULTS.LEAD_RATE_LIMIT_PER_MINUTE),
    description:
      "Form submissions one client IP may make per minute (shared by all instances when DATABASE_URL is set, else per instance).",
  },
  {
    name: "LEAD_RATE_LIMIT_PER_DAY",
    default: String(ENV_DEFAULTS.LEAD_RATE_LIMIT_PER_DAY),
    description:
      "Form submissions one client IP may make per day (shared by all instances when DATABASE_URL is set, else per instance).",
  },
  {
    name: "LEAD_MIN_FILL_MS",
    default: String(ENV_DEFAULTS.LEAD_MIN_FILL_MS),
    description:
      "Forms sent sooner than this after the page started loading are treated as bots: answered with success and quarantined (status spam), never forwarded. 0 disables the check.",
  },
  {
    name: "LEAD_RETRY_POLL_MS",
    default: String(ENV_DEFAULTS.LEAD_RETRY_POLL_MS),
    description: "How often the retry loop looks for leads whose next delivery attempt is due.",
  },
  {
    name: "SMTP_URL",
    description:
      "smtp:// or smtps:// URL of the mail server, credentials in it (smtps://user:pass@smtp.example.com:465). Unset: no email is sent; each one is logged as skipped.",
  },
  {
    name: "MAIL_FROM",
    description:
      'Sender of every email, e.g. "Bluebonnet Digital <hello@bluebonnetdigital.com>". Unset: the agency\'s name and email.',
  },
  {
    name: "LEAD_NOTIFY_EMAIL",
    description:
      "Agency inbox(es), comma-separated, that get a notice for every lead and booking change and the delivery alerts.",
  },
  {
    name: "LEAD_ALERT_AFTER_MINUTES",
    default: String(ENV_DEFAULTS.LEAD_ALERT_AFTER_MINUTES),
    description:
      "With a webhook set: alert LEAD_NOTIFY_EMAIL (at most hourly) when leads have waited this long for delivery.",
  },
  {
    name: "LEAD_SPAM_RETENTION_DAYS",
    default: String(ENV_DEFAULTS.LEAD_SPAM_RETENTION_DAYS),
    description:
      "Quarantined submissions (judged bots, status spam) older than this many days are deleted automatically.",
  },
  {
    name: "TRUSTED_PROXY_HOPS",
    default: String(ENV_DEFAULTS.TRUSTED_PROXY_HOPS),
    description:
      "How many proxies in front of the server append to X-Forwarded-For (a CDN and a load balancer: 2). The client address (rate limit, consent record) is taken that many entries from the right; 0 uses the TCP peer and ignores the header.",
  },
  {
    name: "TRUSTED_PROXY_ADDRESSES",
    default: ENV_DEFAULTS.TRUSTED_PROXY_ADDRESSES,
    description:
      "With TRUSTED_PROXY_HOPS above 0, X-Forwarded-For is read only from a TCP peer at one of these addresses or CIDR ranges (comma-separated; * for any): a client reaching the port directly is its own address.",
  },
  {
    name: "APP_SECRET",
    description:
      "Signs the links that let a visitor reschedule or cancel a call (32+ characters). Required with DATABASE_URL; unset with SQLite, one is generated beside the SQLite file.",
  },
  {
    name: "BOOKING_TIME_ZONE",
    default: ENV_DEFAULTS.BOOKING_TIME_ZONE,
    description:
      "IANA time zone of the agency's call hours (9:00 to 11:30 AM and 1:00 to 4:00 PM, weekdays).",
  },
  {
    name: "BOOKING_MIN_NOTICE_HOURS",
    default: String(ENV_DEFAULTS.BOOKING_MIN_NOTICE_HOURS),
    description: "Calls start at least this many hours after the visitor books.",
  },
  {
    name: "BOOKING_CLOSED_DATES",
    description:
      "Comma-separated YYYY-MM-DD dates with no calls, on top of the observed New Year's, Memorial, Independence, Labor, Thanksgiving and Christmas days.",
  },
  {
    name: "BOOKING_BUSY_ICS_URL",
    description:
      "http(s) address of an iCalendar feed of the agency's busy times (a calendar's secret address); its events are not offered. Unreadable: logged, and slots come from the site's own bookings.",
  },
  {
    name: "PORT",
    default: String(ENV_DEFAULTS.PORT),
    description: "Port of the server started by `npm start` (its -p option takes precedence).",
  },
  // --- ad conversions (docs/conversions.md) ---
  {
    name: "GTM_CONTAINER_ID",
    description:
      "Google Tag Manager container (GTM-XXXXXXX), loaded after the page is interactive; its origins join the CSP. Set at build time.",
  },
  {
    name: "GA4_MEASUREMENT_ID",
    description:
      "GA4 property (G-XXXXXXXXXX): the gtag.js tag without GTM, and the destination of server-side GA4 events with GA4_API_SECRET.",
  },
  {
    name: "META_PIXEL_ID",
    description:
      "Meta pixel id: the browser pixel, and the Conversions API destination with META_CAPI_ACCESS_TOKEN.",
  },
  {
    name: "ADS_CONSENT_MODE",
    default: "opt-out",
    description:
      "opt-out (US default: ad tags and server-side conversions unless the visitor opts out, GPC included) or opt-in (a consent banner; nothing before consent). Set at build time too.",
  },
  {
    name: "GTM_SCRIPT_URL",
    default: ENV_DEFAULTS.GTM_SCRIPT_URL,
    description:
      "Where gtm.js and gtag/js are loaded from (a server-side tagging host, or a local server in tests).",
  },
  {
    name: "META_PIXEL_SCRIPT_URL",
    default: ENV_DEFAULTS.META_PIXEL_SCRIPT_URL,
    description: "The Meta pixel script's URL.",
  },
  {
    name: "GOOGLE_ADS_CUSTOMER_ID",
    description: "Google Ads operating account (10 digits, dashes allowed) that receives the conversions.",
  },
  {
    name: "GOOGLE_ADS_LOGIN_CUSTOMER_ID",
    description:
      "Google Ads manager account (10 digits) through which the service account reaches GOOGLE_ADS_CUSTOMER_ID; unset when it has direct access.",
  },
  {
    name: "GOOGLE_ADS_LEAD_ACTION_ID",
    description: "Google Ads conversion action id of a lead; unset sends no lead conversion to Google.",
  },
  {
    name: "GOOGLE_ADS_BOOKED_CALL_ACTION_ID",
    description: "Google Ads conversion action id of a booked call; unset sends no booked call to Google.",
  },
  {
    name: "GOOGLE_APPLICATION_CREDENTIALS",
    description:
      "Path of the service-account key file (JSON) the Data Manager API is called with (scope datamanager).",
  },
  {
    name: "GOOGLE_DATA_MANAGER_URL",
    default: ENV_DEFAULTS.GOOGLE_DATA_MANAGER_URL,
    description: "Base URL of the Data Manager API (events:ingest).",
  },
  {
    name: "META_CAPI_ACCESS_TOKEN",
    description:
      "Conversions API access token of META_PIXEL_ID; unset sends nothing to Meta from the server.",
  },
  {
    name: "META_TEST_EVENT_CODE",
    description: "Sent with every Conversions API event while set, so they show under Test Events only.",
  },
  {
    name: "META_GRAPH_URL",
    default: ENV_DEFAULTS.META_GRAPH_URL,
    description: "Base URL of Meta's Graph API.",
  },
  {
    name: "META_GRAPH_VERSION",
    default: ENV_DEFAULTS.META_GRAPH_VERSION,
    description:
      "Graph API version of the Conversions API calls (vNN.0); raise it before Meta retires this one.",
  },
  {
    name: "GA4_API_SECRET",
    description:
      "Measurement Protocol API secret of GA4_MEASUREMENT_ID; unset sends nothing to GA4 from the server.",
  },
  {
    name: "GA4_MP_URL",
    default: ENV_DEFAULTS.GA4_MP_URL,
    description: "Base URL of the GA4 Measurement Protocol (/mp/collect).",
  },
  {
    name: "CONVERSION_TIMEOUT_MS",
    default: String(ENV_DEFAULTS.CONVERSION_TIMEOUT_MS),
    description: "How long one request to an ad platform may take before it counts as failed and is retried.",
  },
  // --- end ad conversions ---
  // --- booked-call follow-up (reminders, agenda, CRM stages) ---
  {
    name: "BOOKING_REMINDERS",
    default: ENV_DEFAULTS.BOOKING_REMINDERS,
    description:
      "How long before a booked call the visitor gets a reminder email, comma-separated hours or minutes (24h,1h,30m); each only when the call was booked earlier than that. Empty: no reminders.",
  },
  {
    name: "BOOKING_AGENDA_TIME",
    default: ENV_DEFAULTS.BOOKING_AGENDA_TIME,
    description:
      "HH:MM in the agency's zone (BOOKING_TIME_ZONE) at which LEAD_NOTIFY_EMAIL gets the day's booked calls, each working day. Off when LEAD_NOTIFY_EMAIL is unset.",
  },
  {
    name: "CRM_STAGE_SECRET",
    description:
      'Secret of POST /api/leads/{id}/stage: the CRM signs each request with X-Signature: t=<unix seconds>,v1=<hex HMAC-SHA256 of "t.body">. Unset: the endpoint answers 404.',
  },
  // --- end booked-call follow-up ---
  // --- agency console (/admin) ---
  {
    name: "ADMIN_ORIGIN",
    description:
      "Origin of the agency console (https://www.example.com): passkeys are bound to it, invite links are built from it and state-changing requests must come from it. Unset: the origin of NEXT_PUBLIC_SITE_URL.",
  },
  {
    name: "ADMIN_RP_ID",
    description:
      "WebAuthn relying-party id of the console's passkeys: ADMIN_ORIGIN's host or a parent domain of it, never an IP address. Unset: the host of ADMIN_ORIGIN.",
  },
  // --- end agency console ---
  // --- outcome conversions (docs/conversions.md) ---
  {
    name: "GOOGLE_ADS_QUALIFIED_ACTION_ID",
    description:
      "Google Ads conversion action id of a lead the CRM marks qualified; unset sends none to Google.",
  },
  {
    name: "GOOGLE_ADS_SHOWED_ACTION_ID",
    description:
      "Google Ads conversion action id of a booked call marked showed; unset sends none to Google.",
  },
  {
    name: "GOOGLE_ADS_WON_ACTION_ID",
    description:
      "Google Ads conversion action id of a won lead, sent with its value; unset sends none to Google.",
  },
  // --- end outcome conversions ---
];

/** Read when the pages are prerendered (`npm run build`): a change needs a new build, and the Dockerfile takes each as a build argument. */
export const BUILD_TIME_VARIABLES = [
  "NEXT_PUBLIC_SITE_URL",
  "NEXT_PUBLIC_BOOKING_WIDGET_URL",
  "NEXT_PUBLIC_FORM_EMBED_SCRIPT_URL",
  "GTM_CONTAINER_ID",
  "GA4_MEASUREMENT_ID",
  "META_PIXEL_ID",
  "GTM_SCRIPT_URL",
  "META_PIXEL_SCRIPT_URL",
] as const;

const envFields = z.object({
  NEXT_PUBLIC_SITE_URL: z.preprocess(
    blankToUndefined,
    z._default(
      z.url({ protocol: /^https?$/, error: "must be an http(s) URL" }),
      ENV_DEFAULTS.NEXT_PUBLIC_SITE_URL,
    ),
  ),
  NEXT_PUBLIC_AGENCY_PHONE: z.preprocess(
    blankToUndefined,
    z._default(
      z.string().refine((value) => usPhone(value) !== undefined, {
        error: "must be a 10-digit US phone number, e.g. (512) 555-0142",
      }),
      ENV_DEFAULTS.NEXT_PUBLIC_AGENCY_PHONE,
    ),
  ),
  NEXT_PUBLIC_BOOKING_WIDGET_URL: optionalUrlWithoutCredentials(
    /^https$/,
    "must be an https URL",
    NO_CREDENTIALS,
  ),
  NEXT_PUBLIC_FORM_EMBED_SCRIPT_URL: optionalUrlWithoutCredentials(
    /^https$/,
    "must be an https URL",
    NO_CREDENTIALS,
  ),
  LEAD_WEBHOOK_URL: optionalUrlWithoutCredentials(
    /^https?$/,
    "must be an http(s) URL",
    `${NO_CREDENTIALS} (sign requests with LEAD_WEBHOOK_SECRET)`,
  ),
  LEAD_WEBHOOK_SECRET: z.preprocess(blankToUndefined, z.optional(z.string())),
  LEAD_WEBHOOK_TIMEOUT_MS: wholeNumber(1, 120_000, ENV_DEFAULTS.LEAD_WEBHOOK_TIMEOUT_MS),
  LEADS_SQLITE_PATH: z.preprocess(blankToUndefined, z._default(z.string(), ENV_DEFAULTS.LEADS_SQLITE_PATH)),
  DATABASE_URL: optionalUrl(/^postgres(ql)?$/, "must be a postgres:// or postgresql:// URL"),
  LEAD_RATE_LIMIT_PER_MINUTE: wholeNumber(1, UNLIMITED, ENV_DEFAULTS.LEAD_RATE_LIMIT_PER_MINUTE),
  LEAD_RATE_LIMIT_PER_DAY: wholeNumber(1, UNLIMITED, ENV_DEFAULTS.LEAD_RATE_LIMIT_PER_DAY),
  LEAD_MIN_FILL_MS: wholeNumber(0, 600_000, ENV_DEFAULTS.LEAD_MIN_FILL_MS),
  LEAD_RETRY_POLL_MS: wholeNumber(100, 3_600_000, ENV_DEFAULTS.LEAD_RETRY_POLL_MS),
  SMTP_URL: optionalUrl(/^smtps?$/, "must be an smtp:// or smtps:// URL"),
  MAIL_FROM: z.preprocess(
    blankToUndefined,
    z.optional(z.string().refine((value) => !/[\r\n]/.test(value), "must be one line")),
  ),
  LEAD_NOTIFY_EMAIL: emailList,
  LEAD_ALERT_AFTER_MINUTES: wholeNumber(1, 10_080, ENV_DEFAULTS.LEAD_ALERT_AFTER_MINUTES),
  LEAD_SPAM_RETENTION_DAYS: wholeNumber(1, 3650, ENV_DEFAULTS.LEAD_SPAM_RETENTION_DAYS),
  TRUSTED_PROXY_HOPS: wholeNumber(0, 10, ENV_DEFAULTS.TRUSTED_PROXY_HOPS),
  TRUSTED_PROXY_ADDRESSES: z.preprocess(
    blankToUndefined,
    z._default(
      z
        .string()
        .refine(
          (value) => proxyEntries(value).length > 0 && proxyEntries(value).every(isProxyEntry),
          "must be IP addresses or CIDR ranges (or *), separated by commas",
        ),
      ENV_DEFAULTS.TRUSTED_PROXY_ADDRESSES,
    ),
  ),
  APP_SECRET: z.preprocess(
    blankToUndefined,
    z.optional(z.string().min(32, "must be at least 32 characters")),
  ),
  BOOKING_TIME_ZONE: z.preprocess(
    blankToUndefined,
    z._default(
      z.string().refine(isTimeZone, "must be an IANA time zone such as America/Chicago"),
      ENV_DEFAULTS.BOOKING_TIME_ZONE,
    ),
  ),
  BOOKING_MIN_NOTICE_HOURS: wholeNumber(0, 24 * 14, ENV_DEFAULTS.BOOKING_MIN_NOTICE_HOURS),
  BOOKING_CLOSED_DATES: z.preprocess(
    (value) => (typeof value === "string" ? commaList(value) : []),
    z.array(z.string().regex(/^\d{4}-\d{2}-\d{2}$/, "must be comma-separated YYYY-MM-DD dates")),
  ),
  BOOKING_BUSY_ICS_URL: optionalUrl(/^https?$/, "must be an http(s) URL"),
  PORT: wholeNumber(1, 65_535, ENV_DEFAULTS.PORT),
  // --- ad conversions (docs/conversions.md) ---
  GTM_CONTAINER_ID: optionalPattern(/^GTM-[A-Z0-9]{4,12}$/, "must look like GTM-XXXXXXX"),
  GA4_MEASUREMENT_ID: optionalPattern(/^G-[A-Z0-9]{4,16}$/, "must look like G-XXXXXXXXXX"),
  META_PIXEL_ID: optionalPattern(/^\d{5,20}$/, "must be the pixel's number"),
  ADS_CONSENT_MODE: z.preprocess(
    (value) => (typeof value === "string" ? blankToUndefined(value.trim()) : value),
    z.enum(ADS_CONSENT_MODES, { message: "must be opt-out or opt-in" }).default("opt-out"),
  ),
  GTM_SCRIPT_URL: urlWithDefault(ENV_DEFAULTS.GTM_SCRIPT_URL),
  META_PIXEL_SCRIPT_URL: urlWithDefault(ENV_DEFAULTS.META_PIXEL_SCRIPT_URL),
  GOOGLE_ADS_CUSTOMER_ID: z.preprocess(
    (value) => (typeof value === "string" ? blankToUndefined(value.replace(/-/g, "")) : value),
    z.optional(z.string().regex(/^\d{10}$/, "must be the 10-digit customer id")),
  ),
  GOOGLE_ADS_LOGIN_CUSTOMER_ID: z.preprocess(
    (value) => (typeof value === "string" ? blankToUndefined(value.replace(/-/g, "")) : value),
    z.optional(z.string().regex(/^\d{10}$/, "must be the manager account's 10-digit customer id")),
  ),
  GOOGLE_ADS_LEAD_ACTION_ID: optionalPattern(/^\d{1,20}$/, "must be a conversion action id (digits)"),
  GOOGLE_ADS_BOOKED_CALL_ACTION_ID: optionalPattern(/^\d{1,20}$/, "must be a conversion action id (digits)"),
  GOOGLE_APPLICATION_CREDENTIALS: z.preprocess(blankToUndefined, z.optional(z.string())),
  GOOGLE_DATA_MANAGER_URL: urlWithDefault(ENV_DEFAULTS.GOOGLE_DATA_MANAGER_URL),
  META_CAPI_ACCESS_TOKEN: z.preprocess(blankToUndefined, z.optional(z.string())),
  META_TEST_EVENT_CODE: z.preprocess(blankToUndefined, z.optional(z.string())),
  META_GRAPH_URL: urlWithDefault(ENV_DEFAULTS.META_GRAPH_URL),
  META_GRAPH_VERSION: z.preprocess(
    blankToUndefined,
    z._default(
      z.string().regex(/^v\d{2,3}\.0$/, "must be a Graph API version such as v26.0"),
      ENV_DEFAULTS.META_GRAPH_VERSION,
    ),
  ),
  GA4_API_SECRET: z.preprocess(blankToUndefined, z.optional(z.string())),
  GA4_MP_URL: urlWithDefault(ENV_DEFAULTS.GA4_MP_URL),
  CONVERSION_TIMEOUT_MS: wholeNumber(1, 120_000, ENV_DEFAULTS.CONVERSION_TIMEOUT_MS),
  // --- end ad conversions ---
  // --- booked-call follow-up (reminders, agenda, CRM stages) ---
  // Set but empty disables reminders, so blank is not "unset" here.
  BOOKING_REMINDERS: z._default(
    z
      .string()
      .trim()
      .regex(REMINDER_LIST_PATTERN, "must be comma-separated durations such as 24h,1h,30m, or empty")
      .refine(
        (text) => parseReminderOffsets(text).every((offset) => offset.ms >= MIN_REMINDER_MINUTES * 60_000),
        `each reminder must be at least ${MIN_REMINDER_MINUTES}m before the call`,
      ),
    ENV_DEFAULTS.BOOKING_REMINDERS,
  ),
  BOOKING_AGENDA_TIME: z.preprocess(
    blankToUndefined,
    z._default(
      z.string().regex(AGENDA_TIME_PATTERN, "must be a 24-hour time HH:MM such as 08:00"),
      ENV_DEFAULTS.BOOKING_AGENDA_TIME,
    ),
  ),
  CRM_STAGE_SECRET: z.preprocess(
    blankToUndefined,
    z.optional(z.string().min(16, "must be at least 16 characters")),
  ),
  // --- end booked-call follow-up ---
  // --- agency console (/admin) ---
  ADMIN_ORIGIN: optionalUrl(/^https?$/, "must be an http(s) origin such as https://www.example.com"),
  ADMIN_RP_ID: z.preprocess(
    blankToUndefined,
    z.optional(
      z
        .string()
        .regex(/^(?=.*[a-z])[a-z0-9.-]+$/i, "must be a host name such as example.com (not an IP address)"),
    ),
  ),
  // --- end agency console ---
  // --- outcome conversions (docs/conversions.md) ---
  GOOGLE_ADS_QUALIFIED_ACTION_ID: optionalPattern(/^\d{1,20}$/, "must be a conversion action id (digits)"),
  GOOGLE_ADS_SHOWED_ACTION_ID: optionalPattern(/^\d{1,20}$/, "must be a conversion action id (digits)"),
  GOOGLE_ADS_WON_ACTION_ID: optionalPattern(/^\d{1,20}$/, "must be a conversion action id (digits)"),
  // --- end outcome conversions ---
});

export const envSchema = envFields.superRefine(distinctGoogleActions);

export type ServerEnv = z.output<typeof envSchema>;

// --- ad conversions: field types ---
function optionalPattern(pattern: RegExp, message: string) {
  return z.preprocess(blankToUndefined, z.optional(z.string().trim().regex(pattern, message)));
}

function urlWithDefault(fallback: string) {
  return z.preprocess(
    blankToUndefined,
    z._default(z.url({ protocol: /^https?$/, error: "must be an http(s) URL" }), fallback),
  );
}

const GOOGLE_ACTION_KEYS = [
  "GOOGLE_ADS_LEAD_ACTION_ID",
  "GOOGLE_ADS_BOOKED_CALL_ACTION_ID",
  "GOOGLE_ADS_QUALIFIED_ACTION_ID",
  "GOOGLE_ADS_SHOWED_ACTION_ID",
  "GOOGLE_ADS_WON_ACTION_ID",
] as const;

// One action for two events would count both as one conversion kind, and Google keeps one per transactionId.
function distinctGoogleActions(
  env: Partial<Record<(typeof GOOGLE_ACTION_KEYS)[number], string>>,
  ctx: z.RefinementCtx,
) {
  const seen = new Map<string, string>();
  for (const key of GOOGLE_ACTION_KEYS) {
    const id = env[key];
    if (!id) continue;
    const first = seen.get(id);
    if (first)
      ctx.addIssue({
        code: "custom",
        path: [key],
        message: `must differ from ${first} (one conversion action per event)`,
      });
    else seen.set(id, key);
  }
}
// --- end ad conversions ---

// Values are never echoed in the error: they may be secrets.
export function getServerEnv(source: Readonly<Record<string, string | undefined>> = process.env): ServerEnv {
  const result = envSchema.safeParse(source);
  if (result.success) return result.data;
  const problems = result.error.issues.map((issue) => `  - ${issue.path.join(".")}: ${issue.message}`);
  throw new Error(
    ["Invalid environment configuration:", ...problems, "See the environment table in README.md."].join("\n"),
  );
}
