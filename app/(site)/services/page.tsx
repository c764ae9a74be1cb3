import { JsonLd } from "@/components/seo/json-ld";
import { AuditFormSection } from "@/components/services/audit-form-section";
import { BenefitGrid } from "@/components/services/benefit-grid";
import { ProcessSteps } from "@/components/services/process-steps";
import { ServiceCatalogue } from "@/components/services/service-catalogue";
import { ServicesCta } from "@/components/services/services-cta";
import { ServicesOverviewHero } from "@/components/services/services-overview-hero";
import { services } from "@/content/services";
import { serviceDetailLabels, servicesPage } from "@/content/services-page";
import { breadcrumbJsonLd } from "@/lib/seo/json-ld";
import { pageMetadata } from "@/lib/seo/metadata";
import { servicesItemListJsonLd } from "@/lib/seo/service-json-ld";

export const metadata = pageMetadata(servicesPage, "/services");

export default function ServicesPage() {
  const { breadcrumb } = serviceDetailLabels;
  return (
    <>
      <JsonLd
        data={[
          servicesItemListJsonLd(services, servicesPage.catalogue.title),
          breadcrumbJsonLd([
            { name: breadcrumb.home, path: "/" },
            { name: breadcrumb.services, path: "/services" },
          ]),
        ]}
      />
      <ServicesOverviewHero />
      <BenefitGrid />
      <ServiceCatalogue />
      <ProcessSteps />
      <ServicesCta />
      <AuditFormSection />
    </>
  );
}
