import type { FAQPage, WithContext } from "schema-dts";

import { JsonLd } from "@/components/seo/json-ld";
import { Accordion, AccordionContent, AccordionItem, AccordionTrigger } from "@/components/ui/accordion";
import { contactPage, type ContactFaq as ContactFaqItem } from "@/content/contact";

/** FAQPage structured data for the questions shown on the page. */
export function faqJsonLd(faqs: readonly ContactFaqItem[]): WithContext<FAQPage> {
  return {
    "@context": "https://schema.org",
    "@type": "FAQPage",
    mainEntity: faqs.map((faq) => ({
      "@type": "Question",
      name: faq.question,
      acceptedAnswer: { "@type": "Answer", text: faq.answer },
    })),
  };
}

/** The four contact FAQs: one open at a time, collapsible, with their FAQPage JSON-LD. */
export function ContactFaq() {
  return (
    <section aria-labelledby="contact-faq-title">
      <h2 id="contact-faq-title" className="mb-6 text-3xl">
        {contactPage.faqTitle}
      </h2>
      <Accordion className="flex flex-col gap-3">
        {contactPage.faqs.map((faq, index) => (
          <AccordionItem key={faq.question} value={`faq-${index}`}>
            <AccordionTrigger>{faq.question}</AccordionTrigger>
            <AccordionContent>
              <p className="leading-relaxed text-muted-foreground">{faq.answer}</p>
            </AccordionContent>
          </AccordionItem>
        ))}
      </Accordion>
      <JsonLd data={faqJsonLd(contactPage.faqs)} />
    </section>
  );
}
