import { CaseStudyList } from "@/components/results/case-study-list";
import { ResultsStats } from "@/components/results/results-stats";
import { ClosingCta } from "@/components/shared/closing-cta";
import { PageHeader } from "@/components/shared/page-header";
import { resultsPage } from "@/content/case-studies";
import { pageMetadata } from "@/lib/seo/metadata";

export const metadata = pageMetadata(resultsPage, "/results");

export default function Page() {
  return (
    <>
      <PageHeader hero={resultsPage.hero} className="pb-24 sm:pb-28" />
      <ResultsStats title={resultsPage.statsTitle} />
      <CaseStudyList />
      <ClosingCta id="results-cta-title" copy={resultsPage.cta} />
    </>
  );
}
