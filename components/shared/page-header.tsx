import type * as React from "react";

import { Section, SectionHeader } from "./section";

/** The top of a content page: its badge, h1 and subtitle on a tinted band, with anything that follows them. */
export function PageHeader({
  hero,
  id,
  tone = "soft",
  className,
  headerClassName = "mb-0",
  children,
}: {
  hero: { badge: string; title: string; subtitle: string };
  id?: string;
  tone?: "soft" | "muted";
  className?: string;
  headerClassName?: string;
  children?: React.ReactNode;
}) {
  return (
    <Section tone={tone} aria-labelledby={id} className={className}>
      <SectionHeader
        as="h1"
        id={id}
        badge={hero.badge}
        title={hero.title}
        subtitle={hero.subtitle}
        className={headerClassName}
      />
      {children}
    </Section>
  );
}
