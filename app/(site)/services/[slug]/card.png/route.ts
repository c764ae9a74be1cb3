// Each service page's social card at a stable address, so the page can give it its own alt text.
import { notFound } from "next/navigation";

import { serviceDetails, serviceSlugs, type ServiceSlug } from "@/content/services";
import { serviceDetailLabels } from "@/content/services-page";
import { renderOgImage } from "@/lib/seo/og-image";

export const dynamic = "force-static";
export const dynamicParams = false;

export function generateStaticParams() {
  return serviceSlugs.map((slug) => ({ slug }));
}

export async function GET(_request: Request, { params }: RouteContext<"/services/[slug]/card.png">) {
  const { slug } = await params;
  if (!(serviceSlugs as readonly string[]).includes(slug)) notFound();
  return renderOgImage({
    title: serviceDetails[slug as ServiceSlug].metaTitle,
    label: serviceDetailLabels.breadcrumb.services,
  });
}
