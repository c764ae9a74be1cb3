import { servicePath, serviceSlugs } from "@/content/services";

import { articlePath } from "../blog/paths";
import { blogSlugs } from "../blog/slugs";

export const noindexRoutes = [
  "/free-website",
  "/free-website/thank-you",
  "/thank-you",
  "/roofing-google-ads/schedule",
  "/roofing-google-ads/final-thank-you",
] as const;

export const allRoutes: readonly string[] = [
  "/",
  "/how-it-works",
  "/results",
  "/services",
  ...serviceSlugs.map(servicePath),
  "/portfolio",
  "/blog",
  ...blogSlugs().map(articlePath),
  "/contact",
  "/privacy-policy",
  "/terms-of-service",
  "/disclaimer",
  "/roofing-google-ads",
  "/roofing-google-ads/schedule",
  "/roofing-google-ads/final-thank-you",
  "/free-website",
  "/free-website/thank-you",
  "/thank-you",
];
