/**
 * sitemap.xml and robots.txt, written into public/ after every build from the site URL (NEXT_PUBLIC_SITE_URL).
 * The noindex routes stay out of both the sitemap and the index.
 */
// Next reads the .env* files at build and next-sitemap does not: read them the same way, so the sitemap's URLs are
// the pages' own.
// eslint-disable-next-line @typescript-eslint/no-require-imports -- next-sitemap loads this file as CommonJS.
require("@next/env").loadEnvConfig(process.cwd());
const siteUrl = (process.env.NEXT_PUBLIC_SITE_URL || "http://localhost:3000").replace(/\/+$/, "");
// The noindex routes of lib/seo/routes.ts (this file is plain CommonJS); tests/e2e/seo.spec.ts fails if they differ.
const noindex = [
  "/free-website",
  "/free-website/thank-you",
  "/thank-you",
  "/roofing-google-ads/schedule",
  "/roofing-google-ads/final-thank-you",
];

/** @type {import('next-sitemap').IConfig} */
module.exports = {
  siteUrl,
  // The build that was just made (next.config.ts reads the same variable).
  sourceDir: process.env.NEXT_DIST_DIR || ".next",
  generateRobotsTxt: true,
  autoLastmod: false,
  exclude: [
    ...noindex,
    "/icon.svg",
    "/icons.svg",
    "/_not-found",
    "/api/*",
    // Spelled out: the health probe must never be listed, whatever happens to the pattern above.
    "/api/health",
    "/opengraph-image*",
    "*/opengraph-image*",
    "*/card.png",
    // Signed, personal links to one booking.
    "/roofing-google-ads/manage",
    // The agency's console.
    "/admin",
    "/admin/*",
  ],
  // /blog renders per request (the filters live in the URL), so the build manifest does not list it.
  additionalPaths: async (config) => [await config.transform(config, "/blog")],
  robotsTxtOptions: {
    policies: [{ userAgent: "*", allow: "/", disallow: ["/api/"] }],
  },
};
