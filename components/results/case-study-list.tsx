import { Section, SectionHeader } from "@/components/shared/section";
import { caseStudiesByTrade, resultsPage } from "@/content/case-studies";

import { CaseStudyCard } from "./case-study-card";
import { TradeFilter } from "./trade-filter";

export function CaseStudyList() {
  return (
    <Section tone="muted" aria-labelledby="case-studies-title">
      <div data-cases="">
        <SectionHeader
          id="case-studies-title"
          title={resultsPage.casesTitle}
          subtitle={resultsPage.casesSubtitle}
        />
        <TradeFilter />
        <ul role="list" className="flex flex-col gap-8">
          {caseStudiesByTrade.map((study) => (
            <li key={study.id} data-trade={study.trade}>
              <CaseStudyCard study={study} />
            </li>
          ))}
        </ul>
      </div>
    </Section>
  );
}
