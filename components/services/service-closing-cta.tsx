import { ClosingCta } from "@/components/shared/closing-cta";
import { PhoneLabel } from "@/components/shared/contact-text";
import { ScrollToFormButton } from "@/components/shared/scroll-to-form-button";
import { buttonVariants } from "@/components/ui/button";
import { Phone } from "@/components/ui/icon";
import type { ServiceDetail } from "@/content/services";
import { serviceDetailLabels } from "@/content/services-page";
import { siteConfig } from "@/content/site";

export function ServiceClosingCta({
  closingCta,
  afterForm = false,
}: {
  closingCta: ServiceDetail["closingCta"];
  /** Right after the lead section: drawn light, not as a dark band under the form. */
  afterForm?: boolean;
}) {
  return (
    <ClosingCta
      id="closing-cta-title"
      tone={afterForm ? "soft" : "navy"}
      copy={{ title: closingCta.title, subtitle: closingCta.description }}
    >
      <ScrollToFormButton variant="accent" size="lg" fallbackHref="#lead-form">
        {closingCta.button}
      </ScrollToFormButton>
      <a
        href={siteConfig.phone.href}
        className={buttonVariants({ variant: afterForm ? "outline" : "outline-light", size: "lg" })}
      >
        <Phone aria-hidden="true" />
        <PhoneLabel label={serviceDetailLabels.callLabel} />
      </a>
    </ClosingCta>
  );
}
