import type { NextConfig } from "next";

import { buildSecurityHeaders } from "./lib/security-headers";

const siteUrl = new URL(process.env.NEXT_PUBLIC_SITE_URL || "http://localhost:3000");

const nextConfig: NextConfig = {
  poweredByHeader: false,
  reactStrictMode: true,
  experimental: {
    serverActions: {
      // Actions are only ever posted by the site's own pages.
      allowedOrigins: [siteUrl.host],
      // A lead is a few hundred bytes; nobody needs to post megabytes.
      bodySizeLimit: "64kb",
    },
  },
  async headers() {
    return [{ source: "/:path*", headers: buildSecurityHeaders() }];
  },
};

export default nextConfig;
