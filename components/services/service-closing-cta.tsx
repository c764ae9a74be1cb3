import { Phone } from "@/components/icons";
import { ScrollToFormButton } from "@/components/shared/scroll-to-form-button";
import { Section } from "@/components/shared/section";
import { buttonVariants } from "@/components/ui/button";
import type { ServiceDetail } from "@/content/services";
import { serviceDetailLabels } from "@/content/services-page";
import { siteConfig } from "@/content/site";

/** Closing call to action; its button ('Book My Free Strategy Call' or, on SEO, 'Book My Free SEO Audit') scrolls to the form. */
export function ServiceClosingCta({ closingCta }: { closingCta: ServiceDetail["closingCta"] }) {
  return (
    <Section tone="navy" aria-labelledby="closing-cta-title">
      <div className="mx-auto flex max-w-3xl flex-col items-center gap-5 text-center">
        <h2 id="closing-cta-title" className="text-3xl sm:text-4xl">
          {closingCta.title}
        </h2>
        <p className="text-lg text-white/85">{closingCta.description}</p>
        <div className="mt-2 flex w-full flex-col justify-center gap-3 sm:w-auto sm:flex-row">
          <ScrollToFormButton variant="accent" size="lg" fallbackHref="#lead-form">
            {closingCta.button}
          </ScrollToFormButton>
          <a
            href={siteConfig.phone.href}
            className={buttonVariants({ variant: "outline-light", size: "lg" })}
          >
            <Phone aria-hidden="true" />
            {serviceDetailLabels.callLabel(siteConfig.phone.display)}
          </a>
        </div>
      </div>
    </Section>
  );
}
