import { Section } from "@/components/shared/section";
import { Accordion, AccordionContent, AccordionItem, AccordionTrigger } from "@/components/ui/accordion";
import type { ServiceDetail } from "@/content/services";
import { serviceDetailLabels } from "@/content/services-page";

export function ServiceFaqs({ faqs }: { faqs: ServiceDetail["faqs"] }) {
  return (
    <Section
      tone="muted"
      heading={{
        id: "faq-title",
        title: serviceDetailLabels.faqTitle,
        subtitle: serviceDetailLabels.faqSubtitle,
      }}
    >
      <Accordion className="mx-auto flex max-w-3xl flex-col gap-3">
        {faqs.map((faq, index) => (
          <AccordionItem key={faq.question} value={`faq-${index}`}>
            <AccordionTrigger>{faq.question}</AccordionTrigger>
            <AccordionContent>
              <p className="text-muted-foreground">{faq.answer}</p>
            </AccordionContent>
          </AccordionItem>
        ))}
      </Accordion>
    </Section>
  );
}
