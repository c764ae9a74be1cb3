import { Section } from "@/components/shared/section";
import { buttonVariants, type ButtonProps } from "@/components/ui/button";
import { ArrowRight } from "@/components/ui/icon";
import { Link } from "@/components/ui/link";

/** A page's navy closing section; `copy.button` and `copy.href` draw its one button, `children` add or replace buttons. */
export function ClosingCta({
  id,
  copy,
  tone = "navy",
  children,
}: {
  id: string;
  copy: { title: string; subtitle: string; button?: string; href?: string };
  /** "soft" right after a form: a dark band there reads as the page's end and hides the form's own button. */
  tone?: "navy" | "soft";
  children?: React.ReactNode;
}) {
  return (
    <Section
      tone={tone}
      heading={{
        id,
        tone: tone === "navy" ? "navy" : "default",
        title: copy.title,
        subtitle: copy.subtitle,
        spacing: "tight",
      }}
    >
      <div className="mx-auto flex w-full flex-col justify-center gap-3 sm:w-auto sm:flex-row">
        {copy.button && copy.href ? <CtaLink href={copy.href}>{copy.button}</CtaLink> : null}
        {children}
      </div>
    </Section>
  );
}

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
