import { Section } from "@/components/shared/section";
import { Card, CardDescription, CardTitle } from "@/components/ui/card";
import { Icon } from "@/components/ui/icon";
import { servicesPage } from "@/content/services-page";

export function BenefitGrid() {
  return (
    <Section heading={{ id: "services-benefits-title", title: servicesPage.benefitsTitle }}>
      <ul className="grid gap-6 sm:grid-cols-2 sm:max-lg:orphan-span-2 lg:grid-cols-4">
        {servicesPage.benefits.map((benefit) => (
          <li key={benefit.title}>
            <Card className="h-full">
              <span className="mb-4 flex size-12 items-center justify-center rounded-xl bg-accent-soft text-accent">
                <Icon name={benefit.icon} className="size-6" />
              </span>
              <CardTitle size="lg">{benefit.title}</CardTitle>
              <CardDescription className="mt-2">{benefit.description}</CardDescription>
            </Card>
          </li>
        ))}
      </ul>
    </Section>
  );
}
