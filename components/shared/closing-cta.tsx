import Link from "next/link";

import { ArrowRight } from "@/components/icons";
import { Section, SectionHeader } from "@/components/shared/section";
import { buttonVariants } from "@/components/ui/button";

/**
 * The navy closing section of a page without a form of its own: title, subtitle and one button to a form
 * elsewhere (/results to /contact's lead form, /portfolio to the home page's form section).
 */
export function ClosingCta({
  id,
  copy,
}: {
  id: string;
  copy: { title: string; subtitle: string; button: string; href: string };
}) {
  return (
    <Section tone="navy" aria-labelledby={id}>
      <SectionHeader id={id} tone="navy" title={copy.title} subtitle={copy.subtitle} className="mb-8" />
      <div className="flex justify-center">
        <Link href={copy.href} className={buttonVariants({ variant: "accent", size: "lg" })}>
          {copy.button}
          <ArrowRight aria-hidden="true" />
        </Link>
      </div>
    </Section>
  );
}
