import { BusinessHours } from "@/components/contact/business-hours";
import { CallExpectations } from "@/components/contact/call-expectations";
import { ContactCards } from "@/components/contact/contact-cards";
import { ContactFaq } from "@/components/contact/contact-faq";
import { QuickMessageCard } from "@/components/contact/quick-message-card";
import { LeadForm } from "@/components/forms/lead-form";
import { PageHeader } from "@/components/shared/page-header";
import { Section } from "@/components/shared/section";
import { contactPage } from "@/content/contact";
import { pageMetadata } from "@/lib/seo/metadata";

export const metadata = pageMetadata(contactPage, "/contact");

export default function Page() {
  return (
    <>
      <PageHeader hero={contactPage.hero} />
      {/* The main form first (on a phone within its first two screens), the quick message and answers after it. */}
      <Section tone="muted" className="pt-8 sm:pt-16">
        <div className="grid gap-10 lg:grid-cols-[minmax(0,1fr)_minmax(0,28rem)] lg:gap-12">
          <div className="lg:col-start-2 lg:row-start-1">
            <div className="lg:sticky lg:top-36">
              <LeadForm
                id="lead-form"
                title={contactPage.leadForm.title}
                subtitle={contactPage.leadForm.subtitle}
              />
            </div>
          </div>
          <div className="flex flex-col gap-10 lg:col-start-1 lg:row-start-1">
            <QuickMessageCard />
            <BusinessHours />
            <ContactFaq />
            <CallExpectations />
          </div>
        </div>
      </Section>
      <ContactCards />
    </>
  );
}
