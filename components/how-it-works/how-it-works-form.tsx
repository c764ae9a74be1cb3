import { LeadForm } from "@/components/forms/lead-form";
import { Section } from "@/components/shared/section";
import { howItWorksPage } from "@/content/how-it-works";

/** The closing lead form (#lead-form) of /how-it-works. */
export function HowItWorksForm() {
  const { formSection } = howItWorksPage;
  return (
    <Section tone="muted">
      <LeadForm
        id="lead-form"
        title={formSection.title}
        subtitle={formSection.subtitle}
        className="mx-auto max-w-3xl rounded-xl border border-border bg-background p-6 shadow-card sm:p-8"
      />
    </Section>
  );
}
