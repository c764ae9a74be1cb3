import { Section } from "@/components/shared/section";
import type { RoofingPageContent } from "@/content/roofing";

import { PhoneLink } from "./phone-link";
import { RoofingFormButton } from "./roofing-form-button";

/** Closing call to action, light: it follows the guide's form, and a dark band there would read as the page's end. */
export function RoofingFinalCta({
  cta,
  callLabel,
}: {
  cta: RoofingPageContent["finalCta"];
  callLabel: string;
}) {
  return (
    <Section aria-labelledby="roofing-final-cta-title">
      <div className="mx-auto flex max-w-5xl flex-col items-center gap-6 rounded-2xl border border-accent/25 bg-accent-soft px-6 py-12 text-center shadow-card sm:px-12 sm:py-16">
        <h2 id="roofing-final-cta-title" className="text-3xl text-navy sm:text-4xl">
          {cta.title}
        </h2>
        <p className="max-w-2xl text-lg text-muted-foreground">{cta.subtitle}</p>
        <div className="flex w-full flex-col justify-center gap-3 sm:flex-row">
          <RoofingFormButton>{cta.buttonLabel}</RoofingFormButton>
          <PhoneLink label={callLabel} variant="outline" />
        </div>
      </div>
    </Section>
  );
}
