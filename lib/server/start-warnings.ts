import { PLACEHOLDER_PHONE, usPhone } from "../phone-number";

export const SERVER_ENTRY_MARK = "__SITE_SERVER_ENTRY";

export const NEXT_START_WARNING =
  "WARNING: this site was started without its server entry (`next start`?): responses are not compressed, " +
  "a client-written X-Forwarded-For is trusted (rate limits and consent records can be spoofed), responses " +
  "without their own Content-Security-Policy get none, and no request deadline applies. Start it with `npm start`.";

export const SITE_URL_WARNING =
  "WARNING: NEXT_PUBLIC_SITE_URL is not set for this production build: canonical links, the sitemap, robots.txt " +
  "and the page URL in consent records will say http://localhost:3000. Set it (in .env.production or the " +
  "environment) to the public address and build again.";

export const PLACEHOLDER_PHONE_WARNING =
  "WARNING: every call link on this production build dials the placeholder number (512) 555-0142. Set " +
  "NEXT_PUBLIC_AGENCY_PHONE to the agency's number and build again.";

/** `tel`: the number the build shows (siteConfig.phone.tel). */
export function agencyPhoneWarning(tel: string, nodeEnv: string | undefined): string | undefined {
  if (nodeEnv !== "production" || tel !== usPhone(PLACEHOLDER_PHONE)?.tel) return undefined;
  return PLACEHOLDER_PHONE_WARNING;
}

export function serverEntryWarning(env: NodeJS.ProcessEnv): string | undefined {
  if (env.NODE_ENV !== "production" || env[SERVER_ENTRY_MARK]) return undefined;
  return NEXT_START_WARNING;
}

const SITE_URL_WARNED = "__SITE_URL_WARNED";

// Build workers load the configuration again: the flag keeps the warning to once per build.
export function warnWithoutSiteUrl(env: NodeJS.ProcessEnv): void {
  if (env.NEXT_PUBLIC_SITE_URL?.trim() || env[SITE_URL_WARNED]) return;
  env[SITE_URL_WARNED] = "1";
  console.warn(`\n${SITE_URL_WARNING}\n`);
}
