import type { Metadata } from "next";

import { siteConfig } from "@/content/site";

import { ogImageContentType, ogImageSize } from "./og-image-meta";

export interface PageSeo {
  /** Page title without the brand; the root layout's template appends it. */
  title: string;
  description: string;
  keywords?: readonly string[];
  /**
   * Path of the page, e.g. "/services/seo"; becomes the canonical URL. Left out only by the 404, which answers at
   * whatever URL was asked for: naming another as its canonical would say the two are the same page.
   */
  path?: string;
  /** Pages that must stay out of search results: noindex, follow. */
  noindex?: boolean;
  type?: "website" | "article";
  publishedTime?: string;
  authors?: readonly string[];
  /** A card at a known path (articles); other routes get theirs from an opengraph-image file. */
  image?: { path: string; alt: string };
}

/** Everything a page states about itself for search engines and social cards, built from one object. */
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

/** Absolute URL on the configured site. */
export function absoluteUrl(path: string): string {
  return `${siteConfig.url}${path === "/" ? "" : path}`;
}

/** Metadata of a page whose copy module carries metaTitle, metaDescription and keywords. */
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
