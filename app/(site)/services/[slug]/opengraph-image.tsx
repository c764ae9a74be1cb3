// The social card of each service page: the service's title on the brand card, one per slug, prerendered at build.
import { notFound } from "next/navigation";

import { serviceDetails, serviceSlugs, type ServiceSlug } from "@/content/services";
import { serviceDetailLabels } from "@/content/services-page";
import { siteConfig } from "@/content/site";
import { ogImageContentType, ogImageSize, renderOgImage } from "@/lib/seo/og-image";

// `alt` is one value per file (a per-slug alt would need generateImageMetadata and a different URL scheme).
export const alt = `${siteConfig.name}: the service's name on the brand card`;
export const size = ogImageSize;
export const contentType = ogImageContentType;
export const dynamicParams = false;

export function generateStaticParams() {
  return serviceSlugs.map((slug) => ({ slug }));
}

export default async function Image({ params }: { params: Promise<{ slug: string }> }) {
  const { slug } = await params;
  if (!(serviceSlugs as readonly string[]).includes(slug)) notFound();
  return renderOgImage({
    title: serviceDetails[slug as ServiceSlug].metaTitle,
    label: serviceDetailLabels.breadcrumb.services,
  });
}
