import { NumberedSteps } from "@/components/shared/numbered-steps";
import { Section } from "@/components/shared/section";
import type { RoofingPageContent } from "@/content/roofing";

export function RoofingProcess({
  section,
  steps,
}: {
  section: RoofingPageContent["processSection"];
  steps: RoofingPageContent["process"];
}) {
  return (
    // A dark band between the two light card grids, so the page does not read as one stack of white cards.
    <Section
      tone="navy"
      heading={{
        tone: "navy",
        id: "roofing-process-title",
        badge: section.badge,
        title: section.title,
        subtitle: section.subtitle,
      }}
    >
      <NumberedSteps
        steps={steps}
        stepLabel={section.stepLabel}
        layout="rows"
        spaced
        className="md:grid-cols-3"
      />
    </Section>
  );
}
