import { LeadForm } from "@/components/forms/lead-form";
import { Badge } from "@/components/ui/badge";
import { CircleCheck } from "@/components/ui/icon";
import type { RoofingPageContent } from "@/content/roofing";

import { PhoneLink } from "./phone-link";
import { ROOFING_FORM_ID, RoofingFormButton } from "./roofing-form-button";

/** Hero copy beside the roofing lead form (#roofing-form, tag roofing-google-ads). */
export function RoofingHero({
  hero,
  leadForm,
}: {
  hero: RoofingPageContent["hero"];
  leadForm: RoofingPageContent["leadForm"];
}) {
  return (
    <section
      aria-labelledby="roofing-hero-title"
      className="bg-gradient-to-b from-primary-soft to-background py-12 sm:py-16 lg:py-20"
    >
      <div className="container-page grid grid-cols-1 items-start gap-10 lg:grid-cols-[minmax(0,1fr)_minmax(0,30rem)] lg:gap-14">
        <div className="flex flex-col items-start gap-6 lg:pt-6">
          <Badge className="bg-background ring-1 ring-primary/20">{hero.badge}</Badge>
          <h1 id="roofing-hero-title" className="text-4xl text-navy sm:text-5xl">
            {hero.title}
          </h1>
          <p className="max-w-2xl text-lg text-muted-foreground sm:text-xl">{hero.subtitle}</p>
          <ul className="flex flex-col gap-3">
            {hero.bullets.map((bullet) => (
              <li key={bullet} className="flex items-start gap-3 text-base font-medium sm:text-lg">
                <CircleCheck aria-hidden="true" className="mt-0.5 size-6 shrink-0 text-success" />
                <span>{bullet}</span>
              </li>
            ))}
          </ul>
          <div className="flex w-full flex-col gap-3 sm:w-auto sm:flex-row sm:flex-wrap">
            <RoofingFormButton>{hero.ctaLabel}</RoofingFormButton>
            <PhoneLink label={hero.callLabel} />
          </div>
        </div>
        <LeadForm
          id={ROOFING_FORM_ID}
          tag="roofing-google-ads"
          title={leadForm.title}
          subtitle={leadForm.subtitle}
        />
      </div>
    </section>
  );
}
