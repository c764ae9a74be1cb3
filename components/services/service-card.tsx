import { Badge } from "@/components/ui/badge";
import { buttonVariants } from "@/components/ui/button";
import { ArrowRight, Check, Icon } from "@/components/ui/icon";
import { Link } from "@/components/ui/link";
import { formatPrice } from "@/content/offers";
import { servicePath, type ServiceEntry } from "@/content/services";
import { servicesPage } from "@/content/services-page";
import { cn } from "@/lib/utils";

export const CARD_FEATURE_COUNT = 4;

export function ServiceCard({ service, compact = false }: { service: ServiceEntry; compact?: boolean }) {
  const { catalogue } = servicesPage;
  const shown = service.features.slice(0, CARD_FEATURE_COUNT);
  const rest = service.features.length - shown.length;
  const titleId = `${compact ? "related" : "service-card"}-${service.slug}`;
  const link = (
    <Link
      href={servicePath(service.slug)}
      className={cn(
        buttonVariants({ variant: "outline", size: "sm" }),
        compact ? "mt-auto min-h-11 self-start" : "min-h-11",
      )}
    >
      {catalogue.cardCta}
      <span className="sr-only">{catalogue.cardCtaContext(service.title)}</span>
      <ArrowRight aria-hidden="true" />
    </Link>
  );
  return (
    <article aria-labelledby={titleId} className="card service-card">
      <div>
        <span className="icon-tile">
          <Icon name={service.icon} className="size-6" />
        </span>
        <Badge variant="outline">{service.category}</Badge>
      </div>
      <h3 id={titleId}>{service.title}</h3>
      <p className={compact ? "mb-6" : undefined}>{service.description}</p>
      {compact ? (
        link
      ) : (
        <>
          <div className="mt-5 mb-6">
            <ul className="feature-list">
              {shown.map((feature) => (
                <li key={feature}>
                  <Check aria-hidden="true" />
                  <span>{feature}</span>
                </li>
              ))}
            </ul>
            {rest > 0 ? (
              // Muted, not link blue: it is a count, not a control (the card's button leads to the full list).
              <p className="feature-more">{catalogue.moreFeaturesLabel(rest)}</p>
            ) : null}
          </div>
          {/* Price above the button in every card, so the cards of a row line up whatever the price's length. */}
          <div className="service-card-foot">
            <p>{formatPrice(service.price)}</p>
            {link}
          </div>
        </>
      )}
    </article>
  );
}
