/**
 * `next start` serves the site without the server entry's protections. The entry marks the process; the site
 * logs one loud line at start-up when the mark is missing.
 */
export const SERVER_ENTRY_MARK = "__SITE_SERVER_ENTRY";

export const NEXT_START_WARNING =
  "WARNING: this site was started without its server entry (`next start`?): responses are not compressed, " +
  "a client-written X-Forwarded-For is trusted (rate limits and consent records can be spoofed), responses " +
  "without their own Content-Security-Policy get none, and no request deadline applies. Start it with `npm start`.";

/** The warning for a production server started without the entry, else undefined. */
export function serverEntryWarning(env: NodeJS.ProcessEnv): string | undefined {
  if (env.NODE_ENV !== "production" || env[SERVER_ENTRY_MARK]) return undefined;
  return NEXT_START_WARNING;
}
