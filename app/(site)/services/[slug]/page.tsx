import type { Metadata } from "next";
import { notFound } from "next/navigation";

import { serviceDetails, serviceSlugs, type ServiceSlug } from "@/content/services";
import { buildMetadata } from "@/lib/seo/metadata";

export const dynamicParams = false;

export function generateStaticParams() {
  return serviceSlugs.map((slug) => ({ slug }));
}

function detailFor(slug: string) {
  return (serviceSlugs as readonly string[]).includes(slug) ? serviceDetails[slug as ServiceSlug] : undefined;
}

export async function generateMetadata({ params }: PageProps<"/services/[slug]">): Promise<Metadata> {
  const { slug } = await params;
  const detail = detailFor(slug);
  if (!detail) return {};
  return buildMetadata({
    title: detail.metaTitle,
    description: detail.metaDescription,
    keywords: detail.keywords,
    path: `/services/${slug}`,
  });
}

export default async function ServicePage({ params }: PageProps<"/services/[slug]">) {
  const { slug } = await params;
  const detail = detailFor(slug);
  if (!detail) notFound();
  return (
    <section className="container-page py-16">
      <h1 className="text-4xl">{detail.hero.headline}</h1>
    </section>
  );
}
