import type { Metadata } from "next";
import { notFound } from "next/navigation";

import { ResultSpotlight } from "@/components/results/result-spotlight";
import { JsonLd } from "@/components/seo/json-ld";
import { IncludedGrid } from "@/components/services/included-grid";
import { OfferSection } from "@/components/services/offer-section";
import { RelatedServices } from "@/components/services/related-services";
import { ServiceClosingCta } from "@/components/services/service-closing-cta";
import { ServiceDetailHero } from "@/components/services/service-detail-hero";
import { ServiceFaqs } from "@/components/services/service-faqs";
import { ServiceLeadSection } from "@/components/services/service-lead-section";
import { WhyItWorks } from "@/components/services/why-it-works";
import { caseStudyBySlug, serviceResults } from "@/content/case-studies";
import {
  getService,
  serviceCardPath,
  serviceDetails,
  servicePath,
  serviceSlugs,
  type ServiceSlug,
} from "@/content/services";
import { serviceDetailLabels } from "@/content/services-page";
import { breadcrumbJsonLd, faqPageJsonLd } from "@/lib/seo/json-ld";
import { buildMetadata } from "@/lib/seo/metadata";
import { ogImageAlt } from "@/lib/seo/og-image-meta";
import { serviceJsonLd } from "@/lib/seo/service-json-ld";

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
    path: servicePath(slug),
    image: { path: serviceCardPath(slug), alt: ogImageAlt(detail.metaTitle) },
  });
}

export default async function ServicePage({ params }: PageProps<"/services/[slug]">) {
  const { slug } = await params;
  const detail = detailFor(slug);
  const service = getService(slug);
  if (!detail || !service) notFound();
  const { breadcrumb } = serviceDetailLabels;
  return (
    <>
      <JsonLd
        data={[
          serviceJsonLd(service, detail),
          faqPageJsonLd(detail.faqs),
          breadcrumbJsonLd([
            { name: breadcrumb.home, path: "/" },
            { name: breadcrumb.services, path: "/services" },
            { name: service.title, path: servicePath(service.slug) },
          ]),
        ]}
      />
      <ServiceDetailHero service={service} detail={detail} />
      <ResultSpotlight study={caseStudyBySlug(serviceResults[service.slug])} />
      <IncludedGrid included={detail.included} />
      <WhyItWorks whyItWorks={detail.whyItWorks} />
      <OfferSection detail={detail} />
      <ServiceFaqs faqs={detail.faqs} />
      {detail.leadSection.layout === "section" ? (
        <ServiceLeadSection leadSection={detail.leadSection} />
      ) : null}
      <ServiceClosingCta closingCta={detail.closingCta} afterForm={detail.leadSection.layout === "section"} />
      <RelatedServices slug={service.slug} />
    </>
  );
}
