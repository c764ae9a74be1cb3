import { LeadForm } from "@/components/forms/lead-form";
import { Section } from "@/components/shared/section";
import { Badge } from "@/components/ui/badge";
import type { ServiceDetail } from "@/content/services";

import { OfferCard } from "./offer-card";

export function OfferSection({ detail }: { detail: ServiceDetail }) {
  const { offer, leadSection } = detail;
  const titleId = "offer-title";
  if (leadSection.layout === "inline") {
    return (
      <Section aria-labelledby={titleId}>
        <div className="grid items-start gap-8 lg:grid-cols-2">
          <OfferCard offer={offer} titleId={titleId} />
          <div className="flex flex-col gap-4">
            <Badge variant="accent" className="self-start">
              {leadSection.badge}
            </Badge>
            <LeadForm id="lead-form" title={leadSection.title} subtitle={leadSection.description} />
          </div>
        </div>
      </Section>
    );
  }
  return (
    <Section aria-labelledby={titleId}>
      <OfferCard offer={offer} titleId={titleId} className="mx-auto max-w-2xl" />
    </Section>
  );
}
