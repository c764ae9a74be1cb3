import { JsonLd } from "@/components/seo/json-ld";
import { Accordion, AccordionContent, AccordionItem, AccordionTrigger } from "@/components/ui/accordion";
import { contactPage } from "@/content/contact";
import { faqPageJsonLd } from "@/lib/seo/json-ld";

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
      <JsonLd data={faqPageJsonLd(contactPage.faqs)} />
    </section>
  );
}
