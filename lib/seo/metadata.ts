import type { Metadata } from "next";

import { siteConfig } from "@/content/site";

import { ogImageContentType, ogImageSize } from "./og-image-meta";

export interface PageSeo {
  // Without the brand: the root layout's title template appends it.
  title: string;
  description: string;
  keywords?: readonly string[];
  // Left out only by the 404: naming another URL as its canonical would say the two are the same page.
  path?: string;
  noindex?: boolean;
  type?: "website" | "article";
  publishedTime?: string;
  authors?: readonly string[];
  // Articles only; other routes get their card from an opengraph-image file.
  image?: { path: string; alt: string };
}

export function buildMetadata(page: PageSeo): Metadata {
  const url = page.path === undefined || page.path === "/" ? page.path : page.path.replace(/\/+$/, "");
  const fullTitle = `${page.title} | ${siteConfig.name}`;
  const images = page.image
    ? [{ url: page.image.path, alt: page.image.alt, type: ogImageContentType, ...ogImageSize }]
    : undefined;
  return {
    title: page.title,
    description: page.description,
    keywords: page.keywords ? [...page.keywords] : undefined,
    ...(url ? { alternates: { canonical: url } } : {}),
    robots: page.noindex ? { index: false, follow: true } : { index: true, follow: true },
    openGraph: {
      type: page.type ?? "website",
      url,
      siteName: siteConfig.name,
      title: fullTitle,
      description: page.description,
      locale: "en_US",
      ...(images ? { images } : {}),
      ...(page.type === "article" && page.publishedTime
        ? { publishedTime: page.publishedTime, authors: page.authors ? [...page.authors] : undefined }
        : {}),
    },
    twitter: {
      card: "summary_large_image",
      title: fullTitle,
      description: page.description,
      ...(images ? { images } : {}),
    },
  };
}

export function absoluteUrl(path: string): string {
  return `${siteConfig.url}${path === "/" ? "" : path}`;
}

export function pageMetadata(
  content: { metaTitle: string; metaDescription: string; keywords: readonly string[] },
  path: string,
  options: Pick<PageSeo, "noindex"> = {},
): Metadata {
  return buildMetadata({
    title: content.metaTitle,
    description: content.metaDescription,
    keywords: content.keywords,
    path,
    ...options,
  });
}
