import { Section } from "@/components/shared/section";
import { homePage } from "@/content/home";

import { ComparisonCard } from "./comparison-card";

export function WhyFullService() {
  const { whyFullService } = homePage;
  return (
    <Section
      heading={{
        id: "why-full-service-title",
        badge: whyFullService.badge,
        title: whyFullService.title,
        subtitle: whyFullService.subtitle,
      }}
    >
      <div className="grid gap-6 md:grid-cols-2">
        <ComparisonCard column={whyFullService.piecemeal} kind="piecemeal" />
        <ComparisonCard column={whyFullService.fullService} kind="full-service" />
      </div>
    </Section>
  );
}
