import { ComingSoonGrid } from "@/components/portfolio/coming-soon-grid";
import { PortfolioProjects } from "@/components/portfolio/portfolio-projects";
import { ClosingCta } from "@/components/shared/closing-cta";
import { Section, SectionHeader } from "@/components/shared/section";
import { portfolioPage } from "@/content/portfolio";
import { pageMetadata } from "@/lib/seo/metadata";

export const metadata = pageMetadata(portfolioPage, "/portfolio");

export default function Page() {
  return (
    <>
      <Section tone="soft">
        <SectionHeader
          as="h1"
          badge={portfolioPage.hero.badge}
          title={portfolioPage.hero.title}
          subtitle={portfolioPage.hero.subtitle}
          className="mb-0"
        />
      </Section>
      <PortfolioProjects />
      <ComingSoonGrid />
      <ClosingCta id="portfolio-cta-title" copy={portfolioPage.cta} />
    </>
  );
}
