import { Section } from "@/components/shared/section";
import { services } from "@/content/services";
import { servicesPage } from "@/content/services-page";

import { ServiceCard } from "./service-card";

export function ServiceCatalogue() {
  const { catalogue } = servicesPage;
  return (
    <Section
      tone="muted"
      id="all-services"
      heading={{ id: "services-catalogue-title", title: catalogue.title, subtitle: catalogue.subtitle }}
    >
      <div className="grid gap-6 md:grid-cols-2 md:max-lg:orphan-span-2 lg:orphan-span-3 lg:grid-cols-3">
        {services.map((service) => (
          <ServiceCard key={service.slug} service={service} />
        ))}
      </div>
    </Section>
  );
}
