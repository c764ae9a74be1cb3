import { Section } from "@/components/shared/section";
import { Link } from "@/components/ui/link";
import { services } from "@/content/services";
import { servicesPage } from "@/content/services-page";
import { staticHtml } from "@/lib/static-html";

import { ServiceCard } from "./service-card";

// The cards reach React as one HTML string (far lighter in the payload than their elements); links load the page.
const cardHosts = new Map<unknown, string>([[Link, "a"]]);

/** The nine catalogue cards on /services. */
export function ServiceCatalogue() {
  const { catalogue } = servicesPage;
  return (
    <Section
      tone="muted"
      id="all-services"
      heading={{ id: "services-catalogue-title", title: catalogue.title, subtitle: catalogue.subtitle }}
    >
      <div
        className="grid gap-6 md:grid-cols-2 md:max-lg:orphan-span-2 lg:orphan-span-3 lg:grid-cols-3"
        dangerouslySetInnerHTML={{
          __html: staticHtml(
            services.map((service) => <ServiceCard key={service.slug} service={service} />),
            cardHosts,
          ),
        }}
      />
    </Section>
  );
}
