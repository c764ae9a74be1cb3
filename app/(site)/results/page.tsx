import { CaseStudyList } from "@/components/results/case-study-list";
import { ResultsStats } from "@/components/results/results-stats";
import { ClosingCta } from "@/components/shared/closing-cta";
import { Section, SectionHeader } from "@/components/shared/section";
import { resultsPage } from "@/content/case-studies";
import { pageMetadata } from "@/lib/seo/metadata";

export const metadata = pageMetadata(resultsPage, "/results");

export default function Page() {
  return (
    <>
      <Section tone="soft" className="pb-24 sm:pb-28">
        <SectionHeader
          as="h1"
          badge={resultsPage.hero.badge}
          title={resultsPage.hero.title}
          subtitle={resultsPage.hero.subtitle}
          className="mb-0"
        />
      </Section>
      <ResultsStats title={resultsPage.statsTitle} />
      <CaseStudyList />
      <ClosingCta id="results-cta-title" copy={resultsPage.cta} />
    </>
  );
}
