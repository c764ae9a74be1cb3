import { LeadForm } from "@/components/forms/lead-form";
import { Section } from "@/components/shared/section";
import { Badge } from "@/components/ui/badge";
import { servicesPage } from "@/content/services-page";

export function AuditFormSection() {
  const { auditForm } = servicesPage;
  return (
    <Section tone="soft">
      <div className="mx-auto flex max-w-3xl flex-col items-center gap-6">
        <Badge variant="accent">{auditForm.badge}</Badge>
        <LeadForm id="lead-form" title={auditForm.title} subtitle={auditForm.subtitle} className="w-full" />
      </div>
    </Section>
  );
}
