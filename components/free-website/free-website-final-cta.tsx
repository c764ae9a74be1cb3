import { Section } from "@/components/shared/section";
import { buttonVariants } from "@/components/ui/button";
import type { FreeWebsitePageContent } from "@/content/free-website";

import { FREE_WEBSITE_FORM_HREF } from "./free-website-form-anchor";

/** Closing call to action linking back to the form. */
export function FreeWebsiteFinalCta({ cta }: { cta: FreeWebsitePageContent["finalCta"] }) {
  return (
    <Section aria-labelledby="free-website-final-cta-title">
      <div className="mx-auto flex max-w-5xl flex-col items-center gap-6 rounded-2xl bg-navy px-6 py-12 text-center text-navy-foreground shadow-card sm:px-12 sm:py-16">
        <h2 id="free-website-final-cta-title" className="text-3xl text-white sm:text-4xl">
          {cta.title}
        </h2>
        <p className="max-w-2xl text-lg text-white/85">{cta.subtitle}</p>
        <a href={FREE_WEBSITE_FORM_HREF} className={buttonVariants({ variant: "accent", size: "lg" })}>
          {cta.buttonLabel}
        </a>
      </div>
    </Section>
  );
}
