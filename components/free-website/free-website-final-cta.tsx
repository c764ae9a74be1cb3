import { CtaPanel } from "@/components/shared/cta-panel";
import { buttonVariants } from "@/components/ui/button";
import type { FreeWebsitePageContent } from "@/content/free-website";

import { FREE_WEBSITE_FORM_HREF } from "./free-website-form-anchor";

export function FreeWebsiteFinalCta({ cta }: { cta: FreeWebsitePageContent["finalCta"] }) {
  return (
    <CtaPanel titleId="free-website-final-cta-title" copy={cta}>
      <a href={FREE_WEBSITE_FORM_HREF} className={buttonVariants({ variant: "accent", size: "lg" })}>
        {cta.buttonLabel}
      </a>
    </CtaPanel>
  );
}
