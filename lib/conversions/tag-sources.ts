// No 'unsafe-inline': the tags are external scripts and their set-up runs in the site's bundle.
import { tagConfig } from "./tag-config";

export interface TagCspSources {
  "script-src": string[];
  "connect-src": string[];
  "img-src": string[];
  "frame-src": string[];
}

// Google's published CSP for GA4 and Google Ads through gtag.js or GTM.
const GOOGLE_SCRIPT = ["https://*.googletagmanager.com"];
const GOOGLE_BEACONS = [
  "https://*.google-analytics.com",
  "https://*.analytics.google.com",
  "https://*.googletagmanager.com",
  "https://*.g.doubleclick.net",
  "https://*.google.com",
];
const GOOGLE_FRAMES = ["https://td.doubleclick.net", "https://www.googletagmanager.com"];
const META_SCRIPT = ["https://connect.facebook.net"];
const META_BEACONS = ["https://www.facebook.com", "https://connect.facebook.net"];

function originOf(url: string): string[] {
  try {
    return [new URL(url).origin];
  } catch {
    return [];
  }
}

function unique(values: string[]): string[] {
  return [...new Set(values)];
}

export function tagCspSources(env: Readonly<Record<string, string | undefined>>): TagCspSources {
  const tags = tagConfig(env);
  const google = tags.gtm ?? tags.ga4;
  // GTM may fire the Meta pixel too; the direct pixel needs Meta's hosts alone.
  const meta = Boolean(tags.gtm ?? tags.meta);
  const googleOrigin = google ? originOf(google.src) : [];
  const metaOrigin = tags.meta ? originOf(tags.meta.src) : [];
  return {
    "script-src": unique([
      ...(google ? [...GOOGLE_SCRIPT, ...googleOrigin] : []),
      ...(meta ? [...META_SCRIPT, ...metaOrigin] : []),
    ]),
    "connect-src": unique([
      ...(google ? [...GOOGLE_BEACONS, ...googleOrigin] : []),
      ...(meta ? META_BEACONS : []),
    ]),
    "img-src": unique([...(google ? GOOGLE_BEACONS : []), ...(meta ? META_BEACONS : [])]),
    "frame-src": google ? GOOGLE_FRAMES : [],
  };
}
