import { ClosingCta, CtaLink } from "@/components/shared/closing-cta";
import { servicesPage } from "@/content/services-page";

export function ServicesCta() {
  const { cta } = servicesPage;
  return (
    <ClosingCta id="services-cta-title" copy={cta}>
      <CtaLink href={cta.secondaryHref} variant="outline-light">
        {cta.secondaryButton}
      </CtaLink>
    </ClosingCta>
  );
}
