import { LeadForm } from "@/components/forms/lead-form";
import { ResultProof } from "@/components/results/result-proof";
import { FunnelProgress } from "@/components/shared/funnel-progress";
import { Hero } from "@/components/shared/hero";
import { CircleCheck } from "@/components/ui/icon";
import { caseStudyBySlug, roofingResultSlug } from "@/content/case-studies";
import type { RoofingPageContent } from "@/content/roofing";

import { PhoneLink } from "./phone-link";
import { ROOFING_FORM_ID, RoofingFormButton } from "./roofing-form-button";
import { RoofingProofLine } from "./roofing-proof-line";

/** On a phone's first screen: the headline, one proof line and the form; the rest follows the form. */
export function RoofingHero({
  hero,
  leadForm,
}: {
  hero: RoofingPageContent["hero"];
  leadForm: RoofingPageContent["leadForm"];
}) {
  const study = caseStudyBySlug(roofingResultSlug);
  return (
    <Hero
      titleId="roofing-hero-title"
      title={hero.title}
      badge={hero.badge}
      layout="ad"
      tone="ad"
      aside={
        <LeadForm
          id={ROOFING_FORM_ID}
          tag="roofing-google-ads"
          progress={<FunnelProgress step={1} />}
          title={leadForm.title}
          subtitle={leadForm.subtitle}
        />
      }
      after={
        <>
          <p className="max-w-2xl text-lg text-muted-foreground sm:text-xl">{hero.subtitle}</p>
          <ul className="flex flex-col gap-3">
            {hero.bullets.map((bullet) => (
              <li key={bullet} className="flex items-start gap-3 text-base sm:text-lg">
                <CircleCheck aria-hidden="true" className="mt-0.5 size-6 shrink-0 text-success" />
                <span>{bullet}</span>
              </li>
            ))}
          </ul>
          <ResultProof study={study} />
          <div className="flex w-full flex-col gap-3 sm:w-auto sm:flex-row sm:flex-wrap">
            <RoofingFormButton>{hero.ctaLabel}</RoofingFormButton>
            <PhoneLink label={hero.callLabel} />
          </div>
        </>
      }
    >
      <RoofingProofLine study={study} />
    </Hero>
  );
}
