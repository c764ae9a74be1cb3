import { PhoneLabel } from "@/components/shared/contact-text";
import { ScrollToFormButton } from "@/components/shared/scroll-to-form-button";
import { Badge } from "@/components/ui/badge";
import { buttonVariants } from "@/components/ui/button";
import { CircleCheck, Icon, Phone } from "@/components/ui/icon";
import { formatPrice } from "@/content/offers";
import type { ServiceDetail, ServiceEntry } from "@/content/services";
import { serviceDetailLabels } from "@/content/services-page";
import { siteConfig } from "@/content/site";
import { cn } from "@/lib/utils";

import { ServiceBreadcrumb } from "./service-breadcrumb";

export function ServiceDetailHero({ service, detail }: { service: ServiceEntry; detail: ServiceDetail }) {
  const { hero } = detail;
  return (
    <section className="bg-navy py-14 text-navy-foreground sm:py-20">
      <div className="container-page">
        <ServiceBreadcrumb title={service.title} />
        <div className="grid items-center gap-10 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
          <div>
            <Badge variant="dark">{hero.badge}</Badge>
            <h1 className="mt-5 text-4xl sm:text-5xl">{hero.headline}</h1>
            <p className="mt-5 max-w-2xl text-base text-white/85 sm:text-lg">{hero.subheadline}</p>
            <ul className="mt-6 flex flex-col gap-3">
              {hero.bullets.map((bullet) => (
                <li key={bullet} className="flex gap-3">
                  <CircleCheck aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-accent-soft" />
                  <span>{bullet}</span>
                </li>
              ))}
            </ul>
            <div className="mt-8 flex flex-col gap-3 sm:flex-row">
              <ScrollToFormButton variant="accent" size="lg" fallbackHref="#lead-form">
                {serviceDetailLabels.getStarted}
              </ScrollToFormButton>
              <a
                href={siteConfig.phone.href}
                className={cn(buttonVariants({ variant: "outline-light", size: "lg" }))}
              >
                <Phone aria-hidden="true" />
                <PhoneLabel label={serviceDetailLabels.callLabel} />
              </a>
            </div>
          </div>
          <div className="rounded-xl bg-background p-6 text-foreground shadow-card sm:p-8">
            <div className="flex items-center gap-4">
              <span className="flex size-14 shrink-0 items-center justify-center rounded-xl bg-primary-soft text-primary">
                <Icon name={service.icon} className="size-7" />
              </span>
              <div>
                <p className="font-bold">{service.title}</p>
                <p className="text-sm text-muted-foreground">{service.category}</p>
              </div>
            </div>
            <p className="mt-6 text-sm font-bold tracking-wide text-primary uppercase">
              {serviceDetailLabels.resultsLabel}
            </p>
            <p className="mt-2 text-lg font-bold">{service.results}</p>
            {/* What this service costs, first: the one listed price its catalogue card and offer card state too. */}
            <p className="mt-4 text-sm font-bold tracking-wide text-primary uppercase">
              {serviceDetailLabels.priceLabel}
            </p>
            <p className="mt-1 text-2xl font-bold text-navy">{formatPrice(service.price)}</p>
            {detail.offer.value ? (
              <p className="mt-5 rounded-lg bg-accent-soft p-4 text-sm font-bold text-accent-hover">
                {detail.offer.value}
              </p>
            ) : null}
          </div>
        </div>
      </div>
    </section>
  );
}
