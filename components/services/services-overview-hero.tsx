import { CtaLink } from "@/components/shared/closing-cta";
import { PageHeader } from "@/components/shared/page-header";
import { servicesPage } from "@/content/services-page";

export function ServicesOverviewHero() {
  const { hero } = servicesPage;
  return (
    <PageHeader hero={hero} className="pt-14 sm:pt-20" headerSpacing="tight">
      <div className="flex flex-col justify-center gap-3 sm:flex-row">
        <CtaLink href={hero.primaryHref}>{hero.primaryCta}</CtaLink>
        <CtaLink href={hero.secondaryHref} variant="outline">
          {hero.secondaryCta}
        </CtaLink>
      </div>
    </PageHeader>
  );
}
