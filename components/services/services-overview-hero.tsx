import { CtaLink } from "@/components/shared/closing-cta";
import { Section, SectionHeader } from "@/components/shared/section";
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
        <CtaLink href={hero.primaryHref}>{hero.primaryCta}</CtaLink>
        <CtaLink href={hero.secondaryHref} variant="outline">
          {hero.secondaryCta}
        </CtaLink>
      </div>
    </Section>
  );
}
