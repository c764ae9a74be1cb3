import { Section } from "@/components/shared/section";
import { Card, CardDescription, CardTitle } from "@/components/ui/card";
import { Icon } from "@/components/ui/icon";
import type { ServiceDetail } from "@/content/services";

export function IncludedGrid({ included }: { included: ServiceDetail["included"] }) {
  return (
    <Section heading={{ id: "included-title", title: included.title, subtitle: included.intro }}>
      <ul className="grid gap-6 sm:grid-cols-2 sm:max-lg:orphan-span-2 lg:orphan-span-3 lg:grid-cols-3">
        {included.items.map((item) => (
          <li key={item.title}>
            <Card className="h-full">
              <span className="icon-tile mb-4">
                <Icon name={item.icon} className="size-6" />
              </span>
              <CardTitle size="lg">{item.title}</CardTitle>
              <CardDescription className="mt-2">{item.description}</CardDescription>
            </Card>
          </li>
        ))}
      </ul>
    </Section>
  );
}
