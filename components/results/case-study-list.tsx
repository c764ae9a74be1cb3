import { Section, SectionHeader } from "@/components/shared/section";
import { Link } from "@/components/ui/link";
import { caseStudiesByTrade, resultsPage } from "@/content/case-studies";
import { staticHtml } from "@/lib/static-html";

import { CaseStudyCard } from "./case-study-card";
import { TradeFilter } from "./trade-filter";

// The cards reach React as one HTML string (far lighter in the payload than their elements); links load the page.
const cardHosts = new Map<unknown, string>([[Link, "a"]]);

/** The nine case studies of /results, roofing first, with trade chips that filter without JavaScript. */
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
        <ul
          role="list"
          className="flex flex-col gap-8"
          dangerouslySetInnerHTML={{
            __html: staticHtml(
              caseStudiesByTrade.map((study) => (
                <li key={study.id} data-trade={study.trade}>
                  <CaseStudyCard study={study} />
                </li>
              )),
              cardHosts,
            ),
          }}
        />
      </div>
    </Section>
  );
}
