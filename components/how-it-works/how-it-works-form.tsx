import { LeadForm } from "@/components/forms/lead-form";
import { Section } from "@/components/shared/section";
import { howItWorksPage } from "@/content/how-it-works";

export function HowItWorksForm() {
  const { formSection } = howItWorksPage;
  return (
    <Section tone="muted">
      <LeadForm
        id="lead-form"
        title={formSection.title}
        subtitle={formSection.subtitle}
        roomy
        className="mx-auto max-w-3xl"
      />
    </Section>
  );
}
