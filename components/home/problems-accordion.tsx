"use client";

import { Accordion, AccordionContent, AccordionItem, AccordionTrigger } from "@/components/ui/accordion";
import { Icon } from "@/components/ui/icon";
import type { CommonProblem } from "@/content/problems";

/** A client leaf: the payload carries the items as data, not their markup (HTML still server-rendered). */
export function ProblemsAccordion({
  items,
  solutionLabel,
}: {
  items: readonly CommonProblem[];
  solutionLabel: string;
}) {
  return (
    <Accordion defaultValue={items[0]?.id} className="mx-auto flex max-w-3xl flex-col gap-3">
      {items.map((item) => (
        <AccordionItem key={item.id} value={item.id}>
          <AccordionTrigger>
            <span className="flex items-center gap-4">
              <span className="problem-tile">
                <Icon name={item.icon} className="size-5" />
              </span>
              {item.problem}
            </span>
          </AccordionTrigger>
          <AccordionContent className="flex flex-col gap-4 sm:pl-19">
            <p className="text-muted-foreground">{item.description}</p>
            <div className="solution">
              <p className="solution-label">{solutionLabel}</p>
              <p className="mt-1">{item.solution}</p>
            </div>
          </AccordionContent>
        </AccordionItem>
      ))}
    </Accordion>
  );
}
