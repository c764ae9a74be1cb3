import type { NextConfig } from "next";
import { PHASE_PRODUCTION_BUILD } from "next/constants";

import { FINAL_PATH, MANAGE_PATH, SCHEDULE_PATH } from "./lib/booking/paths";
import { getServerEnv } from "./lib/env";
import { FORM_POST_LIMIT_BYTES } from "./lib/leads/shared/limits";
import {
  ADMIN_PERMISSIONS_POLICY,
  buildSecurityHeaders,
  leadLinkHeaders,
  signedLinkHeaders,
} from "./lib/security-headers";
import { warnWithoutSiteUrl } from "./lib/server/start-warnings";

// Fails the build and `next start` with a message naming every bad variable.
const env = getServerEnv();
const siteUrl = new URL(env.NEXT_PUBLIC_SITE_URL);

const nextConfig: NextConfig = {
  // A separate output folder lets a second build (audits, benches) run beside the test build.
  distDir: process.env.NEXT_DIST_DIR || ".next",
  poweredByHeader: false,
  // server.ts compresses (Brotli or gzip, lib/server/compression.ts); Next's own middleware knows only gzip.
  compress: false,
  // proxy.ts redirects "/contact/" to "/contact" itself: Next's redirect carries none of the headers below.
  skipTrailingSlashRedirect: true,
  reactStrictMode: true,
  // Photos and covers (content/media.ts) as WebP in the few widths the layouts use: each variant is encoded on its
  // first request (a burst of AVIF encodes stalled every page), and each width is a srcset entry in the HTML and payload.
  images: { formats: ["image/webp"], deviceSizes: [640, 828, 1200, 1920], imageSizes: [256, 384] },
  experimental: {
    // app/global-not-found.tsx serves 404s, so no not-found tree rides along in every page's payload.
    globalNotFound: true,
    // The stylesheet in the page's <head> rather than a request the first paint waits for.
    inlineCss: true,
    serverActions: {
      // Actions are only ever posted by the site's own pages.
      allowedOrigins: [siteUrl.host],
      // A lead is a few hundred bytes; nobody needs to post megabytes.
      bodySizeLimit: FORM_POST_LIMIT_BYTES,
    },
    // proxy.ts checks form posts, so Next copies their body for it: never more than an action may take.
    proxyClientMaxBodySize: FORM_POST_LIMIT_BYTES,
  },
  async headers() {
    return [
      // The Content-Security-Policy is per page: see lib/csp.
      { source: "/:path*", headers: buildSecurityHeaders() },
      // The guides are lead magnets behind the forms: search results should not hand them out.
      { source: "/:file([^/]+\\.pdf)", headers: [{ key: "X-Robots-Tag", value: "noindex" }] },
      // Listed after the site-wide headers, so their Referrer-Policy replaces the site's.
      { source: MANAGE_PATH, headers: signedLinkHeaders },
      { source: FINAL_PATH, has: [{ type: "query", key: "booking" }], headers: signedLinkHeaders },
      // A lead's booking link (?lead=, a no-JavaScript date change): no Referer leaves the site, nor do ad tags load.
      { source: "/thank-you", has: [{ type: "query", key: "lead" }], headers: leadLinkHeaders },
      { source: SCHEDULE_PATH, has: [{ type: "query", key: "lead" }], headers: leadLinkHeaders },
      // The agency console: passkeys allowed (a later rule wins for the same header), never indexed.
      {
        source: "/admin/:path*",
        headers: [
          { key: "Permissions-Policy", value: ADMIN_PERMISSIONS_POLICY },
          { key: "X-Robots-Tag", value: "noindex, nofollow" },
        ],
      },
    ];
  },
};

export default function config(phase: string): NextConfig {
  if (phase === PHASE_PRODUCTION_BUILD) warnWithoutSiteUrl(process.env);
  return nextConfig;
}
