import { ComingSoonGrid } from "@/components/portfolio/coming-soon-grid";
import { PortfolioProjects } from "@/components/portfolio/portfolio-projects";
import { ClosingCta } from "@/components/shared/closing-cta";
import { PageHeader } from "@/components/shared/page-header";
import { portfolioPage } from "@/content/portfolio";
import { pageMetadata } from "@/lib/seo/metadata";

export const metadata = pageMetadata(portfolioPage, "/portfolio");

export default function Page() {
  return (
    <>
      <PageHeader hero={portfolioPage.hero} />
      <PortfolioProjects />
      <ComingSoonGrid />
      <ClosingCta id="portfolio-cta-title" copy={portfolioPage.cta} />
    </>
  );
}
