import { Section, SectionHeader } from "@/components/shared/section";
import { buttonVariants, type ButtonProps } from "@/components/ui/button";
import { ArrowRight } from "@/components/ui/icon";
import { Link } from "@/components/ui/link";

/**
 * The navy closing section of a page: title, subtitle and its buttons. With `copy.button` and `copy.href` it
 * draws the one button to a form elsewhere (/results to /contact's lead form, /portfolio to the home page's form
 * section); `children` adds or replaces buttons (/services, the service pages).
 */
export function ClosingCta({
  id,
  copy,
  children,
}: {
  id: string;
  copy: { title: string; subtitle: string; button?: string; href?: string };
  children?: React.ReactNode;
}) {
  return (
    <Section tone="navy" aria-labelledby={id}>
      <SectionHeader id={id} tone="navy" title={copy.title} subtitle={copy.subtitle} className="mb-8" />
      <div className="mx-auto flex w-full flex-col justify-center gap-3 sm:w-auto sm:flex-row">
        {copy.button && copy.href ? <CtaLink href={copy.href}>{copy.button}</CtaLink> : null}
        {children}
      </div>
    </Section>
  );
}

/** A large button link; the accent one carries the arrow. */
export function CtaLink({
  href,
  variant = "accent",
  children,
}: {
  href: string;
  variant?: ButtonProps["variant"];
  children: React.ReactNode;
}) {
  return (
    <Link href={href} className={buttonVariants({ variant, size: "lg" })}>
      {children}
      {variant === "accent" ? <ArrowRight aria-hidden="true" /> : null}
    </Link>
  );
}
