import Link from "next/link";

import { ArrowRight } from "@/components/icons";
import { Section, SectionHeader } from "@/components/shared/section";
import { buttonVariants } from "@/components/ui/button";
import { servicesPage } from "@/content/services-page";

/** /services hero: the page's h1 with buttons to /contact and /portfolio. */
export function ServicesOverviewHero() {
  const { hero } = servicesPage;
  return (
    <Section tone="soft" className="pt-14 sm:pt-20">
      <SectionHeader
        as="h1"
        badge={hero.badge}
        title={hero.title}
        subtitle={hero.subtitle}
        className="mb-8"
      />
      <div className="flex flex-col justify-center gap-3 sm:flex-row">
        <Link href="/contact" className={buttonVariants({ variant: "accent", size: "lg" })}>
          {hero.primaryCta}
          <ArrowRight aria-hidden="true" />
        </Link>
        <Link href="/portfolio" className={buttonVariants({ variant: "outline", size: "lg" })}>
          {hero.secondaryCta}
        </Link>
      </div>
    </Section>
  );
}
