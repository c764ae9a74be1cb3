import { JsonLd } from "@/components/seo/json-ld";
import { Section } from "@/components/shared/section";
import { Accordion, AccordionContent, AccordionItem, AccordionTrigger } from "@/components/ui/accordion";
import { Icon } from "@/components/ui/icon";
import { homePage } from "@/content/home";
import { commonProblems, commonProblemsSection } from "@/content/problems";
import { faqPageJsonLd } from "@/lib/seo/json-ld";

/** The 8 common problems: one open at a time, the open one collapsible; FAQPage JSON-LD. */
export function CommonProblems() {
  const { badge, title, subtitle } = commonProblemsSection;
  return (
    <Section
      tone="muted"
      heading={{ id: "common-problems-title", badge: badge, title: title, subtitle: subtitle }}
    >
      <Accordion defaultValue={commonProblems[0]?.id} className="mx-auto flex max-w-3xl flex-col gap-3">
        {commonProblems.map((item) => (
          <AccordionItem key={item.id} value={item.id}>
            <AccordionTrigger>
              <span className="flex items-center gap-4">
                <span className="flex size-10 shrink-0 items-center justify-center rounded-lg bg-primary-soft text-primary">
                  <Icon name={item.icon} className="size-5" />
                </span>
                {item.problem}
              </span>
            </AccordionTrigger>
            <AccordionContent className="flex flex-col gap-4 sm:pl-19">
              <p className="text-muted-foreground">{item.description}</p>
              <div className="rounded-lg border-l-4 border-success bg-success-soft p-4">
                <p className="font-bold text-success">{homePage.problems.solutionLabel}</p>
                <p className="mt-1">{item.solution}</p>
              </div>
            </AccordionContent>
          </AccordionItem>
        ))}
      </Accordion>
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
