import { QuickContactForm } from "@/components/forms/quick-contact-form";
import { contactPage, quickMessageSectionId } from "@/content/contact";

export function QuickMessageCard() {
  return (
    <section id={quickMessageSectionId} aria-labelledby="quick-message-title" className="card sm:p-8">
      <h2 id="quick-message-title" className="text-2xl">
        {contactPage.quickForm.title}
      </h2>
      <p className="mt-2 mb-6 text-muted-foreground">{contactPage.quickForm.subtitle}</p>
      <QuickContactForm />
    </section>
  );
}
