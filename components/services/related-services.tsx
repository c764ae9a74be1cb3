import { Section } from "@/components/shared/section";
import { buttonVariants } from "@/components/ui/button";
import { Link } from "@/components/ui/link";
import { services } from "@/content/services";
import { serviceDetailLabels } from "@/content/services-page";

import { pickRelatedServices } from "./pick-related-services";
import { ServiceCard } from "./service-card";

export function RelatedServices({ slug }: { slug: string }) {
  const related = pickRelatedServices(slug, services);
  const { related: copy } = serviceDetailLabels;
  return (
    <Section
      tone="muted"
      heading={{ id: "related-services-title", title: copy.title, subtitle: copy.subtitle }}
    >
      <div className="grid gap-6 md:grid-cols-3">
        {related.map((service) => (
          <ServiceCard key={service.slug} service={service} compact />
        ))}
      </div>
      <div className="mt-10 text-center">
        <Link href="/services" className={buttonVariants({ variant: "link" })}>
          {copy.viewAll}
        </Link>
      </div>
    </Section>
  );
}
