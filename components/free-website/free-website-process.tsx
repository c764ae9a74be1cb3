import { NumberedSteps } from "@/components/shared/numbered-steps";
import { Section } from "@/components/shared/section";
import type { FreeWebsitePageContent } from "@/content/free-website";

export function FreeWebsiteProcess({
  section,
  steps,
}: {
  section: FreeWebsitePageContent["processSection"];
  steps: FreeWebsitePageContent["process"];
}) {
  return (
    <Section
      tone="muted"
      heading={{
        id: "free-website-process-title",
        badge: section.badge,
        title: section.title,
        subtitle: section.subtitle,
      }}
    >
      <NumberedSteps steps={steps} stepLabel={section.stepLabel} className="sm:grid-cols-2 lg:grid-cols-4" />
    </Section>
  );
}
