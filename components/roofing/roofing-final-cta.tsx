import { CtaPanel } from "@/components/shared/cta-panel";
import type { RoofingPageContent } from "@/content/roofing";

import { PhoneLink } from "./phone-link";
import { RoofingFormButton } from "./roofing-form-button";

/** Closing call to action on navy. */
export function RoofingFinalCta({
  cta,
  callLabel,
}: {
  cta: RoofingPageContent["finalCta"];
  callLabel: string;
}) {
  return (
    <CtaPanel titleId="roofing-final-cta-title" copy={cta}>
      <div className="flex w-full flex-col justify-center gap-3 sm:flex-row">
        <RoofingFormButton>{cta.buttonLabel}</RoofingFormButton>
        <PhoneLink label={callLabel} variant="outline-light" />
      </div>
    </CtaPanel>
  );
}
