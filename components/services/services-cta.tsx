import Link from "next/link";

import { ArrowRight } from "@/components/icons";
import { Section } from "@/components/shared/section";
import { buttonVariants } from "@/components/ui/button";
import { servicesPage } from "@/content/services-page";

/** The /services call to action, with buttons to /contact and /how-it-works. */
export function ServicesCta() {
  const { cta } = servicesPage;
  return (
    <Section tone="navy" aria-labelledby="services-cta-title">
      <div className="mx-auto flex max-w-3xl flex-col items-center gap-5 text-center">
        <h2 id="services-cta-title" className="text-3xl sm:text-4xl">
          {cta.title}
        </h2>
        <p className="text-lg text-white/85">{cta.subtitle}</p>
        <div className="mt-2 flex w-full flex-col justify-center gap-3 sm:w-auto sm:flex-row">
          <Link href="/contact" className={buttonVariants({ variant: "accent", size: "lg" })}>
            {cta.primary}
            <ArrowRight aria-hidden="true" />
          </Link>
          <Link href="/how-it-works" className={buttonVariants({ variant: "outline-light", size: "lg" })}>
            {cta.secondary}
          </Link>
        </div>
      </div>
    </Section>
  );
}
