import { Section } from "@/components/shared/section";
import { Icon } from "@/components/ui/icon";
import type { RoofingPageContent } from "@/content/roofing";

import { RoofingFormButton } from "./roofing-form-button";

/** The first benefit spans two columns, so the grid of seven has no gap. */
export function RoofingBenefits({
  section,
  benefits,
  ctaLabel,
}: {
  section: RoofingPageContent["benefitsSection"];
  benefits: RoofingPageContent["benefits"];
  ctaLabel: string;
}) {
  return (
    <Section
      tone="muted"
      heading={{
        id: "roofing-benefits-title",
        badge: section.badge,
        title: section.title,
        subtitle: section.subtitle,
      }}
    >
      <ul className="grid gap-6 sm:grid-cols-2 sm:max-lg:orphan-span-2 lg:grid-cols-4">
        {benefits.map((benefit) => (
          <li key={benefit.title} className="card flex flex-col gap-3 sm:first:col-span-2">
            <span className="flex size-12 items-center justify-center rounded-xl bg-primary-soft text-primary">
              <Icon name={benefit.icon} className="size-6" />
            </span>
            <h3 className="text-lg">{benefit.title}</h3>
            <p className="text-muted-foreground">{benefit.description}</p>
          </li>
        ))}
      </ul>
      <div className="mt-10 flex justify-center">
        <RoofingFormButton>{ctaLabel}</RoofingFormButton>
      </div>
    </Section>
  );
}
