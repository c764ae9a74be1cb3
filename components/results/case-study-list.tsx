import { Section } from "@/components/shared/section";
import { caseStudies, resultsPage } from "@/content/case-studies";

import { CaseStudyCard } from "./case-study-card";

/** The nine case studies of /results. */
export function CaseStudyList() {
  return (
    <Section
      tone="muted"
      heading={{
        id: "case-studies-title",
        title: resultsPage.casesTitle,
        subtitle: resultsPage.casesSubtitle,
      }}
    >
      <ul role="list" className="flex flex-col gap-8">
        {caseStudies.map((study) => (
          <li key={study.id}>
            <CaseStudyCard study={study} />
          </li>
        ))}
      </ul>
    </Section>
  );
}
