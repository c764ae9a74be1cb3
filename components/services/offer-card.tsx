import { ScrollToFormButton } from "@/components/shared/scroll-to-form-button";
import { Badge } from "@/components/ui/badge";
import { Check, Gift, ShieldCheck } from "@/components/ui/icon";
import { offerPriceText, type ServiceDetail } from "@/content/services";
import { serviceDetailLabels } from "@/content/services-page";
import { cn } from "@/lib/utils";

export function OfferCard({
  offer,
  titleId,
  className,
}: {
  offer: ServiceDetail["offer"];
  titleId: string;
  className?: string;
}) {
  const isSpecial = offer.kind === "special-offer";
  const price = offerPriceText(offer);
  return (
    <div
      className={cn(
        "flex flex-col rounded-xl border-2 bg-background p-6 shadow-card sm:p-8",
        isSpecial ? "border-accent" : "border-primary",
        className,
      )}
    >
      <Badge variant={isSpecial ? "accent" : "primary"} className="self-start">
        {offer.badge}
      </Badge>
      <h2 id={titleId} className="mt-4 text-2xl sm:text-3xl">
        {offer.title}
      </h2>
      {price ? <p className="mt-3 text-3xl font-bold text-foreground">{price}</p> : null}
      {offer.value ? (
        <p className="mt-4 flex gap-3 rounded-lg bg-success-soft p-4 font-bold text-success">
          <Gift aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
          <span>{offer.value}</span>
        </p>
      ) : null}
      <p className="mt-6 font-bold">{serviceDetailLabels.offerIncludesLabel}</p>
      <ul className="mt-3 flex flex-col gap-2.5">
        {offer.items.map((item) => (
          <li key={item} className="flex gap-2.5">
            <Check aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-success" />
            <span>{item}</span>
          </li>
        ))}
      </ul>
      {offer.guarantee ? (
        <p className="mt-6 flex gap-3 border-t border-border pt-5 text-sm font-bold text-foreground">
          <ShieldCheck aria-hidden="true" className="size-5 shrink-0 text-primary" />
          <span>{offer.guarantee}</span>
        </p>
      ) : null}
      <div className="mt-auto pt-6">
        <ScrollToFormButton variant="accent" size="lg" fallbackHref="#lead-form" className="w-full">
          {serviceDetailLabels.getStarted}
        </ScrollToFormButton>
      </div>
    </div>
  );
}
