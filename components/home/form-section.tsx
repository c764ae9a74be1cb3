import { LeadForm } from "@/components/forms/lead-form";
import { Section } from "@/components/shared/section";
import { Badge } from "@/components/ui/badge";
import { homePage } from "@/content/home";

import { CheckList } from "./check-list";

export function FormSection() {
  const { formSection } = homePage;
  return (
    <Section tone="soft">
      <div className="mb-8 flex justify-center">
        <Badge variant="accent">{formSection.badge}</Badge>
      </div>
      <div className="grid items-start gap-10 lg:grid-cols-[minmax(0,1fr)_minmax(0,1.3fr)] lg:gap-14">
        <LeadForm
          id="form-section"
          title={formSection.title}
          subtitle={formSection.subtitle}
          roomy
          className="lg:order-last"
        />
        <CheckList
          items={formSection.bullets}
          className="rounded-xl border border-border bg-background p-6 text-lg shadow-card sm:p-8"
        />
      </div>
    </Section>
  );
}
