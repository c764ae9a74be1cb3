import { Section, SectionHeader } from "@/components/shared/section";
import type { RoofingPageContent } from "@/content/roofing";

import { RoofingSteps } from "./roofing-steps";

/** The 3-step process. */
export function RoofingProcess({
  section,
  steps,
}: {
  section: RoofingPageContent["processSection"];
  steps: RoofingPageContent["process"];
}) {
  return (
    <Section aria-labelledby="roofing-process-title">
      <SectionHeader
        id="roofing-process-title"
        badge={section.badge}
        title={section.title}
        subtitle={section.subtitle}
      />
      <RoofingSteps steps={steps} stepLabel={section.stepLabel} className="md:grid-cols-3" />
    </Section>
  );
}
