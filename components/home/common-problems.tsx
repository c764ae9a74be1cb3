import { JsonLd } from "@/components/seo/json-ld";
import { Section } from "@/components/shared/section";
import { homePage } from "@/content/home";
import { commonProblems, commonProblemsSection } from "@/content/problems";
import { faqPageJsonLd } from "@/lib/seo/json-ld";

import { ProblemsAccordion } from "./problems-accordion";

export function CommonProblems() {
  const { badge, title, subtitle } = commonProblemsSection;
  return (
    <Section
      tone="muted"
      heading={{ id: "common-problems-title", badge: badge, title: title, subtitle: subtitle }}
    >
      <ProblemsAccordion items={commonProblems} solutionLabel={homePage.problems.solutionLabel} />
      <JsonLd
        data={faqPageJsonLd(
          commonProblems.map((item) => ({
            question: item.problem,
            answer: `${item.description} ${homePage.problems.solutionLabel}: ${item.solution}`,
          })),
        )}
      />
    </Section>
  );
}
