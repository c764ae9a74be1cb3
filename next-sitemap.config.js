/**
 * sitemap.xml and robots.txt, written into public/ after every build from the site URL (NEXT_PUBLIC_SITE_URL).
 * The noindex routes (SPEC 2) stay out of both the sitemap and the index.
 * @type {import('next-sitemap').IConfig}
 */
const siteUrl = (process.env.NEXT_PUBLIC_SITE_URL || "http://localhost:3000").replace(/\/+$/, "");
// The noindex routes of lib/seo/routes.ts (this file is plain CommonJS); tests/e2e/seo.spec.ts fails if they differ.
const noindex = ["/free-website", "/free-website/thank-you", "/thank-you"];

module.exports = {
  siteUrl,
  generateRobotsTxt: true,
  autoLastmod: false,
  exclude: [
    ...noindex,
    "/icon.svg",
    "/_not-found",
    "/api/*",
    "/opengraph-image*",
    "*/opengraph-image*",
    "*/card.png",
  ],
  // /blog renders per request (its filters live in the URL), so the build manifest does not list it.
  additionalPaths: async (config) => [await config.transform(config, "/blog")],
  robotsTxtOptions: {
    policies: [{ userAgent: "*", allow: "/", disallow: ["/api/"] }],
  },
};
