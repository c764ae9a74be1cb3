import { LeadForm } from "@/components/forms/lead-form";
import { Section } from "@/components/shared/section";
import type { ServiceDetail } from "@/content/services";

export function ServiceLeadSection({ leadSection }: { leadSection: ServiceDetail["leadSection"] }) {
  return (
    <Section
      tone="soft"
      heading={{
        id: "lead-section-title",
        badge: leadSection.badge,
        title: leadSection.title,
        subtitle: leadSection.description,
      }}
    >
      <LeadForm id="lead-form" className="mx-auto w-full max-w-3xl" />
    </Section>
  );
}
