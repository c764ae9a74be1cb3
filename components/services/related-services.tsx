import { Section, SectionHeader } from "@/components/shared/section";
import { Badge } from "@/components/ui/badge";
import { buttonVariants } from "@/components/ui/button";
import { ArrowRight, Icon } from "@/components/ui/icon";
import { Link } from "@/components/ui/link";
import { servicePath, services } from "@/content/services";
import { serviceDetailLabels, servicesPage } from "@/content/services-page";
import { cn } from "@/lib/utils";

import { pickRelatedServices } from "./pick-related-services";

/** Three other services (same category first) at the bottom of a service page. */
export function RelatedServices({ slug }: { slug: string }) {
  const related = pickRelatedServices(slug, services);
  const { related: copy } = serviceDetailLabels;
  const { catalogue } = servicesPage;
  return (
    <Section tone="muted" aria-labelledby="related-services-title">
      <SectionHeader id="related-services-title" title={copy.title} subtitle={copy.subtitle} />
      <div className="grid gap-6 md:grid-cols-3">
        {related.map((service) => (
          <article
            key={service.slug}
            aria-labelledby={`related-${service.slug}`}
            className="flex h-full flex-col rounded-xl border border-border bg-background p-6 shadow-card"
          >
            <div className="flex items-start justify-between gap-4">
              <span className="flex size-12 shrink-0 items-center justify-center rounded-xl bg-primary-soft text-primary">
                <Icon name={service.icon} className="size-6" />
              </span>
              <Badge variant="outline">{service.category}</Badge>
            </div>
            <h3 id={`related-${service.slug}`} className="mt-5 text-xl font-bold">
              {service.title}
            </h3>
            <p className="mt-2 mb-6 text-muted-foreground">{service.description}</p>
            <Link
              href={servicePath(service.slug)}
              className={cn(
                buttonVariants({ variant: "outline", size: "sm" }),
                "mt-auto min-h-11 self-start",
              )}
            >
              {catalogue.cardCta}
              <span className="sr-only">{catalogue.cardCtaContext(service.title)}</span>
              <ArrowRight aria-hidden="true" />
            </Link>
          </article>
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
