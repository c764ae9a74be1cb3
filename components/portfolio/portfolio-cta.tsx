import Link from "next/link";

import { ArrowRight } from "@/components/icons";
import { Section, SectionHeader } from "@/components/shared/section";
import { buttonVariants } from "@/components/ui/button";
import { portfolioPage } from "@/content/portfolio";

/** Closing section: /portfolio has no form, so the button takes the visitor to the home page's #form-section. */
export function PortfolioCta() {
  return (
    <Section tone="navy" aria-labelledby="portfolio-cta-title">
      <SectionHeader
        id="portfolio-cta-title"
        tone="navy"
        title={portfolioPage.cta.title}
        subtitle={portfolioPage.cta.subtitle}
        className="mb-8"
      />
      <div className="flex justify-center">
        <Link href="/#form-section" className={buttonVariants({ variant: "accent", size: "lg" })}>
          {portfolioPage.cta.button}
          <ArrowRight aria-hidden="true" />
        </Link>
      </div>
    </Section>
  );
}
