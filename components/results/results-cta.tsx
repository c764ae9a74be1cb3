import Link from "next/link";

import { ArrowRight } from "@/components/icons";
import { Section, SectionHeader } from "@/components/shared/section";
import { buttonVariants } from "@/components/ui/button";
import { resultsPage } from "@/content/case-studies";

/** Closing call to action: /results has no form, so it links to the sticky form on /contact. */
export function ResultsCta() {
  return (
    <Section tone="navy" aria-labelledby="results-cta-title">
      <SectionHeader
        id="results-cta-title"
        tone="navy"
        title={resultsPage.cta.title}
        subtitle={resultsPage.cta.subtitle}
        className="mb-8"
      />
      <div className="flex justify-center">
        <Link href="/contact#lead-form" className={buttonVariants({ variant: "accent", size: "lg" })}>
          {resultsPage.cta.button}
          <ArrowRight aria-hidden="true" />
        </Link>
      </div>
    </Section>
  );
}
